/**
 * Determinism (issue 18 §6): game i depends on the run's seed and i alone, so any worker count and
 * any shard split give the same rows, and records written by worker threads are byte for byte
 * the records of the main thread.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { playGames } from '../../src/lab/pool';
import { parseShard, shardIndices } from '../../src/lab/shard';
import type { RunSpec } from '../../src/lab/run-spec';
import { gameSeed } from '../../src/lab/seeds';
import { playGame } from '../../src/lab/play-game';
import { rowOf } from '../../src/lab/game-row';

const spec: RunSpec = { scenario: 'C', games: 18, seed: 77, squadAi: 'random', variants: { figureCornerBlocks: true }, overrides: [{ path: 'apPerRound.alien', value: 3 }] };
const all = shardIndices(spec.games, null);

describe('determinism', () => {
  it('game i is played on seed S + i, whatever else is in the batch', () => {
    expect(all.map((i) => gameSeed(spec.seed, i))).toEqual(Array.from({ length: 18 }, (_, i) => 77 + i));
    expect(rowOf(playGame(spec, 9, { keepRecord: false }))).toEqual(rowOf(playGame({ ...spec, games: 1000 }, 9, { keepRecord: true })));
  });

  it('worker threads give the main thread\'s rows and records, and shards add up to the whole', async () => {
    const mainDir = mkdtempSync(join(tmpdir(), 'chamber-det-main-'));
    const poolDir = mkdtempSync(join(tmpdir(), 'chamber-det-pool-'));
    const one = await playGames(spec, all, { workers: 1, outDir: mainDir });
    const seen: number[] = [];
    const four = await playGames(spec, all, { workers: 4, outDir: poolDir, onRows: (rows) => seen.push(...rows.map((r) => r.index)) });
    expect(four).toEqual(one);
    expect(seen.sort((a, b) => a - b)).toEqual(all); // every game reported to progress once
    const files = readdirSync(mainDir).sort();
    expect(files).toHaveLength(18);
    expect(readdirSync(poolDir).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(poolDir, f), 'utf8')).toBe(readFileSync(join(mainDir, f), 'utf8'));

    for (const n of [2, 5]) {
      const parts = await Promise.all(Array.from({ length: n }, (_, k) => playGames(spec, shardIndices(spec.games, parseShard(`${k + 1}/${n}`, spec.games, {})), { workers: 1, outDir: null })));
      expect(parts.flat()).toEqual(one);
    }
  });
});
