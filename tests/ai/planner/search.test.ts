/**
 * The search's budget binds (issue 33 §1, the skill ladder): a budget smaller than the candidates
 * weighs that many of them, greedy's choice first and then the best by prior, so budgets 1, 2 and
 * 4 are players of different strength and not the same games (every candidate weighed is played
 * at least once: before this cap, budgets 1 and 2 played identical games).
 */
import { describe, expect, it } from 'vitest';
import { greedyPolicy } from '../../../src/ai/greedy';
import { plannerPolicy } from '../../../src/ai/planner/planner';
import { weighed } from '../../../src/ai/planner/search';
import type { Candidate } from '../../../src/ai/planner/candidates';
import type { Controller } from '../../../src/ai/controller';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import { stateHash } from '../../../src/engine/state/hash';

const plan = (label: string, prior: number, greedy = false): Candidate => ({ decisions: [{ type: 'pass' }], label, prior, ...(greedy ? { greedy } : {}) });

function finalHash(seed: number, squad: Controller): string {
  let state = newGame('A', { seed });
  for (;;) {
    const next = nextStep(state);
    if (next.kind === 'over') return stateHash(state);
    state = next.kind === 'step' ? step(state).state : apply(state, squad.decide(state, legalOnly(state))).state;
  }
}

describe('the candidates a search weighs', () => {
  const listed = [plan('greedy', 0, true), plan('a', 2), plan('b', 1), plan('c', 0), plan('d', 3)];

  it('are all of them when the budget can play each once', () => {
    expect(weighed(listed, 5)).toBe(listed);
    expect(weighed(listed, 48)).toBe(listed);
  });

  it('are `budget` of them below that: greedy\'s choice, then the best by prior, in their listed order', () => {
    expect(weighed(listed, 3).map((c) => c.label)).toEqual(['greedy', 'a', 'd']);
    expect(weighed(listed, 2).map((c) => c.label)).toEqual(['greedy', 'd']);
    expect(weighed(listed, 1).map((c) => c.label)).toEqual(['greedy']);
    // Equal priors keep the listed order.
    expect(weighed([plan('x', 0), plan('y', 0), plan('z', 0)], 2).map((c) => c.label)).toEqual(['x', 'y']);
  });
});

describe('the planner at low budgets', () => {
  it('at budget 1 weighs greedy\'s choice alone: it plays greedy\'s games', () => {
    for (const seed of [1, 2]) expect(finalHash(seed, plannerPolicy({ seed, budget: 1 }))).toBe(finalHash(seed, greedyPolicy()));
  });

  it('plays other games at budgets 1, 2 and 4', () => {
    const seeds = [1, 2, 3, 4];
    const games = (budget: number) => seeds.map((seed) => finalHash(seed, plannerPolicy({ seed, budget }))).join();
    const [one, two, four] = [games(1), games(2), games(4)];
    expect(two).not.toBe(one);
    expect(four).not.toBe(two);
  });
});
