/**
 * Several runs on the same seeds, one after another on the Lab's Web Workers (the skill ladder's
 * rungs, the sweep's values): each spec's games exactly as a batch's (game i is seed S + i,
 * chunked as labChunks, so every game is the CLI's), each answer handed on with its spec's index.
 * The progress counts every game of every spec, its ETA weighted by what each spec's game costs
 * (a planner's game at budget 8 takes some eighty of random's: task-work.ts).
 */
import type { GameRow } from '../../lab/game-row';
import type { RunSpec } from '../../lab/run-spec';
import { labChunks, type RunOptions } from './batch';
import type { LabPool, RunEnd, Task } from './pool';
import { startProgress } from './progress';
import { playWork } from './task-work';

/** Plays every spec's games on the pool (the first spec's chunks first); `onRows` gets each chunk's rows with its spec's index. */
export async function playSpecs(pool: LabPool, specs: readonly RunSpec[], onRows: (spec: number, rows: readonly GameRow[]) => void, options: RunOptions = {}): Promise<{ end: RunEnd; wallSeconds: number }> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const restRatio = options.restRatio ?? (() => 0);
  const parts = specs.flatMap((spec, k) => labChunks(spec, pool.size).map((indices) => ({ spec, k, indices })));
  const tasks = parts.map(({ spec, k, indices }): Task<{ k: number; rows: GameRow[] }> => async (api) => ({ k, rows: await api.play(spec, indices, restRatio()) }));
  const total = specs.reduce((n, s) => n + s.games, 0);
  const gameCost = specs.map((s) => playWork(s, 1, 0).expectedMs);
  const work = { done: 0, total: specs.reduce((t, s, k) => t + s.games * gameCost[k], 0) };
  let done = 0;
  let wins = 0;
  let progress = startProgress(total);
  const end = await pool.run(tasks, ({ k, rows }) => {
    onRows(k, rows);
    for (const row of rows) { done++; if (row.outcome === 'victory') wins++; }
    work.done += rows.length * gameCost[k];
    progress = { done, total, wins, elapsedMs: clock() - started, work: { ...work } };
    options.onProgress?.(progress);
  }, (k) => playWork(parts[k].spec, parts[k].indices.length, restRatio()));
  return { end, wallSeconds: (clock() - started) / 1000 };
}
