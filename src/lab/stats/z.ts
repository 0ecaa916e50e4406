/**
 * The two-sided 95% normal quantile, z = 1.95996..., from @stdlib's normal quantile function
 * (not the rounded 1.96), for the score intervals.
 */
import quantile from '@stdlib/stats-base-dists-normal-quantile';

export const Z95: number = quantile(0.975, 0, 1);
