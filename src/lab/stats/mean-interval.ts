/**
 * A mean over games with its 95% interval by the normal approximation (the central limit
 * theorem): mean ± z·s/√n, s the sample standard deviation of the per-game values. It is kept as
 * whole-number sums (Σx and Σx²), so a run split over workers or shards adds up to the same
 * interval. The interval is clipped at `floor` (a count is never negative); with fewer than two
 * games there is no spread to measure, and so no interval.
 */
import type { Interval } from './wilson';
import { Z95 } from './z';

export interface MeanInterval {
  readonly mean: number;
  /** The 95% interval, or null with fewer than two games. */
  readonly ci95: Interval | null;
}

/** The mean of n per-game values summing to `sum`, whose squares sum to `squares`, with its interval. */
export function meanInterval(sum: number, squares: number, n: number, floor = 0): MeanInterval {
  if (n < 1) return { mean: 0, ci95: null };
  const mean = sum / n;
  if (n < 2) return { mean, ci95: null };
  // Σ(x - mean)² = Σx² - (Σx)²/n, never below 0 (rounding must not give a negative variance).
  const variance = Math.max(0, squares - (sum * sum) / n) / (n - 1);
  const half = Z95 * Math.sqrt(variance / n);
  return { mean, ci95: [Math.max(floor, mean - half), mean + half] };
}
