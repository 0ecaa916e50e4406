/**
 * A sequential comparison (issue 34 §3, `chamber compare --sprt` and the Lab's "stop when
 * decided"): both sides play the games in batches of SPRT_BATCH pairs, in index order, and the
 * test (stats/sprt.ts) is checked after every batch, stopping when it decides or at the run's
 * games. The batches are the same for any worker count, here and in the page, so a run stops at
 * the same game wherever it is played.
 */
import { PairedSide, pairedTable } from './compare';
import type { GameRow } from './game-row';
import { GamePool, poolShape } from './pool';
import { startProgress, type ProgressMode } from './progress';
import type { RunSpec } from './run-spec';
import { sprtOf, type SprtResult, type SprtSettings } from './stats/sprt';

/** Pairs a batch: the test looks after every 20 pairs (40 games), few enough that a clear case stops early. */
export const SPRT_BATCH = 20;

/** The batches of a run of `games` pairs: consecutive index ranges [from, to), the last maybe shorter. */
export function sprtBatches(games: number): { readonly from: number; readonly to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let from = 0; from < games; from += SPRT_BATCH) out.push({ from, to: Math.min(games, from + SPRT_BATCH) });
  return out;
}

/** The test on the first `played` pairs of the two sides' outcomes (1 a victory). */
export function sprtAfter(a: ArrayLike<number>, b: ArrayLike<number>, played: number, s: SprtSettings): SprtResult {
  const cut = (x: ArrayLike<number>) => Array.prototype.slice.call(x, 0, played) as number[];
  return sprtOf(pairedTable(cut(a), cut(b)), s);
}

export interface SequentialOptions {
  readonly workers: number;
  readonly progress: ProgressMode;
  readonly writeLine: (line: string) => void;
}

/**
 * Plays a and b batch by batch on one pool of threads until the test decides or every game is
 * played; the sides hold the games played (the first `result.games` of each).
 */
export async function playSequential(a: RunSpec, b: RunSpec, s: SprtSettings, options: SequentialOptions): Promise<{ sides: { a: PairedSide; b: PairedSide }; result: SprtResult }> {
  const sides = { a: new PairedSide(a), b: new PairedSide(b) };
  const all = Array.from({ length: a.games }, (_, i) => i);
  // One pool for every batch (a thread costs some 0.3 s to start, pool.ts), sized for the whole run.
  const shape = poolShape(all, options.workers);
  const pool = new GamePool(shape.threads, shape.inThread);
  const progress = startProgress(2 * a.games, options.progress, options.writeLine, 'games (a and b, until decided)');
  let done = 0;
  let wins = 0;
  let result = sprtAfter(sides.a.victories, sides.b.victories, 0, s);
  try {
    for (const { from, to } of sprtBatches(a.games)) {
      const indices = all.slice(from, to);
      const take = (side: PairedSide) => (rows: readonly GameRow[]) => {
        for (const row of rows) { side.add(row); if (row.outcome === 'victory') wins++; }
        done += rows.length;
        progress.update(done, wins);
      };
      await Promise.all([pool.play(a, indices, { outDir: null, onRows: take(sides.a) }), pool.play(b, indices, { outDir: null, onRows: take(sides.b) })]);
      result = sprtAfter(sides.a.victories, sides.b.victories, to, s);
      if (result.decision !== 'undecided') break;
    }
  } finally {
    progress.stop();
    await pool.close();
  }
  return { sides, result };
}
