/**
 * A ruling in a game state (RULINGS S1-S8, C1-C2, A1-A2, A4, O2): the state's doors and figures,
 * the soldier's own facing, cover with MG penetration, and odds that are the engine's own.
 */
import { describe, expect, it } from 'vitest';
import { explainInState, stateRulingLines } from '../../../src/engine/sight/ruling-in-state';
import { attackOddsInGame, fractionString } from '../../../src/engine/combat/odds';
import { positionWith } from '../fixtures';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;

describe('explainInState', () => {
  const state = positionWith({
    soldiers: [{ name: 'Voss', at: 'H4', facing: 'E', braced: true }, { name: 'Chen', at: 'K4', facing: 'W' }, { name: 'Reyes', at: 'C3', facing: 'W' }, { name: 'Park', at: 'D4', hp: 0 }],
    aliens: [{ kind: 'worker', contact: 1, at: 'I7' }, { kind: 'warrior', contact: 2, at: 'J4' }],
  });

  it('the MG lowers full cover to hard (C2), and the odds are attackOddsInGame\'s, exactly', () => {
    const r = explainInState(state, sq('H4'), sq('I7'));
    expect(r.visible).toBe(true);
    expect(r.cover.map((c) => c.words)).toEqual([
      'Cover (C1): I7 is a full cover square: full cover (3) from every direction',
      'Cover (C2): the machine gun\'s Cover Penetration 1 lowers full cover (3) to hard cover (2)',
    ]);
    const engine = attackOddsInGame(state, state.soldiers[0], state.aliens[0], { weapon: 'mg' });
    expect(r.attack?.odds).toEqual({
      perShot: fractionString(engine.perShot), atLeastOne: fractionString(engine.atLeastOne),
      kill: fractionString(engine.kill), expectedHpRemoved: fractionString(engine.expectedHpRemoved),
    });
    // Kit 03 BENCHMARK: braced Voss against full cover: 1/24 per shot, 11.99% over 3 shots.
    expect(r.attack?.odds.perShot).toBe('1/24');
    expect(r.attack?.lines[1]).toBe('Accuracy (A1): -1 = base +0 · weapon (Machine gun) -1 · brace +2 · cover -3 · mgPenetration (Cover Penetration 1) +1');
    expect(r.attack?.lines[2]).toContain('at least one hit in 3 shots 1657/13824 (11.99%)');
  });

  it('the soldier\'s own facing applies (S6): Reyes faces W, so a target east of him is refused', () => {
    const r = explainInState(state, sq('C3'), sq('E3'));
    expect(r.facing).toBe('W');
    expect(r.facingVerdict).toBe('Outside the arc (S6): Reyes faces W: E3 is east of column C, outside the forward half-plane');
    expect(explainInState(state, sq('C3'), sq('E3'), { facing: 'E' }).visible).toBe(true);
    expect(explainInState(state, sq('C3'), sq('E3'), { facing: null }).inArc).toBe(true);
  });

  it('a downed soldier on the line is named (S4); conscious figures are named as blockers (S3)', () => {
    const lines = stateRulingLines(explainInState(state, sq('C4'), sq('E4'), { facing: 'E' }));
    expect(lines).toContain('S4: the line passes over Park, downed, at D4; downed figures block neither sight nor movement');
    expect(explainInState(state, sq('G4'), sq('K4'), { facing: 'E' }).lineVerdict).toBe('Blocked (S3): the line crosses the figure at H4 (Voss), and crosses the figure at J4 (warrior 2)');
  });

  it('a shotgun next to its target fires point blank (A4 exception), and O2\'s variant is stated', () => {
    const r = explainInState(state, sq('K4'), sq('J4'));
    expect(r.attack?.weapon).toBe('shotgun');
    expect(r.overwatch).toMatch(/^Overwatch \(O2, variant shotgunOverwatchPointBlank on\): Chen on overwatch may react point blank at the adjacent warrior 2 while engaged; kill \d+\/\d+/);
    const off = positionWith({
      soldiers: [{ name: 'Chen', at: 'K4', facing: 'W' }], aliens: [{ kind: 'warrior', contact: 2, at: 'J4' }],
      ruleset: { variants: { shotgunOverwatchPointBlank: false } },
    });
    expect(explainInState(off, sq('K4'), sq('J4')).overwatch).toBe('Overwatch (O2, variant shotgunOverwatchPointBlank off): Chen on overwatch is engaged by the adjacent warrior 2 and may not react (A4)');
    // The variant touches no sight verdict.
    expect(explainInState(off, sq('K4'), sq('J4')).verdict).toBe(r.verdict);
  });

  it('an alien attacks a soldier with the engine\'s accuracy: the warrior\'s plasma pistol, no arc', () => {
    const r = explainInState(state, sq('J4'), sq('H4'));
    expect(r.facing).toBeNull();
    expect(r.attack?.weapon).toBe('plasma');
    expect(r.attack?.accuracy.total).toBe(2);
  });

  it('a blocked ranged attack says why it cannot be made', () => {
    const blocked = positionWith({ soldiers: [{ name: 'Reyes', at: 'C3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J8' }] });
    const r = explainInState(blocked, sq('C3'), sq('J8'));
    expect(r.attack?.refusal).toBe('not possible now: Not visible (S7): the line is blocked');
  });

  it('two empty squares: a sight ruling and cover, no attack', () => {
    const r = explainInState(state, sq('E2'), sq('E9'));
    expect(r.attack).toBeNull();
    expect(r.cover).toHaveLength(1);
  });
});
