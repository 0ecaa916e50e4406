/**
 * Plays a batch (a whole run or one shard of it) with progress on stderr, and times it.
 */
import type { GameRow } from './game-row';
import { playGames } from './pool';
import { startProgress, type ProgressMode } from './progress';
import type { RunSpec } from './run-spec';

export interface BatchOptions {
  readonly workers: number;
  readonly outDir: string | null;
  readonly progress: ProgressMode;
  readonly writeLine: (line: string) => void;
  /** What the progress counts, e.g. "games" or "paired games". */
  readonly label?: string;
}

export interface BatchResult {
  readonly rows: readonly GameRow[];
  readonly wallSeconds: number;
}

/** Plays `indices` of `spec` on `options.workers` threads. */
export async function runBatch(spec: RunSpec, indices: readonly number[], options: BatchOptions): Promise<BatchResult> {
  const started = performance.now();
  const progress = startProgress(indices.length, options.progress, options.writeLine, options.label);
  let done = 0;
  let wins = 0;
  try {
    const rows = await playGames(spec, indices, {
      workers: options.workers, outDir: options.outDir,
      onRows: (part) => {
        done += part.length;
        wins += part.filter((r) => r.outcome === 'victory').length;
        progress.update(done, wins);
      },
    });
    return { rows, wallSeconds: (performance.now() - started) / 1000 };
  } finally {
    progress.stop();
  }
}
