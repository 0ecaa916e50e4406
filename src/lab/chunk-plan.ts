/**
 * How a run's game indices are cut into chunks for worker threads (the CLI's piscina pool) and
 * Web Workers (the app's Lab): small enough for a live progress line, an even spread and a quick
 * stop, big enough that handing one over costs nothing. Pure, so both sides share it.
 */

/** Consecutive slices of `indices`, about 16 per worker and at most 50 games each. */
export function chunksOf(indices: readonly number[], workers: number): number[][] {
  const size = Math.max(1, Math.min(50, Math.ceil(indices.length / (workers * 16))));
  const out: number[][] = [];
  for (let i = 0; i < indices.length; i += size) out.push(indices.slice(i, i + size));
  return out;
}
