/**
 * The position editor's edits (issue 17 §3): each gives a position the engine loads, or one line
 * saying why not (walls, closed doors, shared squares, HP above the card, RULINGS M1-M3).
 */
import { describe, expect, it } from 'vitest';
import { addAlien, addSoldier, moveFigure, removeFigure, setFacing, setHp, toggleDoor } from '../../../src/ui/inspect/edit';
import { defaultPosition, positionFromText, positionOf, positionText, stateOf, DEFAULT_VARIANTS } from '../../../src/ui/inspect/position';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const A = defaultPosition();

describe('edits', () => {
  it('moves a figure anywhere free; refuses walls, closed doors and occupied squares', () => {
    expect(moveFigure(A, 'Reyes', sq('E9')).soldiers.find((s) => s.name === 'Reyes')?.at).toBe('E9');
    expect(moveFigure(A, 'alien1', sq('K2')).aliens.find((a) => a.contact === 1)?.at).toBe('K2');
    expect(() => moveFigure(A, 'Reyes', sq('F3'))).toThrow('F3 is a wall');
    expect(() => moveFigure(A, 'Reyes', sq('F4'))).toThrow('F4 is a closed door: open it first');
    expect(() => moveFigure(A, 'Reyes', sq('D4'))).toThrow('Chen stands on D4');
    expect(() => moveFigure(A, 'alien1', sq('I6'))).toThrow('worker 2 stands on I6');
    expect(moveFigure(toggleDoor(A, sq('F4')), 'Reyes', sq('F4')).soldiers[0].at).toBe('F4');
    // Onto its own square: no change, no refusal.
    expect(moveFigure(A, 'Reyes', sq('C3'))).toEqual(A);
  });

  it('a downed soldier does not occupy (M2): another figure may stand on its square', () => {
    const downed = setHp(A, 'Chen', 0);
    expect(moveFigure(downed, 'Reyes', sq('D4')).soldiers[0].at).toBe('D4');
  });

  it('facing and HP; HP above the card is refused; an alien at 0 HP is removed', () => {
    expect(setFacing(A, 'Reyes', 'W').soldiers[0].facing).toBe('W');
    expect(setHp(A, 'Reyes', 3).soldiers[0].hp).toBe(3);
    expect(() => setHp(A, 'Reyes', 9)).toThrow('position: Reyes hp 9 is above the card\'s maximum 8');
    expect(() => setHp(A, 'Reyes', -1)).toThrow('HP must be a whole number from 0, got -1');
    expect(setHp(A, 'alien1', 0).aliens.map((a) => a.contact)).toEqual([2, 3]);
  });

  it('adds and removes figures', () => {
    const none = { ...A, soldiers: [], aliens: [] };
    const one = addSoldier(none);
    expect(one.soldiers).toEqual([{ name: 'Reyes', at: 'B2', facing: 'E' }]);
    expect(() => addSoldier(one, 'Reyes')).toThrow('Reyes is placed already');
    const five = ['Chen', 'Voss', 'Okafor', 'Park'].reduce((p, n) => addSoldier(p, n as never), one);
    expect(() => addSoldier(five)).toThrow('all five soldiers are placed');
    const w = addAlien(addAlien(none, 'worker'), 'warrior');
    expect(w.aliens.map((a) => `${a.kind} ${a.contact} ${a.at}`)).toEqual(['worker 1 K2', 'warrior 2 J2']);
    expect(removeFigure(w, 'alien1').aliens.map((a) => a.contact)).toEqual([2]);
    // Past contact 99 (the range every position is read with, ranges.ts) a new alien takes the lowest free number.
    const last = { ...none, aliens: [{ kind: 'worker' as const, contact: 99, at: sq('K9') }] };
    expect(addAlien(last, 'worker').aliens.map((a) => a.contact)).toEqual([99, 1]);
    expect(removeFigure(A, 'Voss').soldiers.map((s) => s.name)).toEqual(['Reyes', 'Chen', 'Okafor', 'Park']);
  });

  it('opens and closes doors; an occupied doorway cannot close (M3)', () => {
    const open = toggleDoor(A, sq('F7'));
    expect(open.open).toEqual(['F7']);
    expect(toggleDoor(open, sq('F7')).open).toEqual([]);
    const occupied = moveFigure(open, 'Park', sq('F7'));
    expect(() => toggleDoor(occupied, sq('F7'))).toThrow('Park stands in the doorway F7: it cannot close (RULINGS M3)');
    expect(() => toggleDoor(A, sq('F5'))).toThrow('F5 is not a door');
  });
});

describe('positions', () => {
  it('a state written back as a position places as the same figures', () => {
    const state = newGame('A', { seed: 1 });
    const again = stateOf(positionOf(state), DEFAULT_VARIANTS);
    expect(again.soldiers.map((s) => [s.id, s.at, s.facing, s.hp])).toEqual(state.soldiers.map((s) => [s.id, s.at, s.facing, s.hp]));
    expect(again.aliens.map((a) => [a.id, a.at, a.hp])).toEqual(state.aliens.map((a) => [a.id, a.at, a.hp]));
  });

  it('a saved file reads back; a bad one is the loader\'s one line', () => {
    expect(positionFromText(positionText(A))).toEqual(A);
    expect(() => positionFromText('{')).toThrow(/^position: not JSON/);
    expect(() => positionFromText('{"soldier":[]}')).toThrow('position: (root): Unrecognized key: "soldier"');
    expect(() => positionFromText('{"soldiers":[{"name":"Reyes","at":"F3"}]}')).toThrow('position: Reyes stands on F3, which is a wall');
  });
});
