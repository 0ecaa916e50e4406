/**
 * Inspect opened on a mission's moment (issue 36 §2 "Inspect on any board"): the position keeps the
 * scenario file's locked doors (SC-D2), door assemblies (SC-D1) and dormant contacts (SC-C1), so
 * the state Inspect rules on is the game's, and a line through a locked door is blocked by it.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameFromScenarioJson } from '../../../src/engine/setup/scenario-game';
import { isDormant } from '../../../src/engine/mission/contacts';
import { openInspect, editPosition } from '../../../src/ui/inspect/session';
import { useInspect } from '../../../src/ui/inspect/store';
import { rulingOf } from '../../../src/ui/inspect/compute';
import { toggleDoor } from '../../../src/ui/inspect/edit';
import { readInspectHash, writeInspectHash } from '../../../src/ui/inspect/link';
import { checkedPosition, defaultPosition, positionOf, stateOf, DEFAULT_VARIANTS } from '../../../src/ui/inspect/position';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const game = gameFromScenarioJson(JSON.parse(readFileSync('scenarios/station-log.json', 'utf8')), { seed: 1 });

beforeEach(() => openInspect({ position: positionOf(game), a: sq('L4'), b: sq('N4') }, 'Play step 0'));

describe('a station-log moment opened in Inspect', () => {
  it('keeps its locked door, its assemblies and its dormant contacts', () => {
    const { position, state } = useInspect.getState();
    expect(position.mission).toEqual({ locked: ['M4'], assemblies: [['F4', 'F5'], ['N7', 'O7']], dormant: [2, 3] });
    expect(state.mission?.locked).toEqual(['M4']);
    expect(state.mission?.assemblies).toEqual([['F4', 'F5'], ['N7', 'O7']]);
    expect(isDormant(state, 'alien2')).toBe(true);
    expect(isDormant(state, 'alien1')).toBe(false);
    expect(state.board).toEqual(game.board); // solid terrain and cover: the board string
  });

  it('rules a line through the locked door M4 blocked by a closed door', () => {
    const { state } = useInspect.getState();
    const r = rulingOf(state, sq('L4'), sq('N4'), 'none');
    expect(r?.ruling.clear).toBe(false);
    expect(r?.lines.join('\n')).toMatch(/closed door M4/);
  });

  it('keeps them through a link', () => {
    const s = useInspect.getState();
    const back = readInspectHash(writeInspectHash({ position: s.position, a: s.a, b: s.b, facing: s.facing, variants: s.variants, map: s.map }));
    expect(back.position.mission).toEqual(s.position.mission);
  });

  it('opens an assembly on every square, and leaves a locked door shut', () => {
    expect(editPosition((p) => toggleDoor(p, sq('F4')))).toBe(true);
    expect(useInspect.getState().state.openDoors).toEqual(expect.arrayContaining(['F4', 'F5']));
    expect(() => toggleDoor(useInspect.getState().position, sq('M4'))).toThrow('M4 is a locked door');
    expect(editPosition((p) => toggleDoor(p, sq('F5')))).toBe(true);
    expect(useInspect.getState().state.openDoors).not.toContain('F4');
  });
});

describe('the mission field', () => {
  it('refuses an assembly open on one square only, in one line', () => {
    const p = { ...positionOf(game), open: ['F4'] };
    expect(() => checkedPosition(p)).toThrow(/^position: mission\.assemblies\.0: F4 open but not F5/);
  });

  it('is absent for a game without mission rules (Scenario A keeps its old position)', () => {
    expect(defaultPosition().mission).toBeUndefined();
    expect(stateOf(defaultPosition(), DEFAULT_VARIANTS).mission).toBeUndefined();
  });
});
