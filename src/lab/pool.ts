/**
 * Plays a run's games on K worker threads (piscina), or in this thread when K is 1 and the batch
 * is small (issue 18 §1).
 * The games are cut into small chunks of consecutive indices handed to whichever thread is free;
 * each game depends on the spec and its index alone (seeds.ts), and what a run keeps of its
 * games is kept by index (sums, or rows sorted by index), so the result is the same for any K.
 * Workers run one esbuild bundle of the same sources (worker-bundle.ts: why not tsx there).
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { playChunk, type Chunk } from './chunk';
import { chunksOf } from './chunk-plan';
import type { GameRow } from './game-row';
import type { RunSpec } from './run-spec';
import { workerBundle } from './worker-bundle';
import { youngGenerationMb } from './young-generation';
import { counted } from './report/counted';

export const MAX_WORKERS = 64;

/** Every core this process may use (the default for --workers). */
export function defaultWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

/**
 * The threads a batch plays on when `asked` were asked for: never more than the cores. Threads
 * beyond the cores only take turns, each with its own heap and copy of the bundle: 400 games on 2
 * cores took 17.7 s and 3.2 GB on 64 threads, 2.5 s and 0.53 GB on 2. The results are the same for
 * any count (seeds.ts), so the cap changes nothing but the time and memory; `note` says it happened.
 */
export function batchThreads(asked: number | undefined, cores = availableParallelism()): { readonly threads: number; readonly note: string | null } {
  const most = defaultWorkers(cores);
  if (asked === undefined || asked <= most) return { threads: asked ?? most, note: null };
  return { threads: most, note: `--workers ${asked} is more than the ${counted(most, 'core')} here: playing on ${counted(most, 'thread')} (the results are the same for any count)` };
}

export interface PoolOptions {
  readonly workers: number;
  /** Where each game's record goes (`--out`), or null. */
  readonly outDir: string | null;
  /** With outDir and the planner: each record keeps the planner's reasons. */
  readonly reasons?: boolean;
  /** Called as each chunk finishes, in finishing order, with its rows (a run keeps what it needs of them). */
  readonly onRows?: (rows: readonly GameRow[]) => void;
}

/**
 * K threads kept open across batches (the bench warms one up before timing it); with one worker
 * the games run in this thread, unless `inThread` is false (the bench times one worker thread
 * against two, each warmed the same way).
 */
export class GamePool {
  private readonly pool: Piscina<Chunk, GameRow[]> | null;

  constructor(readonly workers: number, inThread = workers <= 1) {
    this.pool = inThread ? null : new Piscina<Chunk, GameRow[]>({
      filename: workerBundle(),
      minThreads: workers, maxThreads: workers, idleTimeout: 60_000,
      // Not this process's flags (tsx's loader): the bundle is plain JavaScript.
      execArgv: ['--enable-source-maps'],
      // A batch's games allocate much that dies young (young-generation.ts).
      resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb(workers) },
    });
  }

  /** Plays `indices` of `spec`, handing each chunk's rows to `onRows` as it finishes. */
  async play(spec: RunSpec, indices: readonly number[], options: Omit<PoolOptions, 'workers'>): Promise<void> {
    const chunks: Chunk[] = chunksOf(indices, this.workers).map((part) => ({ spec, indices: part, outDir: options.outDir, reasons: options.reasons ?? false }));
    const take = (part: readonly GameRow[]) => { options.onRows?.(part); };
    if (!this.pool) {
      for (const chunk of chunks) {
        take(playChunk(chunk));
        // Let timers (the progress line) run between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } else {
      const pool = this.pool;
      await Promise.all(chunks.map((chunk) => pool.run(chunk).then(take)));
    }
  }

  /** Whether the games run on worker threads (else in this thread). */
  get threaded(): boolean {
    return this.pool !== null;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}

/**
 * From this many games, one worker is a worker thread rather than this thread: starting one (the
 * bundle, the thread) costs about 0.3 s, which its batch-sized heap (young-generation.ts) wins
 * back over a couple of hundred games. Smaller batches (a test, a quick look) play here.
 */
export const THREAD_FROM_GAMES = 200;

/** Opens a pool of no more threads than `indices` has chunks for `workers`. */
export function poolFor(indices: readonly number[], workers: number): GamePool {
  const { threads, inThread } = poolShape(indices, workers);
  return new GamePool(threads, inThread);
}

/** The threads poolFor opens for `indices`, and whether the games play in this thread instead. */
export function poolShape(indices: readonly number[], workers: number): { readonly threads: number; readonly inThread: boolean } {
  const threads = Math.min(workers, chunksOf(indices, workers).length);
  return { threads, inThread: threads <= 1 && indices.length < THREAD_FROM_GAMES };
}

/** Plays `indices` of `spec` and returns every row, sorted by index (small batches and tests). */
export async function playGames(spec: RunSpec, indices: readonly number[], options: PoolOptions): Promise<GameRow[]> {
  const rows: GameRow[] = [];
  const pool = poolFor(indices, options.workers);
  try {
    await pool.play(spec, indices, { ...options, onRows: (part) => { rows.push(...part); options.onRows?.(part); } });
  } finally {
    await pool.close();
  }
  return rows.sort((a, b) => a.index - b.index);
}
