/**
 * bestAttack (src/ai/attack-value.ts) is attackOptions(state)[0] without listing every attack in
 * every facing: the same option, field for field, at every squad decision of random and greedy
 * games, with the acting soldier turned each way.
 */
import { describe, expect, it } from 'vitest';
import { attackOptions, attackValue, bestAttack } from '../../src/ai/attack-value';
import { gameAttackQuery, soldierAttackOdds } from '../../src/engine/combat/odds';
import { legalAttacks } from '../../src/engine/legality';
import { meleeWeaponOf, rangedWeaponOf } from '../../src/engine/combat/soldier-weapons';
import { makePolicy } from '../../src/ai/policies';
import { apply, legalOnly, nextStep, step } from '../../src/engine/flow/game';
import { newGame } from '../../src/engine/setup/scenarios';
import { alienOf, replaceSoldier, soldierOf } from '../../src/engine/state/figures';
import { FACINGS, type GameState } from '../../src/engine/state/types';

function activeStates(policyName: 'random' | 'greedy', scenario: 'A' | 'C-specialist', seed: number): GameState[] {
  const policy = makePolicy(policyName, seed);
  const out: GameState[] = [];
  for (let s = newGame(scenario, { seed }); ;) {
    const next = nextStep(s);
    if (next.kind === 'over') return out;
    if (next.kind === 'step') { s = step(s).state; continue; }
    if (s.activeSoldier && !s.pending) out.push(s);
    s = apply(s, policy.decide(s, legalOnly(s))).state;
  }
}

describe('bestAttack', () => {
  it('is attackOptions(state)[0] at every activation decision, in every facing', () => {
    let withAttack = 0;
    let states = 0;
    for (let seed = 1; seed <= 8; seed++) {
      for (const s of [...activeStates('random', 'A', seed), ...activeStates('greedy', 'A', seed), ...activeStates('greedy', 'C-specialist', seed)]) {
        for (const facing of FACINGS) {
          const turned = replaceSoldier(s, s.activeSoldier!, { facing });
          const expected = attackOptions(turned)[0] ?? null;
          expect(bestAttack(turned)).toEqual(expected);
          states++;
          if (expected) withAttack++;
        }
      }
    }
    expect(withAttack).toBeGreaterThan(200);
    expect(states - withAttack).toBeGreaterThan(200);
  });
});

describe('attackValue', () => {
  it('remembers values by every field of the attack query: each is the exact odds worked out afresh', () => {
    let asked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const s of [...activeStates('random', 'A', seed), ...activeStates('greedy', 'C-specialist', seed)]) {
        const me = soldierOf(s, s.activeSoldier!)!;
        // The attacks the engine allows (kit 05 §4-§5, RULINGS A4), each with its weapon.
        for (const d of legalAttacks(s)) {
          if (d.type !== 'fire' && d.type !== 'melee') continue;
          const alien = alienOf(s, d.target)!;
          const weapon = d.type === 'fire' ? rangedWeaponOf(s, me)! : meleeWeaponOf(s, me)!;
          for (const options of [{}, { braced: true }, { braced: false }, { reaction: true }]) {
            const odds = soldierAttackOdds(s.ruleset, gameAttackQuery(s, me, alien, { weapon, ...options, rerolls: true }));
            expect(attackValue(s, me, alien, weapon, options)).toBe(odds.expectedHpRemoved.valueOf() + 4 * odds.kill.valueOf());
            asked++;
          }
        }
      }
    }
    expect(asked).toBeGreaterThan(500);
  });
});
