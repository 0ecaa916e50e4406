/**
 * The sequential probability ratio test on paired games (issue 34 §3): `chamber compare --sprt`
 * tests H0 "b - a <= delta0" against H1 "b - a >= delta1" (differences of win rate) and stops as
 * soon as the log-likelihood ratio leaves Wald's bounds (ln(beta / (1 - alpha)), ln((1 - beta) / alpha)).
 *
 * The model: each pair of games (the same seed under a and under b) gives x = b - a, one of -1
 * (won under a only), 0 (both or neither won) or +1 (won under b only); its mean is the difference
 * of win rates the hypotheses are about. As Fishtest does for its game pairs (official-stockfish/
 * fishtest, server/fishtest/stats/LLRcalc.py, LLR_alt2: the generalized SPRT with the normal
 * approximation, Michel Van den Bergh's "GSPRT approximation"), the LLR of n pairs summing to S is
 *
 *     LLR = (delta1 - delta0) / var * (S - n (delta0 + delta1) / 2)
 *
 * with var the variance of x estimated from the pairs. Why this and not the binomial test on the
 * discordant pairs alone (McNemar's p = P(b wins | pair discordant)): the hypotheses are stated as
 * a difference of win rates, and that difference is q (2p - 1) with q the share of discordant
 * pairs, a nuisance the binomial model would have to fix in advance; the variance of x carries q
 * (var = q - mean^2), so the paired-difference model tests the stated difference directly and only
 * the discordant pairs move it, as in McNemar's test.
 *
 * The variance is regularized: it is computed as if half a pair more had been won under b only and
 * half a pair more under a only, var = (D + 1) / (n + 1) - (S / (n + 1))^2 with D the discordant
 * pairs (Fishtest regularizes its empty cells too, LLRcalc.regularize). Without it a start whose
 * pairs all agree (identical rules: every pair does) has var = 0 and an infinite LLR from the first
 * pair; with it identical rules give LLR = -(delta1 - delta0)(delta0 + delta1)/2 * n (n + 1), which
 * for the defaults leaves the lower bound at n = 49.
 */
import type { PairedTable } from './newcombe';

export interface SprtSettings {
  /** H0: b - a <= delta0 (a win-rate difference). */
  readonly delta0: number;
  /** H1: b - a >= delta1; above delta0. */
  readonly delta1: number;
  /** The chance of deciding H1 when H0 holds, in (0, 0.5). */
  readonly alpha: number;
  /** The chance of deciding H0 when H1 holds, in (0, 0.5). */
  readonly beta: number;
}

export const DEFAULT_SPRT: SprtSettings = { delta0: 0, delta1: 0.05, alpha: 0.05, beta: 0.05 };

export type SprtDecision = 'H1' | 'H0' | 'undecided';

/** `chamber compare --sprt --json`'s "sprt" (its keys in this order). */
export interface SprtResult {
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  readonly decision: SprtDecision;
  /** The paired games the test had seen when it stopped. */
  readonly games: number;
}

/** What is wrong with the settings, in one line naming the flag, or null. */
export function sprtSettingsProblem(s: SprtSettings): string | null {
  for (const k of ['alpha', 'beta'] as const) {
    if (!(s[k] > 0 && s[k] < 0.5)) return `--${k} must be above 0 and below 0.5, got ${s[k]}`;
  }
  for (const k of ['delta0', 'delta1'] as const) {
    if (!(s[k] > -1 && s[k] < 1)) return `--${k} must be a win-rate difference above -1 and below 1, got ${s[k]}`;
  }
  if (!(s.delta1 > s.delta0)) return `--delta1 (${s.delta1}) must be above --delta0 (${s.delta0}): H1 "b - a >= delta1" against H0 "b - a <= delta0"`;
  return null;
}

/** Wald's bounds on the LLR: below `lower` the test accepts H0, above `upper` H1. */
export function sprtBounds(alpha: number, beta: number): { readonly lower: number; readonly upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** The LLR of H1 against H0 from a paired table (the model and its regularized variance: above). */
export function pairedLlr(t: PairedTable, delta0: number, delta1: number): number {
  const n = t.both + t.onlyA + t.onlyB + t.neither;
  if (n === 0) return 0;
  const sum = t.onlyB - t.onlyA;
  const discordant = t.onlyB + t.onlyA;
  const variance = (discordant + 1) / (n + 1) - (sum / (n + 1)) ** 2;
  return ((delta1 - delta0) / variance) * (sum - (n * (delta0 + delta1)) / 2);
}

/** The test after the pairs of `t`: its LLR, bounds and decision (undecided while inside the bounds). */
export function sprtOf(t: PairedTable, s: SprtSettings): SprtResult {
  const { lower, upper } = sprtBounds(s.alpha, s.beta);
  const llr = pairedLlr(t, s.delta0, s.delta1);
  const games = t.both + t.onlyA + t.onlyB + t.neither;
  return { llr, lower, upper, decision: llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'undecided', games };
}
