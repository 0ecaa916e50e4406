/**
 * A sequential comparison (issue 34 §3, `chamber compare --sprt` and the Lab's "stop when
 * decided"): both sides play the games in batches of SPRT_BATCH pairs, in index order, and the
 * test (stats/sprt.ts) is checked after every batch, stopping when it decides or at the run's
 * games. The batches are the same for any worker count, here and in the page, so a run stops at
 * the same game wherever it is played. Pure (the page imports it); sequential-play.ts plays it on Node's threads.
 */
import { pairedTable } from './compare';
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
