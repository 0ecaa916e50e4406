/**
 * Each soldier's Shapley value of the win rate (lab/shapley.ts): the values add up to the full
 * squad's win rate exactly (efficiency), a soldier who changes nothing is worth 0, symmetric
 * soldiers are worth the same, and the bootstrap interval is deterministic from the seed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contributionOf, FULL_SQUAD, quantile, shapleyNumerators, shapleyValues, SQUADS, squadOf } from '../../src/lab/shapley';
import { SOLDIER_NAMES } from '../../src/engine/state/types';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('Shapley values of the squad', () => {
  it('add up exactly to the full squad\'s wins: whole numerators summing to 5! x wins(full)', () => {
    // Wins out of 10 games for each squad; the empty squad wins none.
    const wins = Array.from({ length: SQUADS }, (_, s) => (s === 0 ? 0 : (s * 7) % 11));
    const numerators = shapleyNumerators(wins);
    for (const x of numerators) expect(Number.isInteger(x)).toBe(true);
    expect(sum(numerators)).toBe(120 * wins[FULL_SQUAD]);
  });

  it('property: for any table of subset wins, the numerators sum to 120 x the full squad\'s wins', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: SQUADS - 1, maxLength: SQUADS - 1 }),
      (rest) => {
        const wins = [0, ...rest];
        expect(sum(shapleyNumerators(wins))).toBe(120 * wins[FULL_SQUAD]);
        expect(sum(shapleyValues(wins.map((w) => w / 1000)))).toBeCloseTo(wins[FULL_SQUAD] / 1000, 12);
      },
    ));
  });

  it('a soldier who never changes the outcome is worth 0; a win only with Voss is all Voss\'s', () => {
    const voss = 1 << SOLDIER_NAMES.indexOf('Voss');
    const value = Array.from({ length: SQUADS }, (_, s) => (s & voss ? 1 : 0));
    expect(shapleyValues(value)).toEqual([0, 0, 1, 0, 0]);
  });

  it('symmetric soldiers are worth the same: a win needs any two soldiers', () => {
    const value = Array.from({ length: SQUADS }, (_, s) => (squadOf(s).length >= 2 ? 1 : 0));
    for (const v of shapleyValues(value)) expect(v).toBeCloseTo(1 / 5, 12);
  });

  it('the table from game outcomes: leave-one-out, the sum, a deterministic bootstrap', () => {
    const games = 40;
    // Game g is won by squad s when the squad has at least (g % 4) + 1 soldiers and Chen if g is odd.
    const chen = 1 << SOLDIER_NAMES.indexOf('Chen');
    const victories = Array.from({ length: SQUADS }, (_, s) => Uint8Array.from({ length: games }, (_, g) =>
      (s !== 0 && squadOf(s).length >= (g % 4) + 1 && (g % 2 === 0 || (s & chen) !== 0) ? 1 : 0)));
    const c = contributionOf(victories, games, 7, 500);
    const rate = (s: number) => sum(Array.from(victories[s])) / games;
    expect(c.fullWinRate).toBe(rate(FULL_SQUAD));
    expect(sum(SOLDIER_NAMES.map((n) => c.soldiers[n].shapley))).toBeCloseTo(c.fullWinRate, 12);
    SOLDIER_NAMES.forEach((n, i) => {
      expect(c.soldiers[n].leaveOneOut).toBe(rate(FULL_SQUAD) - rate(FULL_SQUAD & ~(1 << i)));
      const [lo, hi] = c.soldiers[n].shapleyCI95;
      expect(lo).toBeLessThanOrEqual(c.soldiers[n].shapley + 1e-12);
      expect(hi).toBeGreaterThanOrEqual(c.soldiers[n].shapley - 1e-12);
    });
    expect(c.soldiers.Chen.shapley).toBeGreaterThan(c.soldiers.Reyes.shapley);
    expect(contributionOf(victories, games, 7, 500)).toEqual(c);
    expect(contributionOf(victories, games, 8, 500).soldiers.Chen.shapleyCI95).not.toEqual(c.soldiers.Chen.shapleyCI95);
  });

  it('a soldier worth the same in every game has an interval that holds that value exactly', () => {
    // Every squad with at least two soldiers wins every game: each soldier is worth exactly 1/5 a game.
    const games = 7;
    const victories = Array.from({ length: SQUADS }, (_, s) => Uint8Array.from({ length: games }, () => (squadOf(s).length >= 2 ? 1 : 0)));
    const c = contributionOf(victories, games, 3, 200);
    for (const n of SOLDIER_NAMES) {
      const { shapley, shapleyCI95: [lo, hi] } = c.soldiers[n];
      expect(shapley).toBe(1 / 5);
      expect(lo).toBeLessThanOrEqual(shapley);
      expect(hi).toBeGreaterThanOrEqual(shapley);
    }
  });

  it('quantiles interpolate between neighbours', () => {
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
  });
});
