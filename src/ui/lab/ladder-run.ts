/**
 * The skill ladder in the page (issue 33 §4, `chamber ladder`): random, greedy and the planner at
 * each budget play the same seeds on the Lab's Web Workers, each rung's games exactly as a batch's
 * (game i is seed S + i, chunked as labChunks, so every game is the CLI's); the rungs, the steps
 * between neighbours and the plateau are then the CLI's own (lab/ladder.ts ladderOf).
 */
import { PairedSide } from '../../lab/compare';
import type { GameRow } from '../../lab/game-row';
import { ladderOf, ladderPolicies, type LadderFigures } from '../../lab/ladder';
import type { RunSpec } from '../../lab/run-spec';
import { BestWorst } from '../../lab/report/best-worst';
import { emptyGameTable, keepGame, labChunks, type GameTable, type RunOptions } from './batch';
import type { LabPool, Task } from './pool';
import { startProgress } from './progress';
import { playWork } from './task-work';

/** A rung's games, as a batch keeps them (four bytes a game, its best and worst), each to open in Replay. */
export interface RungGames {
  /** What `chamber autoplay` plays for this rung (the base with the rung's squad AI and budget). */
  readonly spec: RunSpec;
  readonly games: GameTable;
  readonly best: GameRow | null;
  readonly worst: GameRow | null;
}

export interface LadderReport {
  /** The run's settings (squadAi 'planner', no budget: each rung sets its own). */
  readonly base: Omit<RunSpec, 'squadAi' | 'budget'>;
  readonly budgets: readonly number[];
  /** Null when the run was stopped before every rung had played every game. */
  readonly ladder: LadderFigures | null;
  /** Games played on each rung (random, greedy, then each budget). */
  readonly played: readonly number[];
  /** Each rung's games (random, greedy, then each budget), a stopped ladder's too. */
  readonly rungGames: readonly RungGames[];
  readonly wallSeconds: number;
}

/** Each rung's spec, in ladderPolicies' order: what `chamber autoplay` plays for that rung. */
export function rungSpecs(base: Omit<RunSpec, 'squadAi' | 'budget'>, budgets: readonly number[]): RunSpec[] {
  return ladderPolicies(budgets).map((p) => ({ ...base, squadAi: p.squadAi, ...(p.budget !== null ? { budget: p.budget } : {}) }));
}

/** Plays every rung's games on the pool (random's chunks first, the largest budget's last); the ladder when all are whole. */
export async function runLadder(pool: LabPool, base: Omit<RunSpec, 'squadAi' | 'budget'>, budgets: readonly number[], options: RunOptions = {}): Promise<LadderReport> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const specs = rungSpecs(base, budgets);
  const sides = specs.map((s) => new PairedSide(s));
  const tables = specs.map((s) => emptyGameTable(s.games));
  const ends = specs.map(() => new BestWorst());
  const restRatio = options.restRatio ?? (() => 0);
  const parts = specs.flatMap((spec, rung) => labChunks(spec, pool.size).map((indices) => ({ spec, rung, indices })));
  const tasks = parts.map(({ spec, rung, indices }): Task<{ rung: number; rows: GameRow[] }> => async (api) => ({ rung, rows: await api.play(spec, indices, restRatio()) }));
  const total = specs.length * base.games;
  // The expected time of a game on each rung, for the ETA: random's games are quick, the largest budget's slow.
  const gameCost = specs.map((s) => playWork(s, 1, 0).expectedMs);
  const work = { done: 0, total: base.games * gameCost.reduce((x, y) => x + y, 0) };
  let done = 0;
  let wins = 0;
  let progress = startProgress(total);
  const end = await pool.run(tasks, ({ rung, rows }) => {
    for (const row of rows) {
      sides[rung].add(row);
      keepGame(tables[rung], row);
      ends[rung].add(row);
      done++;
      if (row.outcome === 'victory') wins++;
    }
    work.done += rows.length * gameCost[rung];
    progress = { done, total, wins, elapsedMs: clock() - started, work: { ...work } };
    options.onProgress?.(progress);
  }, (k) => playWork(parts[k].spec, parts[k].indices.length, restRatio()));
  return {
    base, budgets,
    ladder: end === 'done' ? ladderOf(budgets, sides) : null,
    played: sides.map((s) => s.games),
    rungGames: specs.map((spec, rung) => {
      const picked = ends[rung].picked();
      return { spec, games: tables[rung], best: picked?.best ?? null, worst: picked?.worst ?? null };
    }),
    wallSeconds: (clock() - started) / 1000,
  };
}
