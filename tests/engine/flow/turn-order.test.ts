/**
 * Turn order as data (issue 35 §4): the policy a game plays by comes from its scenario and its
 * ruleset — the kit's (kit 05 §1), Scenario B's measurement (kit 04: enemies never act), or
 * alternating activations (docs/variants.md AA) — and it says what follows an activation.
 */
import { describe, expect, it } from 'vitest';
import { turnOrderOf } from '../../../src/engine/flow/turn-order';
import { newGame, scenarioIds, scenarioList, scenarioRules } from '../../../src/engine/setup/scenarios';
import { gameFromPosition } from '../../../src/engine/setup/position';
import { replaceSoldier } from '../../../src/engine/state/figures';

const alternating = { variants: { alternatingActivations: true } };

describe('turnOrderOf', () => {
  it('plays A and C by the kit, every Scenario B game as a measurement, alternation when the ruleset says so', () => {
    for (const id of scenarioIds()) {
      const expected = id.startsWith('B') ? 'measurement' : 'kit';
      expect(turnOrderOf(newGame(id, { seed: 1 })).name, id).toBe(expected);
      expect(turnOrderOf(newGame(id, { seed: 1, ruleset: alternating })).name, id).toBe(id.startsWith('B') ? 'measurement' : 'alternating');
    }
  });
  it('reads Scenario B from the scenario definitions, not from the id: a custom position named B... plays by the kit', () => {
    expect(scenarioList().filter((s) => s.aliensAct === false).map((s) => s.id)).toEqual(scenarioIds().filter((id) => id.startsWith('B')));
    expect(scenarioRules('Bunker').aliensAct).toBe(true);
    const position = { soldiers: [{ name: 'Reyes', at: 'H4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'J4' }], open: ['F4', 'F7'], round: 1 };
    expect(turnOrderOf(gameFromPosition(position, { seed: 1, scenario: 'Bunker' })).name).toBe('kit');
    // A built-in B scenario's own position, under its own id (a Play link, a record's start), is still B.
    expect(turnOrderOf(gameFromPosition(position, { seed: 1, scenario: 'B-Reyes-exposed' })).name).toBe('measurement');
  });
  it('after the last soldier: the alien phase by the kit, the round\'s end in Scenario B, the next alien under AA2', () => {
    const done = (id: string, ruleset?: object) => {
      let s = newGame(id, { seed: 1, ...(ruleset ? { ruleset } : {}) });
      for (const x of s.soldiers) s = replaceSoldier(s, x.id, { activated: true });
      return { ...s, phase: 'squad' as const };
    };
    expect(turnOrderOf(done('A')).afterSoldier(done('A'))).toBe('alien');
    expect(turnOrderOf(done('B-Chen-soft')).afterSoldier(done('B-Chen-soft'))).toBe('end');
    expect(turnOrderOf(done('A', alternating)).afterSoldier(done('A', alternating))).toBe('alien');
    const fresh = newGame('A', { seed: 1 });
    expect(turnOrderOf(fresh).afterSoldier(fresh)).toBeNull(); // soldiers left: the squad phase goes on
    expect(turnOrderOf(fresh).afterAlien(fresh)).toBeNull(); // the kit: the next alien acts
    const alt = newGame('A', { seed: 1, ruleset: alternating });
    expect(turnOrderOf(alt).afterAlien(alt)).toBe('squad'); // AA2: a soldier is left to activate
  });
});
