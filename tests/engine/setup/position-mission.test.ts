/**
 * The custom position format's optional "mission" field (position-mission.ts): locked doors
 * (SC-D2), door assemblies (SC-D1) and dormant contacts (SC-C1), each refused in one line when
 * wrong; a position without it places as before, with no mission in the state.
 */
import { describe, expect, it } from 'vitest';
import { gameFromPosition, parsePosition } from '../../../src/engine/setup/position';
import { newGame } from '../../../src/engine/setup/scenarios';
import { stateHash } from '../../../src/engine/state/hash';
import { positionOf } from '../../../src/replay/start-position';

// The test chamber's doors are F4 and F7 (kit 04); Scenario A's aliens are contacts 1-3.
const base = () => positionOf(newGame('A', { seed: 1 }));
const place = (json: unknown) => gameFromPosition(json, { seed: 1 });

describe('the mission field', () => {
  it('is optional: an old position places as before, with no mission', () => {
    const a = place(base());
    expect(a.mission).toBeUndefined();
    expect(stateHash(a)).toBe(stateHash(place(JSON.parse(JSON.stringify(base())))));
  });

  it('places locked doors, assemblies and dormant contacts into the state', () => {
    const s = place({ ...base(), mission: { locked: ['F7'], assemblies: [['F4', 'F7']], dormant: [2] } });
    expect(s.mission).toMatchObject({ locked: ['F7'], assemblies: [['F4', 'F7']], dormant: ['alien2'], waiting: [], log: null });
  });

  it('refuses each wrong field in one line naming it', () => {
    expect(() => parsePosition({ ...base(), mission: { locked: ['F'] } })).toThrow(/^position: mission\.locked\.0: expected a square name/);
    expect(() => parsePosition({ ...base(), mission: { assemblies: [['F4']] } })).toThrow(/^position: mission\.assemblies\.0: an assembly has two or more door squares$/);
    expect(() => parsePosition({ ...base(), mission: { keys: [] } })).toThrow(/^position: mission: /);
    expect(() => place({ ...base(), mission: { locked: ['C3'] } })).toThrow(/^position: mission\.locked: C3 is not a door$/);
    expect(() => place({ ...base(), mission: { dormant: [9] } })).toThrow(/^position: mission\.dormant: no living alien with contact 9$/);
    expect(() => place({ ...base(), open: ['F7'], mission: { assemblies: [['F4', 'F7']] } })).toThrow(/^position: mission\.assemblies\.0: F7 open but not F4 \(SC-D1/);
  });
});
