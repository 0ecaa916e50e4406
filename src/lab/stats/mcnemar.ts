/**
 * The two-sided exact McNemar test on paired outcomes: the exact binomial test (p = 1/2) on the
 * discordant pairs, from @stdlib's binomial test; with no discordant pair p = 1 (issue 18 §3).
 */
import binomialTest from '@stdlib/stats-binomial-test';

/** The p-value for `onlyA` games won under a only and `onlyB` under b only. */
export function exactMcNemar(onlyA: number, onlyB: number): number {
  const discordant = onlyA + onlyB;
  if (discordant === 0) return 1;
  return Math.min(1, binomialTest(onlyB, discordant, { p: 0.5, alternative: 'two-sided' }).pValue);
}
