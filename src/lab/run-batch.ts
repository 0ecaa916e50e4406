/**
 * Plays a batch (a whole run or one shard of it) with progress on stderr, timed. The caller keeps
 * what it needs of each game as it comes (a tally, the report's packed rows, outcomes to pair).
 */
import type { GameRow } from './game-row';
import { poolFor } from './pool';
import { startProgress, type ProgressMode } from './progress';
import type { RunSpec } from './run-spec';

export interface BatchOptions {
  readonly workers: number;
  readonly outDir: string | null;
  /** With outDir and the planner: each record keeps the planner's reasons (`--reasons`). */
  readonly reasons?: boolean;
  readonly progress: ProgressMode;
  readonly writeLine: (line: string) => void;
  /** Each game's row, in finishing order. */
  readonly onRow: (row: GameRow) => void;
  /** What the progress counts, e.g. "games" or "games under a". */
  readonly label?: string;
}

/** Plays `indices` of `spec` on `options.workers` threads; the wall time in seconds. */
export async function runBatch(spec: RunSpec, indices: readonly number[], options: BatchOptions): Promise<number> {
  const started = performance.now();
  const progress = startProgress(indices.length, options.progress, options.writeLine, options.label);
  const pool = poolFor(indices, options.workers);
  let done = 0;
  let wins = 0;
  try {
    await pool.play(spec, indices, {
      outDir: options.outDir,
      reasons: options.reasons ?? false,
      onRows: (part) => {
        for (const row of part) {
          options.onRow(row);
          if (row.outcome === 'victory') wins++;
        }
        done += part.length;
        progress.update(done, wins);
      },
    });
    return (performance.now() - started) / 1000;
  } finally {
    progress.stop();
    await pool.close();
  }
}
