/**
 * The sequential test on paired games (issue 34 §3, src/lab/stats/sprt.ts) against LLR values
 * worked by hand from LLR = (d1 - d0) / var * (S - n (d0 + d1) / 2), with the regularized
 * var = (D + 1) / (n + 1) - (S / (n + 1))^2 (S = onlyB - onlyA, D = onlyB + onlyA), and the batches.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SPRT, pairedLlr, sprtBounds, sprtOf, sprtSettingsProblem } from '../../../src/lab/stats/sprt';
import { SPRT_BATCH, sprtAfter, sprtBatches } from '../../../src/lab/sequential';

const table = (both: number, onlyA: number, onlyB: number, neither: number) => ({ both, onlyA, onlyB, neither });

describe('the paired SPRT', () => {
  it('Wald\'s bounds for alpha = beta = 0.05 are -/+ ln 19', () => {
    const { lower, upper } = sprtBounds(0.05, 0.05);
    expect(upper).toBeCloseTo(Math.log(19), 14);
    expect(lower).toBeCloseTo(-Math.log(19), 14);
    expect(upper).toBeCloseTo(2.944438979, 9);
    // Unequal errors: ln(0.1 / 0.95) and ln(0.9 / 0.05).
    expect(sprtBounds(0.05, 0.1)).toEqual({ lower: Math.log(0.1 / 0.95), upper: Math.log(0.9 / 0.05) });
  });

  it('100 pairs, 21 won under b only and 3 under a only: var = 2201/10201, LLR = 0.05 * 10201/2201 * 15.5 = 316231/88040 (H1)', () => {
    const t = table(60, 3, 21, 16);
    expect(pairedLlr(t, 0, 0.05)).toBeCloseTo(316231 / 88040, 12);
    expect(sprtOf(t, DEFAULT_SPRT)).toEqual({ llr: pairedLlr(t, 0, 0.05), lower: -Math.log(19), upper: Math.log(19), decision: 'H1', games: 100 });
  });

  it('100 pairs, 20 under b only and 5 under a only: var = 2401/10201, LLR = 5/8 * 10201/2401 = 51005/19208 (undecided)', () => {
    const t = table(60, 5, 20, 15);
    expect(pairedLlr(t, 0, 0.05)).toBeCloseTo(51005 / 19208, 12);
    expect(sprtOf(t, DEFAULT_SPRT).decision).toBe('undecided');
  });

  it('pairs that all agree (identical rules): LLR = -0.00125 n (n + 1), H0 from the 49th pair', () => {
    expect(pairedLlr(table(40, 0, 0, 8), 0, 0.05)).toBeCloseTo(-0.00125 * 48 * 49, 12);
    expect(sprtOf(table(40, 0, 0, 8), DEFAULT_SPRT).decision).toBe('undecided');
    expect(pairedLlr(table(40, 0, 0, 9), 0, 0.05)).toBeCloseTo(-3.0625, 12);
    expect(sprtOf(table(40, 0, 0, 9), DEFAULT_SPRT).decision).toBe('H0');
    // Symmetric hypotheses around 0 say nothing from agreeing pairs.
    expect(pairedLlr(table(5, 0, 0, 5), -0.05, 0.05)).toBe(0);
    expect(pairedLlr(table(0, 0, 0, 0), 0, 0.05)).toBe(0);
  });

  it('a lead for a pushes toward H0: 10 pairs, 4 under a only: var = 5/11 - 16/121 = 39/121, LLR = 0.05 * 121/39 * -4.25', () => {
    expect(pairedLlr(table(3, 4, 0, 3), 0, 0.05)).toBeCloseTo(-0.2125 * 121 / 39, 12);
  });

  it('is finite and grows with the pairs won under b only', () => {
    fc.assert(fc.property(fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200), (both, onlyA, onlyB, neither) => {
      const llr = pairedLlr(table(both, onlyA, onlyB, neither), 0, 0.05);
      expect(Number.isFinite(llr)).toBe(true);
      expect(pairedLlr(table(both, onlyA, onlyB + 1, neither), 0, 0.05)).toBeGreaterThan(pairedLlr(table(both + 1, onlyA, onlyB, neither), 0, 0.05));
    }));
  });

  it('names the bad setting', () => {
    expect(sprtSettingsProblem(DEFAULT_SPRT)).toBeNull();
    expect(sprtSettingsProblem({ ...DEFAULT_SPRT, alpha: 0.5 })).toMatch(/^--alpha must be above 0 and below 0.5, got 0.5$/);
    expect(sprtSettingsProblem({ ...DEFAULT_SPRT, beta: 0 })).toMatch(/^--beta must be above 0/);
    expect(sprtSettingsProblem({ ...DEFAULT_SPRT, delta1: 0 })).toMatch(/^--delta1 \(0\) must be above --delta0 \(0\)/);
    expect(sprtSettingsProblem({ ...DEFAULT_SPRT, delta0: -1 })).toMatch(/^--delta0 must be a win-rate difference above -1 and below 1, got -1$/);
    expect(sprtSettingsProblem({ ...DEFAULT_SPRT, delta1: Number.NaN })).toMatch(/^--delta1 must be/);
  });
});

describe('the batches', () => {
  it('cut the games into consecutive batches of SPRT_BATCH pairs, the last maybe shorter', () => {
    expect(SPRT_BATCH).toBe(20);
    expect(sprtBatches(45)).toEqual([{ from: 0, to: 20 }, { from: 20, to: 40 }, { from: 40, to: 45 }]);
    expect(sprtBatches(20)).toEqual([{ from: 0, to: 20 }]);
  });

  it('the test after a batch sees only the pairs played so far', () => {
    const a = Uint8Array.from([1, 0, 0, 1, 1]);
    const b = Uint8Array.from([1, 1, 1, 0, 0]);
    expect(sprtAfter(a, b, 3, DEFAULT_SPRT)).toEqual(sprtOf(table(1, 0, 2, 0), DEFAULT_SPRT));
  });
});
