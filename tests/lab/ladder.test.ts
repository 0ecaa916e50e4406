/**
 * The skill ladder's arithmetic (lab/ladder.ts): the plateau rule on synthetic rungs, the budgets
 * flag, and a rung and a step from game outcomes.
 */
import { describe, expect, it } from 'vitest';
import { ladderOf, ladderPolicies, parseBudgets, plateauOf, plateauVerdict, rungOf, stepOf } from '../../src/lab/ladder';
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

describe('a plateau too short a run could not see past', () => {
  // 12 seeds; budgets 1, 2, 4. Each doubling wins 4 more seeds (exact McNemar p 0.125, not
  // significant), so the plateau is budget 1; from 1 to 4 the squad wins 8 more (p 0.0078).
  const games = 12;
  const winsFirst = (n: number) => Array.from({ length: games }, (_, k) => (k < n ? 1 : 0));
  const rounds = new Array<number>(games).fill(5);
  const played = [winsFirst(0), winsFirst(2), winsFirst(2), winsFirst(6), winsFirst(10)].map((victories) => ({ victories, rounds }));

  it('keeps the plateau rule and measures the plateau rung against the top rung', () => {
    const ladder = ladderOf([1, 2, 4], played);
    expect(ladder.plateau).toBe(1);
    expect(ladder.plateauToTop).toEqual(stepOf(played[2].victories, played[4].victories));
    expect(ladder.plateauToTop?.pValue).toBe(exactMcNemar(0, 8));
    expect(ladder.plateauToTop?.significant).toBe(true);
  });

  it('the verdict says the plateau may lie higher; without a significant climb it says nothing more', () => {
    const ladder = ladderOf([1, 2, 4], played);
    const verdict = plateauVerdict(ladder);
    expect(verdict).toMatch(/^Plateau from budget 1: .* about 83\.3% .*But budget 4 wins significantly more than budget 1 \(\+66\.7 points, Newcombe 95% \+26\.9 to \+83\.6, McNemar p 0\.00781\): .* 12 games can see, so the plateau may lie higher; more games would place it\.$/);
    // A flat ladder: the top rung is the plateau's equal, and the verdict stops at the difficulty.
    const flat = ladderOf([1, 2, 4], [played[0], played[3], played[3], played[3], played[3]]);
    expect(flat.plateauToTop?.significant).toBe(false);
    expect(plateauVerdict(flat)).not.toMatch(/may lie higher/);
    // No plateau: nothing to measure from. Two planner rungs: the climb is the one doubling's step.
    expect(ladderOf([1, 2], [played[0], played[1], played[1], played[4]]).plateauToTop).toBeNull();
    expect(ladderOf([1, 2], [played[0], played[1], played[3], played[4]]).plateauToTop).toEqual(stepOf(played[3].victories, played[4].victories));
  });

  it('a significant fall from the plateau to the top rung is called a fall, not a higher plateau', () => {
    const falling = ladderOf([1, 2, 4], [played[0], played[1], played[4], played[3], played[2]]);
    expect(falling.plateau).toBe(1);
    expect(falling.plateauToTop?.diff).toBeCloseTo(-8 / 12, 12);
    const verdict = plateauVerdict(falling);
    expect(verdict).toMatch(/But budget 4 wins significantly less than budget 1 \(-66\.7 points, Newcombe 95% -83\.6 to -26\.9, McNemar p 0\.00781\): the win rate is not flat above the plateau; more games would tell\.$/);
    expect(verdict).not.toMatch(/may lie higher/);
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
