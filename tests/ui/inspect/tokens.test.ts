/**
 * Issue 32 item 1: what changes a verdict or the odds is set in the editor and shows in the
 * ruling: brace (+2 ranged, RULINGS A1), overwatch with its weapon and reserve (O1-O2), Reyes's
 * spotter mark (+1, kit 02 Spotter), XP and so the rank unlocks (kit 02); and a game's moment
 * written back as a position keeps them all.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RESERVE, overwatchWeapons, setBraced, setOverwatch, setReserve, setSpotterMark, setXp, skillsAt } from '../../../src/ui/inspect/tokens';
import { moveFigureTyped, removeFigure, setHp } from '../../../src/ui/inspect/edit';
import { rulingOf } from '../../../src/ui/inspect/compute';
import { positionOf, stateOf, DEFAULT_VARIANTS, type Position } from '../../../src/ui/inspect/position';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
// The west room, no cover: Reyes at C3 and Chen at C5 facing east, workers 1 and 2 two squares east.
const P: Position = {
  soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }, { name: 'Chen', at: 'C5', facing: 'E' }],
  aliens: [{ kind: 'worker', contact: 1, at: 'E3' }, { kind: 'worker', contact: 2, at: 'E5' }], open: [], round: 1,
};
const lines = (p: Position, a: string, b: string) => rulingOf(stateOf(p, DEFAULT_VARIANTS), sq(a), sq(b), 'own')!.lines;
const accuracy = (p: Position, a: string, b: string) => lines(p, a, b).find((l) => l.startsWith('Accuracy'));
const overwatch = (p: Position, a: string, b: string) => lines(p, a, b).find((l) => l.startsWith('Overwatch'));

describe('brace, XP and the spotter mark change the accuracy shown', () => {
  it('brace: +2 ranged (A1)', () => {
    expect(accuracy(P, 'C3', 'E3')).toBe('Accuracy (A1): 2 = base +1 · weapon (Pistol) +1');
    const braced = setBraced(P, 'Reyes', true);
    expect(braced.soldiers[0]).toEqual({ name: 'Reyes', at: 'C3', facing: 'E', braced: true });
    expect(accuracy(braced, 'C3', 'E3')).toBe('Accuracy (A1): 4 = base +1 · weapon (Pistol) +1 · brace +2');
    expect(setBraced(braced, 'Reyes', false)).toEqual(P);
  });

  it('XP: the skills at that total, and Steady Hand\'s +1 from 10 XP (kit 02)', () => {
    expect(skillsAt('Reyes', 3)).toEqual(['quickStep']);
    expect(skillsAt('Reyes', 4)).toEqual(['quickStep', 'spotter']);
    expect(skillsAt('Reyes', 10)).toEqual(['quickStep', 'spotter', 'steadyHand']);
    const veteran = setXp(P, 'Reyes', 10);
    expect(accuracy(veteran, 'C3', 'E3')).toBe('Accuracy (A1): 3 = base +1 · rank (rank unlocks) +1 · weapon (Pistol) +1');
    expect(() => setXp(P, 'Reyes', 19)).toThrow('XP must be a whole number from 0 to 18, got 19');
    expect(() => setXp(P, 'Reyes', 1.5)).toThrow('XP must be a whole number from 0 to 18, got 1.5');
  });

  it('the spotter mark: +1 for another soldier\'s ranged attack on that alien, not Reyes\'s own', () => {
    const marked = setSpotterMark(P, 2);
    expect(marked.spotterMark).toBe(2);
    expect(accuracy(marked, 'C5', 'E5')).toBe('Accuracy (A1): 3 = base +1 · weapon (Shotgun) +1 · spotter (spotter mark) +1');
    expect(accuracy(marked, 'C3', 'E5')).not.toContain('spotter');
    expect(accuracy(marked, 'C5', 'E3')).not.toContain('spotter');
    expect(setSpotterMark(marked, null)).toEqual(P);
    expect(() => setSpotterMark(P, 9)).toThrow('position: spotterMark: no living alien with contact 9');
    // The mark goes with its alien, removed or killed.
    expect(removeFigure(marked, 'alien2').spotterMark).toBeUndefined();
    expect(setHp(marked, 'alien2', 0).spotterMark).toBeUndefined();
    expect(removeFigure(marked, 'alien1').spotterMark).toBe(2);
  });
});

describe('overwatch and its reserve show in the ruling (O1-O2)', () => {
  it('the token takes one of the soldier\'s ranged weapons and reserves a full attack\'s AP', () => {
    expect(overwatchWeapons('Reyes')).toEqual(['pistol']);
    expect(overwatchWeapons('Voss')).toEqual(['mg']);
    const watching = setOverwatch(P, 'Reyes', 'pistol');
    expect(watching.soldiers[0]).toMatchObject({ overwatch: 'pistol', reserved: 1 });
    expect(setOverwatch(P, 'Chen', 'shotgun').soldiers[1]).toMatchObject({ overwatch: 'shotgun', reserved: 2 });
    expect(() => setOverwatch(P, 'Reyes', 'sniper')).toThrow('Reyes carries no sniper rifle to watch with');
    expect(setOverwatch(watching, 'Reyes', null)).toEqual(P);
    expect(() => setReserve(P, 'Reyes', 1)).toThrow('Reyes is not on overwatch: choose a weapon first');
    expect(() => setReserve(watching, 'Reyes', MAX_RESERVE + 1)).toThrow('reserve must be a whole number of AP from 0 to 3, got 4');
  });

  it('a watcher with its reserve reacts, with the reaction\'s odds; without, says why not', () => {
    expect(overwatch(P, 'C3', 'E3')).toBeUndefined();
    const watching = setOverwatch(P, 'Reyes', 'pistol');
    expect(overwatch(watching, 'C3', 'E3')).toBe('Overwatch (O1, O2): Reyes watches with the pistol, 1 AP reserved: reacts when worker 1 moves or opens a door here; accuracy 2, per shot 11/36 (30.56%) · kill 11/216 (5.09%)');
    expect(overwatch(setReserve(watching, 'Reyes', 0), 'C3', 'E3')).toBe('Overwatch (O2): Reyes watches with the pistol, 0 AP reserved: would not react to worker 1 here (only 0 AP reserved, the pistol needs 1)');
    // Braced, the reaction's accuracy rises too.
    expect(overwatch(setBraced(watching, 'Reyes', true), 'C3', 'E3')).toContain('accuracy 4');
  });
});

describe('a game\'s moment as a position', () => {
  it('keeps brace, overwatch, reserve, XP and the spotter mark', () => {
    const state = { ...stateOf(setXp(setBraced(setOverwatch(P, 'Reyes', 'pistol'), 'Reyes', true), 'Reyes', 5), DEFAULT_VARIANTS), spotterMark: 'alien2' as const };
    const p = positionOf(state);
    expect(p.soldiers[0]).toMatchObject({ name: 'Reyes', braced: true, overwatch: 'pistol', reserved: 1, xp: 5 });
    expect(p.spotterMark).toBe(2);
    expect(p.board).toBeUndefined();
    expect(stateOf(p, DEFAULT_VARIANTS).spotterMark).toBe('alien2');
  });

  it('a square typed into a row moves the figure; a bad one is one line', () => {
    expect(moveFigureTyped(P, 'Reyes', ' d2 ').soldiers[0].at).toBe('D2');
    expect(moveFigureTyped(P, 'alien1', 'J8').aliens[0].at).toBe('J8');
    expect(() => moveFigureTyped(P, 'Reyes', 'Z9')).toThrow('unknown square "Z9" (squares are A1..L10)');
    expect(() => moveFigureTyped(P, 'Reyes', 'F3')).toThrow('F3 is a wall');
  });
});
