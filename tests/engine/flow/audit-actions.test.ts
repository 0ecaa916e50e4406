/**
 * Independent audit of the game flow against kit 05 §2-§9, kit 02 and RULINGS A4, O2, M1-M2:
 * AP costs, brace, overwatch set-up, engaged fire, facing, medkit / Field Care / trade.
 * Each expectation is read off the kit text (quoted in the comments).
 */
import { describe, expect, it } from 'vitest';
import { apply, checkDecision } from '../../../src/engine/flow/game';
import { soldierOf } from '../../../src/engine/state/figures';
import { chamberWith, eventsOf, play, TOUGH } from '../fixtures';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const far = { kind: 'worker', contact: 1, at: 'K9' };

describe('audit: AP costs (kit 05 §2)', () => {
  it('move 1, turn 0, open door 1, close door 1, brace 1 (non-Voss)', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Okafor', at: 'D4', facing: 'E' }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'move', to: sq('E4') });
    expect(soldierOf(a.state, 'Okafor')!.ap).toBe(3);
    const b = play(a.state, { type: 'turn', facing: 'W' });
    expect(soldierOf(b.state, 'Okafor')!.ap).toBe(3);
    const c = play(b.state, { type: 'door', at: sq('F4') });
    expect(soldierOf(c.state, 'Okafor')!.ap).toBe(2);
    expect(c.state.openDoors).toContain('F4');
    const d = play(c.state, { type: 'door', at: sq('F4') });
    expect(soldierOf(d.state, 'Okafor')!.ap).toBe(1);
    expect(d.state.openDoors).not.toContain('F4');
    const e = play(d.state, { type: 'brace' });
    expect(soldierOf(e.state, 'Okafor')).toMatchObject({ ap: 0, braced: true });
  });

  it('pistol costs 1, sniper 2; an action must be paid in full before it starts', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Okafor', at: 'G3', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'K3' }], ruleset: TOUGH });
    const a = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'move', to: sq('G2') }, { type: 'move', to: sq('G3') }, { type: 'move', to: sq('G2') });
    // 1 AP left: the 2-AP sniper attack is illegal.
    expect(soldierOf(a.state, 'Okafor')!.ap).toBe(1);
    expect(checkDecision(a.state, { type: 'fire', target: 'alien1' })).not.toBeNull();
    const r0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'G3', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'K3' }], ruleset: TOUGH });
    const r = play(r0, { type: 'activate', soldier: 'Reyes' }, { type: 'fire', target: 'alien1' });
    expect(soldierOf(r.state, 'Reyes')!.ap).toBe(3);
  });

  it('melee costs 1 and ignores facing (kit 05 §5)', () => {
    // Reyes faces east; the worker is west of him (adjacent). Melee is legal without turning.
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'D4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'C4' }], ruleset: TOUGH });
    const a = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'melee', target: 'alien1' });
    expect(soldierOf(a.state, 'Reyes')!.ap).toBe(3);
    expect(eventsOf(a.events, 'attack.declared')[0].weapon).toBe('knife');
  });

  it('medkit 2 AP (1 with Efficient Treatment), Field Care 1 AP once per activation, trade 1 AP', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', facing: 'E' }, { name: 'Reyes', at: 'D5', facing: 'E', hp: 2 }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Park' }, { type: 'medkit', target: 'Reyes' });
    // Heal 3: 2 -> 5; Park 4 -> 2 AP.
    expect(soldierOf(a.state, 'Reyes')!.hp).toBe(5);
    expect(soldierOf(a.state, 'Park')!.ap).toBe(2);
    const b = play(a.state, { type: 'fieldCare', target: 'Reyes' });
    expect(soldierOf(b.state, 'Reyes')!.hp).toBe(7);
    expect(soldierOf(b.state, 'Park')!.ap).toBe(1);
    expect(checkDecision(b.state, { type: 'fieldCare', target: 'Reyes' })).toMatch(/once|used/i);
    const c = play(b.state, { type: 'trade', item: 'medkit', to: 'Reyes' });
    expect(soldierOf(c.state, 'Park')!.ap).toBe(0);
    // Only the giver pays (kit 05 §9).
    expect(soldierOf(c.state, 'Reyes')!.ap).toBe(4);

    const t0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', facing: 'E', xp: 4 }, { name: 'Reyes', at: 'D5', facing: 'E', hp: 2 }], aliens: [far] });
    const t = play(t0, { type: 'activate', soldier: 'Park' }, { type: 'medkit', target: 'Reyes' });
    expect(soldierOf(t.state, 'Park')!.ap).toBe(3);
  });

  it('healing is capped at maximum HP; Field Care needs an adjacent conscious soldier', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', facing: 'E' }, { name: 'Reyes', at: 'D5', facing: 'E', hp: 7 }, { name: 'Chen', at: 'D7', facing: 'E', hp: 3 }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Park' }, { type: 'fieldCare', target: 'Reyes' });
    expect(soldierOf(a.state, 'Reyes')!.hp).toBe(8);
    expect(checkDecision(play(s0, { type: 'activate', soldier: 'Park' }).state, { type: 'fieldCare', target: 'Chen' })).not.toBeNull();
  });
});

describe('audit: brace (kit 05 §6, kit 02)', () => {
  it('brace never stacks; turning and opening a door keep it; moving removes it', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Okafor', at: 'E4', facing: 'E' }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'brace' });
    expect(checkDecision(a.state, { type: 'brace' })).not.toBeNull();
    const b = play(a.state, { type: 'turn', facing: 'N' }, { type: 'door', at: sq('F4') });
    expect(soldierOf(b.state, 'Okafor')!.braced).toBe(true);
    const c = play(b.state, { type: 'move', to: sq('E5') });
    expect(soldierOf(c.state, 'Okafor')!.braced).toBe(false);
  });

  it('Voss braces for 0 AP, again after moving', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Voss', at: 'C6', facing: 'E' }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Voss' }, { type: 'brace' }, { type: 'move', to: sq('D6') }, { type: 'brace' });
    expect(soldierOf(a.state, 'Voss')).toMatchObject({ ap: 3, braced: true });
  });

  it('Quick Step is free, once per activation, and cancels brace', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'brace' }, { type: 'quickStep', path: [sq('C4')] });
    expect(soldierOf(a.state, 'Reyes')).toMatchObject({ at: 'C4', ap: 3, braced: false });
    expect(checkDecision(a.state, { type: 'quickStep', path: [sq('C5')] })).not.toBeNull();
    // Recruit Quick Step is one square only; two squares need Pathfinder (Specialist).
    const b = play(s0, { type: 'activate', soldier: 'Reyes' });
    expect(checkDecision(b.state, { type: 'quickStep', path: [sq('C4'), sq('C5')] })).not.toBeNull();
  });
});

describe('audit: overwatch set-up (kit 05 §7)', () => {
  it('needs 1 AP plus the selected weapon\'s full firing cost', () => {
    // Okafor with 2 AP: 1 + 2 (sniper) = 3 > 2 -> illegal. With 3 AP -> legal.
    const s0 = chamberWith({ soldiers: [{ name: 'Okafor', at: 'C3', facing: 'E' }], aliens: [far] });
    const two = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'move', to: sq('C4') }, { type: 'move', to: sq('C5') }).state;
    expect(checkDecision(two, { type: 'overwatch' })).not.toBeNull();
    const three = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'move', to: sq('C4') }).state;
    expect(checkDecision(three, { type: 'overwatch' })).toBeNull();
    // Reyes with 2 AP: 1 + 1 (pistol) = 2 -> legal; with 1 AP -> illegal.
    const r0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }], aliens: [far] });
    const r2 = play(r0, { type: 'activate', soldier: 'Reyes' }, { type: 'move', to: sq('C4') }, { type: 'move', to: sq('C5') }).state;
    expect(checkDecision(r2, { type: 'overwatch' })).toBeNull();
    const r1 = play(r2, { type: 'move', to: sq('C6') }).state;
    expect(checkDecision(r1, { type: 'overwatch' })).not.toBeNull();
  });

  it('entering overwatch ends the activation, keeps facing and brace, reserves at least one attack', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Voss', at: 'C6', facing: 'E' }, { name: 'Reyes', at: 'C3', facing: 'E' }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Voss' }, { type: 'move', to: sq('D6') }, { type: 'brace' }, { type: 'overwatch' });
    const voss = soldierOf(a.state, 'Voss')!;
    expect(a.state.activeSoldier).toBeNull();
    expect(voss.braced).toBe(true);
    expect(voss.facing).toBe('E');
    const entered = eventsOf(a.events, 'overwatch.entered')[0];
    // 4 - 1 (move) - 0 (free brace) - 1 (setup) = 2 reserved: exactly one MG attack.
    expect(entered.reserved).toBe(2);
  });
});

describe('audit: engaged fire and facing (RULINGS A4, S6)', () => {
  it('an engaged pistol cannot fire at all; the shotgun fires only at the adjacent enemy', () => {
    const r0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'H4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'I4' }, { kind: 'worker', contact: 2, at: 'K4' }], ruleset: TOUGH });
    const r = play(r0, { type: 'activate', soldier: 'Reyes' }).state;
    expect(checkDecision(r, { type: 'fire', target: 'alien1' })).not.toBeNull();
    const c0 = chamberWith({ soldiers: [{ name: 'Chen', at: 'H4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'I4' }, { kind: 'worker', contact: 2, at: 'H7' }], ruleset: TOUGH });
    const c = play(c0, { type: 'activate', soldier: 'Chen' }).state;
    expect(checkDecision(c, { type: 'fire', target: 'alien1' })).toBeNull();
    // alien2 at H7 is in the east-facing arc (same column) and visible, but distant while engaged.
    const sFacing = play(c, { type: 'turn', facing: 'S' }).state;
    expect(checkDecision(sFacing, { type: 'fire', target: 'alien2' })).not.toBeNull();
  });

  it('targets behind the facing arc need a free turn; the arc boundary (same row) counts', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'J4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4' }], ruleset: TOUGH });
    const a = play(s0, { type: 'activate', soldier: 'Reyes' }).state;
    expect(checkDecision(a, { type: 'fire', target: 'alien1' })).not.toBeNull();
    const turned = play(a, { type: 'turn', facing: 'W' }).state;
    expect(checkDecision(turned, { type: 'fire', target: 'alien1' })).toBeNull();
    // North facing: G4 is in row 4 = own row, which is on the boundary of the half-plane -> in arc.
    const north = play(a, { type: 'turn', facing: 'N' }).state;
    expect(checkDecision(north, { type: 'fire', target: 'alien1' })).toBeNull();
  });
});

describe('audit: weapons and point blank facing (kit 03, kit 04 Scenario B, kit 05 §4)', () => {
  it('point blank still needs the facing: Chen must face the adjacent worker (Scenario B: "face west")', () => {
    const c0 = chamberWith({ soldiers: [{ name: 'Chen', at: 'J4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'I4' }], ruleset: TOUGH });
    const c = play(c0, { type: 'activate', soldier: 'Chen' }).state;
    expect(checkDecision(c, { type: 'fire', target: 'alien1' })).toMatch(/facing arc/);
    const west = play(c, { type: 'turn', facing: 'W' });
    const fired = play(west.state, { type: 'fire', target: 'alien1' });
    expect(eventsOf(fired.events, 'attack.declared')[0]).toMatchObject({ weapon: 'shotgun', ap: 2, pointBlank: true });
  });

  it('the knife every soldier carries is not a ranged weapon: no fire or overwatch with it', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'G4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K4' }], ruleset: TOUGH });
    const p = play(s0, { type: 'activate', soldier: 'Park' }).state;
    expect(checkDecision(p, { type: 'overwatch', weapon: 'knife' })).toBe('Cannot enter overwatch: the knife is not a ranged weapon');
    expect(checkDecision(p, { type: 'fire', target: 'alien1', weapon: 'knife' })).toBe('Cannot fire: the knife is not a ranged weapon');
    expect(checkDecision(p, { type: 'overwatch', weapon: 'sniper' })).toBe('Cannot enter overwatch: Park has no sniper');
  });
});

describe('audit: brace and spotter are ranged-only (kit 05 §6, kit 02 Spotter, RULINGS A1)', () => {
  it('a braced soldier\'s melee gets no +2 and does not use up the spotter mark', () => {
    // Reyes (Trooper: Spotter) marks the worker adjacent to Okafor; Okafor braces and knifes it:
    // accuracy = 2 (Okafor) + 1 (knife) = 3, no brace, no mark; the mark survives for a ranged attack.
    const s0 = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'G3', facing: 'E', xp: 4 }, { name: 'Okafor', at: 'H5', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'I5' }], ruleset: TOUGH,
    });
    const marked = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'mark', target: 'alien1' }, { type: 'pass' });
    const knifed = play(marked.state, { type: 'activate', soldier: 'Okafor' }, { type: 'brace' }, { type: 'melee', target: 'alien1' });
    const declared = eventsOf(knifed.events, 'attack.declared')[0];
    expect(declared).toMatchObject({ weapon: 'knife', accuracy: 3 });
    expect(knifed.state.spotterMark).toBe('alien1');
  });
});

describe('audit: activation rules (kit 05 §1, §9)', () => {
  it('a downed soldier cannot be activated; a soldier activates once per round', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E', hp: 0 }, { name: 'Chen', at: 'D4', facing: 'E' }], aliens: [far] });
    expect(checkDecision(s0, { type: 'activate', soldier: 'Reyes' })).not.toBeNull();
    const a = play(s0, { type: 'activate', soldier: 'Chen' }, { type: 'pass' });
    expect(() => apply(a.state, { type: 'activate', soldier: 'Chen' })).toThrow();
  });

  it('a medkit revives a downed adjacent soldier to 2 HP; the revived soldier does not activate this round', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', facing: 'E' }, { name: 'Reyes', at: 'D5', facing: 'E', hp: 0 }], aliens: [far] });
    const a = play(s0, { type: 'activate', soldier: 'Park' }, { type: 'medkit', target: 'Reyes' }, { type: 'pass' });
    expect(soldierOf(a.state, 'Reyes')!.hp).toBe(2);
    expect(checkDecision(a.state, { type: 'activate', soldier: 'Reyes' })).not.toBeNull();
    // Field Care cannot revive (kit 02 Park).
    const b = play(s0, { type: 'activate', soldier: 'Park' }).state;
    expect(checkDecision(b, { type: 'fieldCare', target: 'Reyes' })).not.toBeNull();
  });
});
