/**
 * The policies' lookup in the legal decisions (src/ai/legal-set.ts): the same answers as the
 * JSON.stringify comparison it replaced, on every legal decision of whole games and on decisions
 * that are not legal there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalSet, sameDecision } from '../../src/ai/legal-set';
import { makePolicy } from '../../src/ai/policies';
import { apply, legalOnly, nextStep, step } from '../../src/engine/flow/game';
import { newGame } from '../../src/engine/setup/scenarios';
import type { Decision, GameState, Square } from '../../src/engine/state/types';

const sq = (s: string) => s as Square;

/** Every state of a random game of Scenario A where the squad decides. */
function decisionStates(seed: number): GameState[] {
  const policy = makePolicy('random', seed);
  const out: GameState[] = [];
  for (let s = newGame('A', { seed }); ;) {
    const next = nextStep(s);
    if (next.kind === 'over') return out;
    if (next.kind === 'step') { s = step(s).state; continue; }
    out.push(s);
    s = apply(s, policy.decide(s, legalOnly(s))).state;
  }
}

const byJson = (legal: readonly Decision[], d: Decision) => legal.some((l) => JSON.stringify(l) === JSON.stringify(d));

describe('legalSet', () => {
  it('answers as JSON equality did, for the legal decisions of one state asked about another', () => {
    const states = [...decisionStates(3), ...decisionStates(4)];
    fc.assert(fc.property(fc.nat(states.length - 1), fc.nat(states.length - 1), (i, j) => {
      const legal = legalOnly(states[i]);
      const has = legalSet(legal);
      for (const d of [...legal, ...legalOnly(states[j])]) expect(has(d)).toBe(byJson(legal, d));
    }), { numRuns: 60 });
  });

  it('tells apart decisions that differ in one field, a path square or an optional flag', () => {
    const has = legalSet([{ type: 'fire', target: 'alien1' }, { type: 'quickStep', path: [sq('C3'), sq('C4')] }, { type: 'move', to: sq('D4') }]);
    expect(has({ type: 'fire', target: 'alien1' })).toBe(true);
    expect(has({ type: 'fire', target: 'alien2' })).toBe(false);
    expect(has({ type: 'fire', target: 'alien1', sustainedFire: true })).toBe(false);
    expect(has({ type: 'quickStep', path: [sq('C3'), sq('C4')] })).toBe(true);
    expect(has({ type: 'quickStep', path: [sq('C3')] })).toBe(false);
    expect(has({ type: 'quickStep', path: [sq('C3'), sq('D4')] })).toBe(false);
    expect(has({ type: 'move', to: sq('D5') })).toBe(false);
    expect(has({ type: 'pass' })).toBe(false);
  });

  it('takes an undefined field for an absent one, as JSON did', () => {
    expect(sameDecision({ type: 'fire', target: 'alien1', weapon: undefined }, { type: 'fire', target: 'alien1' })).toBe(true);
    expect(sameDecision({ type: 'fire', target: 'alien1' }, { type: 'fire', target: 'alien1', sustainedFire: undefined })).toBe(true);
  });
});
