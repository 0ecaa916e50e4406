/**
 * The lab's statistics against published values: Wilson's interval (Newcombe 1998, "Two-sided
 * confidence intervals for the single proportion", Table I, method 3), Newcombe's paired
 * interval (Fagerland, Lydersen & Laake, "Statistical Analysis of Contingency Tables", ch. 8: the
 * Cavo et al. 2012 table, -0.0621 (-0.1186 to -0.0046)) and the exact McNemar test (the same
 * book: Cavo p = 0.0525, Bentur et al. 2009 p = 0.0703).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wilsonInterval } from '../../src/lab/stats/wilson';
import { newcombePairedInterval } from '../../src/lab/stats/newcombe';
import { exactMcNemar } from '../../src/lab/stats/mcnemar';
import { Z95 } from '../../src/lab/stats/z';

const round4 = (xs: readonly number[]) => xs.map((x) => Math.round(x * 10000) / 10000);

describe('Wilson score interval', () => {
  it('matches Newcombe (1998) Table I, method 3', () => {
    expect(round4(wilsonInterval(81, 263))).toEqual([0.2553, 0.3662]);
    expect(round4(wilsonInterval(15, 148))).toEqual([0.0624, 0.1605]);
    expect(round4(wilsonInterval(0, 20))).toEqual([0, 0.1611]);
    expect(round4(wilsonInterval(1, 29))).toEqual([0.0061, 0.1718]);
  });

  it('uses z = 1.959964 (the 97.5% normal quantile), not 1.96', () => {
    expect(Z95).toBeCloseTo(1.959963985, 9);
  });

  it('holds the observed rate, stays inside [0, 1], ends at exactly 0 and 1 for none and all', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
      const k = Math.round(f * n);
      const [lo, hi] = wilsonInterval(k, n);
      expect(lo).toBeGreaterThanOrEqual(0);
      expect(hi).toBeLessThanOrEqual(1);
      expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
      expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
      if (k === 0) expect(lo).toBe(0);
      if (k === n) expect(hi).toBe(1);
    }));
  });

  it('refuses an impossible count', () => {
    expect(() => wilsonInterval(3, 2)).toThrow(/successes/);
    expect(() => wilsonInterval(0, 0)).toThrow(/n >= 1/);
  });
});

describe("Newcombe's paired interval (method 10)", () => {
  it('matches the Cavo et al. (2012) example: -0.0621 (95% CI -0.1186 to -0.0046)', () => {
    // Rows: first measurement (59 + 6 responders); columns: second (59 + 16). b = first, a = second.
    const { diff, interval } = newcombePairedInterval({ both: 59, onlyB: 6, onlyA: 16, neither: 80 });
    expect(round4([diff])).toEqual([-0.0621]);
    expect(round4(interval)).toEqual([-0.1186, -0.0046]);
  });

  it('is exactly 0 for identical sides, and flips sign when a and b swap', () => {
    fc.assert(fc.property(fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200), (both, onlyA, onlyB, neither) => {
      fc.pre(both + onlyA + onlyB + neither > 0);
      const ab = newcombePairedInterval({ both, onlyA, onlyB, neither });
      const ba = newcombePairedInterval({ both, onlyA: onlyB, onlyB: onlyA, neither });
      expect(ab.diff).toBeCloseTo(-ba.diff, 12);
      expect(ab.interval[0]).toBeCloseTo(-ba.interval[1], 12);
      expect(ab.interval[0]).toBeLessThanOrEqual(ab.diff + 1e-12);
      expect(ab.interval[1]).toBeGreaterThanOrEqual(ab.diff - 1e-12);
      expect(ab.interval[0]).toBeGreaterThanOrEqual(-1);
      expect(ab.interval[1]).toBeLessThanOrEqual(1);
    }));
    const same = newcombePairedInterval({ both: 40, onlyA: 0, onlyB: 0, neither: 60 });
    expect(same.diff).toBe(0);
    expect(same.interval[0]).toBeLessThan(0);
    expect(same.interval[1]).toBeGreaterThan(0);
  });
});

describe('exact McNemar test', () => {
  it('is the two-sided binomial test on the discordant pairs', () => {
    expect(exactMcNemar(16, 6)).toBeCloseTo(0.0525, 4); // Cavo et al.: 110056 * 2 / 2^22
    expect(exactMcNemar(16, 6)).toBeCloseTo((2 * 110056) / 4194304, 12);
    expect(exactMcNemar(7, 1)).toBeCloseTo(0.0703125, 12); // Bentur et al.: 2 * 9 / 256
    expect(exactMcNemar(0, 5)).toBeCloseTo(0.0625, 12); // 2 / 2^5
    expect(exactMcNemar(5, 5)).toBe(1);
  });

  it('is 1 with no discordant pair, and symmetric in a and b', () => {
    expect(exactMcNemar(0, 0)).toBe(1);
    fc.assert(fc.property(fc.nat(300), fc.nat(300), (x, y) => {
      expect(exactMcNemar(x, y)).toBeCloseTo(exactMcNemar(y, x), 12);
      expect(exactMcNemar(x, y)).toBeLessThanOrEqual(1);
    }));
  });
});
