/**
 * The planner's playouts stop at their horizon and are scored where they stand (issue 33 §5):
 * playout.ts stops at the start of round `round + horizon`, horizon-value.ts scores a finished
 * playout as before and a stopped one by its static value, and the planner stays deterministic
 * in (state, seed, budget) over a whole stretch of a game.
 */
import { describe, expect, it } from 'vitest';
import { greedyPolicy } from '../../../src/ai/greedy';
import { LOSS_CREDIT, SPARE_ROUND, playoutValue, playoutWin } from '../../../src/ai/planner/horizon-value';
import { plannerPolicy } from '../../../src/ai/planner/planner';
import { playout, type PlayoutResult } from '../../../src/ai/planner/playout';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { Decision } from '../../../src/engine/state/types';

const scale = { alienHp: 20, squadHp: 47, roundLimit: 6 };
const result = (r: Partial<PlayoutResult>): PlayoutResult => ({ won: false, round: 3, alienHp: 10, actorHpLost: 0, actorDowned: false, over: false, squadHp: 30, ...r });

describe('a playout with a horizon', () => {
  it('stops at the start of round round + horizon, not over; without one it plays to the end', () => {
    const start = newGame('A', { seed: 5 });
    const rollout = () => greedyPolicy({ chooseByAttack: false, moveFirst: false });
    const one = playout(start, rollout(), 11, null, 1);
    expect(one).toMatchObject({ over: false, round: 2 });
    const two = playout(start, rollout(), 11, null, 2);
    expect(two).toMatchObject({ over: false, round: 3 });
    const whole = playout(start, rollout(), 11, null);
    expect(whole.over).toBe(true);
    expect(playout(start, rollout(), 11, null, 2)).toEqual(two);
  });
});

describe('a playout\'s value', () => {
  it('is as before when the game is over: 1 and more for each round to spare, a loss by the alien HP removed', () => {
    expect(playoutValue(result({ over: true, won: true, round: 4, alienHp: 0 }), scale)).toBeCloseTo(1 + 2 * SPARE_ROUND, 12);
    expect(playoutValue(result({ over: true, won: false, round: 6, alienHp: 5 }), scale)).toBeCloseTo(LOSS_CREDIT * (15 / 20), 12);
    expect(playoutWin(result({ over: true, won: true, alienHp: 0 }), scale)).toBe(1);
    expect(playoutWin(result({ over: true, won: false }), scale)).toBe(0);
  });

  it('stopped at the horizon, rises with alien HP removed, squad HP kept and rounds to spare; its win chance stays in 0..1', () => {
    const base = playoutValue(result({}), scale);
    expect(playoutValue(result({ alienHp: 5 }), scale)).toBeGreaterThan(base);
    expect(playoutValue(result({ squadHp: 40 }), scale)).toBeGreaterThan(base);
    expect(playoutValue(result({ round: 2 }), scale)).toBeGreaterThan(base);
    for (const r of [result({ alienHp: 0, squadHp: 47, round: 1 }), result({ alienHp: 20, squadHp: 1, round: 6 })]) {
      expect(playoutWin(r, scale)).toBeGreaterThanOrEqual(0);
      expect(playoutWin(r, scale)).toBeLessThanOrEqual(1);
    }
  });
});

describe('the planner', () => {
  it('decides the same over 40 squad decisions of a game for the same seed and budget', () => {
    const run = () => {
      const planner = plannerPolicy({ seed: 9, budget: 8 });
      const out: Decision[] = [];
      let s = newGame('A', { seed: 9 });
      while (out.length < 40) {
        const next = nextStep(s);
        if (next.kind === 'over') break;
        if (next.kind === 'step') { s = step(s).state; continue; }
        const d = planner.decide(s, legalOnly(s));
        out.push(d);
        s = apply(s, d).state;
      }
      return out;
    };
    const a = run();
    expect(a).toHaveLength(40);
    expect(run()).toEqual(a);
  }, 60_000);
});
