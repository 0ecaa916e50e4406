/**
 * The skill ladder's arithmetic (lab/ladder.ts): the plateau rule on synthetic rungs, the budgets
 * flag, and a rung and a step from game outcomes.
 */
import { describe, expect, it } from 'vitest';
import { ladderPolicies, parseBudgets, plateauOf, rungOf, stepOf } from '../../src/lab/ladder';
import { exactMcNemar } from '../../src/lab/stats/mcnemar';
import { wilsonInterval } from '../../src/lab/stats/wilson';

const sig = (...s: boolean[]) => s.map((significant) => ({ significant }));

describe('the plateau', () => {
  const budgets = [1, 2, 4, 8, 16];
  it('is the lowest budget from which no doubling changes the win rate significantly', () => {
    expect(plateauOf(budgets, sig(true, true, false, false))).toBe(4);
    expect(plateauOf(budgets, sig(false, false, false, false))).toBe(1);
    // A significant step late in the ladder moves the plateau above it.
    expect(plateauOf(budgets, sig(false, true, false, false))).toBe(4);
    expect(plateauOf(budgets, sig(true, false, true, false))).toBe(8);
  });

  it('is not there yet when the last doubling still matters, or with one planner rung', () => {
    expect(plateauOf(budgets, sig(false, false, false, true))).toBeNull();
    expect(plateauOf([8], [])).toBeNull();
    expect(() => plateauOf(budgets, sig(false))).toThrow(/one step between each two/);
  });
});

describe('rungs and steps', () => {
  it('random, greedy, then the planner at each budget', () => {
    expect(ladderPolicies([1, 2])).toEqual([
      { squadAi: 'random', budget: null }, { squadAi: 'greedy', budget: null },
      { squadAi: 'planner', budget: 1 }, { squadAi: 'planner', budget: 2 },
    ]);
  });

  it('a rung\'s figures and a step\'s test come from the paired outcomes', () => {
    const lower = [0, 0, 1, 0, 1, 0, 0, 0];
    const higher = [1, 1, 1, 0, 1, 1, 1, 0];
    const r = rungOf({ squadAi: 'planner', budget: 4 }, higher, [3, 4, 5, 6, 3, 4, 5, 6]);
    expect(r).toEqual({ squadAi: 'planner', budget: 4, games: 8, wins: 6, winRate: 6 / 8, winRateCI95: wilsonInterval(6, 8), meanRounds: 4.5 });
    const s = stepOf(lower, higher);
    expect(s.diff).toBe(4 / 8);
    expect(s.pValue).toBe(exactMcNemar(0, 4));
    expect(s.significant).toBe(s.pValue < 0.05);
  });

  it('--budgets: rising whole numbers in the budget range; anything else one line naming it', () => {
    expect(parseBudgets('1, 2,4')).toEqual([1, 2, 4]);
    expect(() => parseBudgets('1,x')).toThrow(/^--budgets "1,x": expected budgets as whole numbers/);
    expect(() => parseBudgets('4,2')).toThrow(/^--budgets "4,2": budgets must rise \(4 then 2\)$/);
    expect(() => parseBudgets('0,2')).toThrow(/each budget must be from 1 to 10000, got 0/);
    expect(() => parseBudgets('')).toThrow(/expected budgets/);
  });
});
