/**
 * The odds of an attack in a game position (engine/combat/odds/game-attack-odds.ts) are the odds of the attack
 * the engine then rolls: the same accuracy, term by term (RULINGS A1, C1-C2), the spotter mark
 * for a soldier other than its marker only (kit 02 Spotter), the weapon a click attacks with
 * (RULINGS A4), and the reroll skills only while they are still usable (kit 02, RULINGS A5).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalDecisions, nextStep, step } from '../../../../src/engine/flow/game';
import { alienOf, soldierOf } from '../../../../src/engine/state/figures';
import { attackOddsInGame } from '../../../../src/engine/combat/odds';
import { attackWeaponFor } from '../../../../src/engine/combat/soldier-weapons';
import { newGame } from '../../../../src/engine/setup/scenarios';
import { isSoldierName } from '../../../../src/engine/state/figures';
import type { Decision, GameEvent, GameState } from '../../../../src/engine/state/types';
import { chamberWith, play } from '../../fixtures';

/** Compares every soldier attack the engine declares with the odds asked of the state before it. */
function checkDeclaredAttacks(before: GameState, events: readonly GameEvent[], seen: { marked: number; own: number; all: number }): void {
  for (const e of events) {
    if (e.type !== 'attack.declared' || !isSoldierName(e.attacker)) continue;
    const soldier = soldierOf(before, e.attacker)!;
    const target = alienOf(before, e.target)!;
    const odds = attackOddsInGame(before, soldier, target, { weapon: e.weapon, reaction: e.reaction });
    expect(odds.accuracy.total).toBe(e.accuracy);
    expect(odds.accuracy.terms).toEqual(e.terms);
    // A fire decision fires the weapon a click on the alien attacks with (Play prefers fire).
    if (!e.reaction && before.ruleset.weapons[e.weapon].ranged) expect(attackWeaponFor(before, soldier, target)).toBe(e.weapon);
    seen.all++;
    if (before.spotterMark === e.target) {
      seen.marked++;
      if (e.attacker === 'Reyes') seen.own++;
    }
  }
}

/** Whole games where the squad marks whenever it may, then attacks whenever it may. */
function playMarkingGames(scenario: string, seeds: number): { marked: number; own: number; all: number } {
  const seen = { marked: 0, own: 0, all: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    let s = newGame(scenario, { seed });
    let pick = seed;
    for (let guard = 0; guard < 5000; guard++) {
      const next = nextStep(s);
      if (next.kind === 'over') break;
      const t = next.kind === 'step' ? step(s) : apply(s, choose(legalDecisions(s).legal, pick = (pick * 1103515245 + 12345) % 2147483648));
      checkDeclaredAttacks(s, t.events, seen);
      s = t.state;
    }
  }
  return seen;
}

function choose(legal: readonly Decision[], pick: number): Decision {
  const preferred = legal.filter((d) => d.type === 'mark');
  const attacks = legal.filter((d) => d.type === 'fire' || d.type === 'melee');
  const from = preferred.length ? preferred : attacks.length && pick % 3 ? attacks : legal;
  return from[pick % from.length];
}

describe('attackOddsInGame: the odds of the attack the engine rolls', () => {
  it('has the declared accuracy and terms for every soldier attack of whole games, the spotter mark included', () => {
    const seen = playMarkingGames('C-veteran', 12);
    expect(seen.all).toBeGreaterThan(100);
    // Both sides of the Spotter rule came up: attacks on a marked alien by Reyes and by others.
    expect(seen.own).toBeGreaterThan(0);
    expect(seen.marked - seen.own).toBeGreaterThan(0);
  });

  it('gives the +1 of Reyes\'s mark to Chen and not to Reyes himself (kit 02 Spotter)', () => {
    const start = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'C3', xp: 4 }, { name: 'Chen', at: 'C5' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'E4' }],
    });
    const { state } = play(start, { type: 'activate', soldier: 'Reyes' }, { type: 'mark', target: 'alien1' });
    expect(state.spotterMark).toBe('alien1');
    const worker = alienOf(state, 'alien1')!;
    const reyes = attackOddsInGame(state, soldierOf(state, 'Reyes')!, worker, { weapon: 'pistol' });
    const chen = attackOddsInGame(state, soldierOf(state, 'Chen')!, worker, { weapon: 'shotgun' });
    expect(reyes.accuracy.terms.map((t) => t.term)).not.toContain('spotter');
    expect(reyes.accuracy.total).toBe(2); // base +1, pistol +1
    expect(chen.accuracy.terms).toContainEqual({ term: 'spotter', value: 1, note: 'spotter mark' });
    expect(chen.accuracy.total).toBe(3); // base +1, shotgun +1, spotter +1
  });

  it('counts a reroll skill only while it is unused this activation, and never in a reaction (kit 02)', () => {
    const start = chamberWith({
      soldiers: [{ name: 'Okafor', at: 'C3' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'E3' }],
    });
    const { state } = play(start, { type: 'activate', soldier: 'Okafor' });
    const okafor = soldierOf(state, 'Okafor')!;
    const worker = alienOf(state, 'alien1')!;
    expect(attackOddsInGame(state, okafor, worker, { weapon: 'sniper', rerolls: true }).input.damageReroll).toBe(true);
    expect(attackOddsInGame(state, okafor, worker, { weapon: 'sniper', rerolls: true, reaction: true }).input.damageReroll).toBe(false);
    const used = { ...okafor, usedThisActivation: ['precision' as const] };
    expect(attackOddsInGame(state, used, worker, { weapon: 'sniper', rerolls: true }).input.damageReroll).toBe(false);
  });

  it('attacks an adjacent alien with the knife, but with a point-blank shotgun (RULINGS A4)', () => {
    const state = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'C3' }, { name: 'Chen', at: 'D5' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'D3' }, { kind: 'worker', contact: 2, at: 'E5' }],
    });
    expect(attackWeaponFor(state, soldierOf(state, 'Reyes')!, alienOf(state, 'alien1')!)).toBe('knife');
    expect(attackWeaponFor(state, soldierOf(state, 'Chen')!, alienOf(state, 'alien2')!)).toBe('shotgun');
    expect(attackWeaponFor(state, soldierOf(state, 'Chen')!, alienOf(state, 'alien1')!)).toBe('shotgun');
  });
});
