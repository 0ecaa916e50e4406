/**
 * Attack resolution with dice (kit 05 §4-§5, RULINGS A1-A5): every die in the events, Blind Luck,
 * damage arithmetic, point blank, deflection, overkill, spent shots, rerolls as decisions.
 */
import { describe, expect, it } from 'vitest';
import { apply, nextStep, step } from '../../../src/engine/flow/game';
import { alienOf, soldierOf } from '../../../src/engine/state/figures';
import { chamberWith, eventsOf, play, TOUGH } from '../fixtures';
import type { GameEvent, GameState } from '../../../src/engine/state/types';

function fireMany(make: (seed: number) => GameState, soldier: 'Voss' | 'Chen' | 'Reyes' | 'Okafor', seeds = 40) {
  const all: GameEvent[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    let { state, events } = play(make(seed), { type: 'activate', soldier }, { type: 'fire', target: 'alien1' });
    all.push(...events);
    while (state.pending?.kind === 'reroll') {
      const t = apply(state, { type: 'reroll', take: seed % 2 === 0 });
      state = t.state;
      all.push(...t.events);
    }
  }
  return all;
}

describe('attack resolution', () => {
  it('accuracy >= 1 rolls that many attack dice; any 6 is one hit (A2)', () => {
    const events = fireMany((seed) => chamberWith({ seed, soldiers: [{ name: 'Okafor', at: 'G4', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'K4' }], ruleset: TOUGH }), 'Okafor');
    for (const shot of eventsOf(events, 'shot.rolled')) {
      const attack = shot.dice.filter((d) => d.purpose === 'attack');
      expect(attack).toHaveLength(4); // Okafor +2, sniper +2, exposed
      expect(shot.hit).toBe(attack.some((d) => d.value === 6));
    }
  });

  it('Blind Luck: one attack die needing 6, then (1 - accuracy) luck dice needing 4+, stopping at the first failure', () => {
    // Voss unbraced with the MG at full cover: 0 - 1 - (3 - 1) = -3 => 4 luck dice after a 6.
    const events = fireMany((seed) => chamberWith({ seed, soldiers: [{ name: 'Voss', at: 'G7', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'I7' }], ruleset: TOUGH }), 'Voss', 150);
    const declared = eventsOf(events, 'attack.declared')[0];
    expect(declared.accuracy).toBe(-3);
    expect(declared.terms.map((t) => t.term)).toEqual(['base', 'weapon', 'cover', 'mgPenetration']);
    let sawLuck = false;
    for (const shot of eventsOf(events, 'shot.rolled')) {
      const attack = shot.dice.filter((d) => d.purpose === 'attack' || d.purpose === 'reroll');
      const luck = shot.dice.filter((d) => d.purpose === 'luck');
      const attackHit = attack.some((d) => d.value === 6);
      if (!attackHit) expect(luck).toHaveLength(0);
      else {
        sawLuck = true;
        const firstFail = luck.findIndex((d) => d.value < 4);
        expect(luck.length).toBe(firstFail === -1 ? 4 : firstFail + 1);
        expect(shot.hit).toBe(firstFail === -1 && luck.length === 4);
      }
    }
    expect(sawLuck).toBe(true);
  });

  it('damage = max(0, D6 + bonus - natural - worn armour), doubled before armour at point blank (A3)', () => {
    const events = fireMany((seed) => chamberWith({ seed, soldiers: [{ name: 'Chen', at: 'J4', facing: 'W' }], aliens: [{ kind: 'warrior', contact: 1, at: 'I4' }], ruleset: TOUGH }), 'Chen', 80);
    const damage = eventsOf(events, 'damage.rolled');
    expect(damage.length).toBeGreaterThan(5);
    for (const d of damage) {
      const die = d.dice[d.dice.length - 1].value;
      expect(d.strength).toBe((die + 2) * 2);
      expect(d.reduction).toBe(2); // warrior natural 1 + carapace 1
      expect(d.damage).toBe(Math.max(0, d.strength - 2));
    }
  });

  it('a deflection is zero damage; overkill is kept apart from HP removed', () => {
    // A worker with natural armour 6 deflects every knife hit (D6+0). Adjacent, Reyes is engaged:
    // the pistol may not fire (A4), so the knife it is.
    const s0 = chamberWith({ seed: 5, soldiers: [{ name: 'Reyes', at: 'G4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'H4' }], ruleset: { aliens: { worker: { naturalArmour: 6 } } } });
    expect(() => apply(apply(s0, { type: 'activate', soldier: 'Reyes' }).state, { type: 'fire', target: 'alien1' })).toThrow(/engaged with worker 1/);
    let deflections = 0;
    for (let seed = 1; seed < 60; seed++) {
      const s = chamberWith({ seed, soldiers: [{ name: 'Reyes', at: 'G4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'H4' }], ruleset: { aliens: { worker: { naturalArmour: 6 } } } });
      const { events: ev } = play(s, { type: 'activate', soldier: 'Reyes' }, { type: 'melee', target: 'alien1' });
      for (const d of eventsOf(ev, 'damage.rolled')) { expect(d).toMatchObject({ damage: 0, deflected: true, hpRemoved: 0 }); deflections++; }
    }
    expect(deflections).toBeGreaterThan(0);
    // Overkill: a 1-HP worker hit by the sniper loses 1 HP; the rest is overkill.
    for (let seed = 1; seed < 30; seed++) {
      const s = chamberWith({ seed, soldiers: [{ name: 'Okafor', at: 'G4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K4', hp: 1 }, { kind: 'worker', contact: 2, at: 'K9' }] });
      let t = play(s, { type: 'activate', soldier: 'Okafor' }, { type: 'fire', target: 'alien1' });
      if (t.state.pending) t = play(t.state, { type: 'reroll', take: false });
      const all = [...t.events];
      for (const d of eventsOf(all, 'damage.rolled')) {
        expect(d.hpRemoved).toBe(1);
        expect(d.overkill).toBe(d.damage - 1);
        expect(alienOf(t.state, 'alien1')!.hp).toBe(0);
      }
    }
  });

  it('after the target dies the remaining shots are spent, no retargeting (kit 05 §4)', () => {
    let spent = 0;
    for (let seed = 1; seed < 80; seed++) {
      const s = chamberWith({ seed, soldiers: [{ name: 'Voss', at: 'G4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K4', hp: 1 }, { kind: 'worker', contact: 2, at: 'K5' }] });
      let t = play(s, { type: 'activate', soldier: 'Voss' }, { type: 'brace' }, { type: 'fire', target: 'alien1' });
      while (t.state.pending) t = play(t.state, { type: 'reroll', take: true });
      const killedAt = eventsOf(t.events, 'damage.rolled').find((d) => d.hpRemoved > 0)?.shot;
      const spentShots = eventsOf(t.events, 'shot.spent');
      if (killedAt !== undefined) expect(spentShots.map((e) => e.shot)).toEqual([0, 1, 2].filter((i) => i > killedAt));
      expect(eventsOf(t.events, 'shot.rolled').every((e) => e.target === 'alien1')).toBe(true);
      expect(alienOf(t.state, 'alien2')!.hp).toBe(5);
      spent += spentShots.length;
    }
    expect(spent).toBeGreaterThan(0);
  });

  it('Controlled Burst pauses on a failed MG shot for a reroll decision; declining or taking it is recorded (A5)', () => {
    let offered = 0;
    for (let seed = 1; seed < 30; seed++) {
      const s = chamberWith({ seed, soldiers: [{ name: 'Voss', at: 'G4', facing: 'E', xp: 4 }], aliens: [{ kind: 'warrior', contact: 1, at: 'K4' }], ruleset: TOUGH });
      const t = play(s, { type: 'activate', soldier: 'Voss' }, { type: 'fire', target: 'alien1' });
      if (!t.state.pending) continue;
      offered++;
      expect(nextStep(t.state)).toEqual({ kind: 'decision', need: 'reroll' });
      expect(t.state.pending).toMatchObject({ kind: 'reroll', skill: 'controlledBurst', die: 'attack' });
      expect(() => apply(t.state, { type: 'pass' })).toThrow(/reroll decision/);
      const taken = apply(t.state, { type: 'reroll', take: true });
      const reroll = eventsOf(taken.events, 'shot.rolled')[0].dice.filter((d) => d.purpose === 'reroll');
      expect(reroll).toHaveLength(1);
      expect(soldierOf(taken.state, 'Voss')!.usedThisActivation).toContain('controlledBurst');
      expect(taken.state.pending).toBeNull(); // once per activation
      const declined = apply(t.state, { type: 'reroll', take: false });
      expect(eventsOf(declined.events, 'reroll.declined')).toHaveLength(1);
      expect(soldierOf(declined.state, 'Voss')!.usedThisActivation).not.toContain('controlledBurst');
    }
    expect(offered).toBeGreaterThan(5);
  });

  it('no reroll is offered during an overwatch reaction (kit 02: no reaction use)', () => {
    for (let seed = 1; seed < 15; seed++) {
      const s = chamberWith({ seed, soldiers: [{ name: 'Voss', at: 'G4', facing: 'E', xp: 4 }], aliens: [{ kind: 'worker', contact: 1, at: 'K4' }], ruleset: TOUGH });
      let t = play(s, { type: 'activate', soldier: 'Voss' }, { type: 'overwatch' });
      for (let i = 0; i < 20 && t.state.phase !== 'refresh' && t.state.phase !== 'over'; i++) {
        expect(t.state.pending?.kind).not.toBe('reroll');
        const n = nextStep(t.state);
        if (n.kind !== 'step') break;
        t = { state: step(t.state).state, events: [] };
      }
    }
  });
});
