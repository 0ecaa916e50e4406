/**
 * The search's budget (src/ai/planner/search.ts): on a budget too short to give every candidate a
 * playout in each halving round, half the attack plans are ranked out before any playout by the
 * position they leave; greedy's choice and the other plans are always played; on a budget that
 * covers them all, nothing is ranked out.
 */
import { describe, expect, it } from 'vitest';
import { greedyPolicy } from '../../../src/ai/greedy';
import { candidatesAt } from '../../../src/ai/planner/candidates';
import { search } from '../../../src/ai/planner/search';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { GameState } from '../../../src/engine/state/types';

const isAttack = (d: { type: string }) => d.type === 'fire' || d.type === 'melee';

/** Activation decisions of a greedy game of Scenario A with at least `n` candidates, three of them attack plans. */
function searchStates(seed: number, n: number): GameState[] {
  const squad = greedyPolicy();
  const out: GameState[] = [];
  for (let s = newGame('A', { seed }); ;) {
    const next = nextStep(s);
    if (next.kind === 'over') return out;
    if (next.kind === 'step') { s = step(s).state; continue; }
    if (s.activeSoldier && !s.pending) {
      const c = candidatesAt(s);
      if (c.length >= n && c.filter((x) => !x.greedy && isAttack(x.decisions[x.decisions.length - 1])).length >= 3) out.push(s);
    }
    s = apply(s, squad.decide(s, legalOnly(s))).state;
  }
}

const rollout = () => greedyPolicy({ chooseByAttack: false, moveFirst: false });

describe('search budget', () => {
  it('ranks out half the attack plans on a short budget, never greedy\'s choice or another plan', () => {
    const states = [1, 2, 3].flatMap((seed) => searchStates(seed, 6)).slice(0, 6);
    expect(states.length).toBeGreaterThan(2);
    for (const state of states) {
      const candidates = candidatesAt(state);
      const scores = search(state, candidates, { budget: 8, diceSeed: 7, rollout, horizon: 4 });
      const attacks = scores.filter((s) => !s.candidate.greedy && isAttack(s.candidate.decisions[s.candidate.decisions.length - 1]));
      expect(attacks.filter((s) => s.playouts === 0)).toHaveLength(Math.floor(attacks.length / 2));
      for (const s of scores) if (!attacks.includes(s)) expect(s.playouts).toBeGreaterThan(0);
      // Ranked out, they come last.
      const firstUnplayed = scores.findIndex((s) => s.playouts === 0);
      expect(scores.slice(firstUnplayed).every((s) => s.playouts === 0)).toBe(true);
      const wide = search(state, candidates, { budget: 64, diceSeed: 7, rollout, horizon: 4 });
      expect(wide.every((s) => s.playouts > 0)).toBe(true);
    }
  });
});
