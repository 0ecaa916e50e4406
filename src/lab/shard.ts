/**
 * `--shard K/N` (issue 18 §2): the K-th (1-based) of N disjoint slices of a run's game indices,
 * consecutive blocks that together are every game exactly once. `--shard auto/N` takes K from
 * JOB_COMPLETION_INDEX (0-based, as a Kubernetes Indexed Job sets it): K = index + 1.
 */

import { counted } from './report/counted';

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

export const MAX_SHARDS = 10_000;

/** Parses K/N or auto/N; `env` is where JOB_COMPLETION_INDEX is read (process.env in the CLI). */
export function parseShard(text: string, games: number, env: Readonly<Record<string, string | undefined>>): Shard {
  const m = /^\s*(auto|\d+)\s*\/\s*(\d+)\s*$/i.exec(text);
  if (!m) throw new Error(`--shard "${text}": expected K/N (e.g. 2/4, K from 1 to N) or auto/N`);
  const count = Number(m[2]);
  if (count < 1 || count > Math.min(MAX_SHARDS, games)) {
    // Say the run's games: with --games left at its default of 1, "1 to 1" alone reads as a riddle.
    throw new Error(`--shard "${text}": N must be from 1 to ${Math.min(MAX_SHARDS, games)} (at most one shard per game, and the run has ${counted(games, 'game')}; at most ${MAX_SHARDS} shards)`);
  }
  let index: number;
  if (m[1].toLowerCase() === 'auto') {
    const raw = env.JOB_COMPLETION_INDEX;
    if (raw === undefined || !/^\d+$/.test(raw.trim())) {
      throw new Error(`--shard auto/${count}: JOB_COMPLETION_INDEX must be set to a whole number from 0 to ${count - 1}, got ${raw === undefined ? 'nothing' : JSON.stringify(raw)}`);
    }
    index = Number(raw.trim()) + 1;
    if (index > count) throw new Error(`--shard auto/${count}: JOB_COMPLETION_INDEX ${raw.trim()} is past the last shard (0 to ${count - 1})`);
  } else {
    index = Number(m[1]);
    if (index < 1 || index > count) throw new Error(`--shard "${text}": K must be from 1 to ${count}`);
  }
  return { index, count };
}

/** The first index of `shard` and one past its last: a consecutive block, as even as can be. */
export function shardRange(games: number, shard: Shard | null): { from: number; to: number } {
  if (!shard) return { from: 0, to: games };
  return { from: Math.floor(((shard.index - 1) * games) / shard.count), to: Math.floor((shard.index * games) / shard.count) };
}

/** The game indices of `shard` among `games` games. */
export function shardIndices(games: number, shard: Shard | null): number[] {
  const { from, to } = shardRange(games, shard);
  return Array.from({ length: to - from }, (_, i) => from + i);
}
