/**
 * Wilson's score interval for a proportion (Wilson 1927; Newcombe 1998, "Two-sided confidence
 * intervals for the single proportion", method 3): the win rate's 95% interval in every report.
 * Unlike the Wald interval it never leaves [0, 1] and stays honest at 0 or all wins.
 */
import { Z95 } from './z';

export type Interval = readonly [number, number];

/** The Wilson score interval for `successes` of `n` at normal quantile `z` (default 95%). */
export function wilsonInterval(successes: number, n: number, z: number = Z95): Interval {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(successes) || successes < 0 || successes > n) {
    throw new Error(`wilsonInterval: need 0 <= successes <= n and n >= 1, got ${successes} of ${n}`);
  }
  const p = successes / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  // At 0 or n successes one bound is exactly 0 or 1; rounding must not move it off.
  const lo = successes === 0 ? 0 : (centre - spread) / denominator;
  const hi = successes === n ? 1 : (centre + spread) / denominator;
  return [lo, hi];
}
