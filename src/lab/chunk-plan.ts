/**
 * How a run's game indices are cut into chunks for worker threads (the CLI's piscina pool) and
 * Web Workers (the app's Lab): small enough for a live progress line, an even spread and a quick
 * stop, big enough that handing one over costs nothing. Pure, so both sides share it.
 *
 * The last games go in smaller chunks (a quarter of the size): a thread that takes the last full
 * chunk while the others find nothing left keeps them idle for up to a chunk's time, about 0.2 s
 * of greedy games, which on a 4000-game batch at two workers is 3% of its time (issue 33 §6).
 */

/** Consecutive slices of `indices`, about 16 per worker and at most 50 games each, the last `workers` chunks' games in quarter-size slices. */
export function chunksOf(indices: readonly number[], workers: number): number[][] {
  const size = Math.max(1, Math.min(50, Math.ceil(indices.length / (workers * 16))));
  const tailFrom = Math.max(0, indices.length - workers * size);
  const small = Math.max(1, Math.ceil(size / 4));
  const out: number[][] = [];
  for (let i = 0; i < tailFrom; i += size) out.push(indices.slice(i, Math.min(i + size, tailFrom)));
  for (let i = tailFrom; i < indices.length; i += small) out.push(indices.slice(i, i + small));
  return out;
}
