/**
 * Door assemblies and locked doors (kit 05 §8 "A door spanning multiple squares is one assembly: one
 * action changes the entire door"; "Locked or destroyed doors follow mission rules";
 * docs/scenarios.md SC-D1, SC-D2).
 */
import { describe, expect, it } from 'vitest';
import { pathCosts } from '../../../src/engine/aliens/alien-paths';
import { apply } from '../../../src/engine/flow/game';
import { missionGame, playOn } from './mission-fixture';
import type { Square } from '../../../src/engine/state/types';

const atSquadPhase = (s: ReturnType<typeof missionGame>) => playOn(s, [], (st) => st.phase === 'squad').state;

describe('door assemblies (SC-D1)', () => {
  it('a soldier opening one square of an assembly opens every square of it, for one door\'s AP', () => {
    let s = apply(atSquadPhase(missionGame()), { type: 'activate', soldier: 'Reyes' }).state;
    const t = apply(s, { type: 'door', at: 'E3' as Square });
    expect([...t.state.openDoors].sort()).toEqual(['E3', 'E4']);
    expect(t.state.soldiers[0].ap).toBe(3);
    s = apply(t.state, { type: 'door', at: 'E3' as Square }).state; // and closing it closes both
    expect(s.openDoors).toEqual([]);
  });

  it('without an assembly each door square is its own door (the test chamber\'s)', () => {
    let s = apply(atSquadPhase(missionGame({ doors: [] })), { type: 'activate', soldier: 'Reyes' }).state;
    s = apply(s, { type: 'door', at: 'E3' as Square }).state;
    expect(s.openDoors).toEqual(['E3']);
  });

  it('an alien opening an assembly opens all of it', () => {
    const run = playOn(missionGame({ soldiers: [{ name: 'Voss', at: 'D3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'F2' }] }), [],
      (_, events) => events.some((e) => e.type === 'door.opened'));
    expect([...run.state.openDoors].sort()).toEqual(['E3', 'E4']);
  });
});

describe('locked doors (SC-D2)', () => {
  it('the alien rule plans no path through a locked closed door', () => {
    // The file check refuses a hostile sealed off for good (SC-V3), so the lock is laid on here.
    const open = missionGame({ aliens: [{ kind: 'worker', contact: 1, at: 'F2' }] });
    const locked = { ...open, mission: { ...open.mission!, locked: ['E3', 'E4'] as Square[] } };
    expect(pathCosts(locked, 'F2' as Square).has('D3' as Square)).toBe(false);
    expect(pathCosts(open, 'F2' as Square).get('E3' as Square)).toBe(3); // unlocked: F3, then open E3 and step in (kit 05 §10)
    expect(pathCosts(locked, 'F2' as Square).has('E3' as Square)).toBe(false);
  });
});
