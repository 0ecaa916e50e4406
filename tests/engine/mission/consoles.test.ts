/**
 * Mission objects to interact with (kit 05 §2 "Interact with a mission object 1"; §8 "on your
 * square or an orthogonally adjacent square"; "Locked or destroyed doors follow mission rules";
 * docs/scenarios.md SC-I1): a console unlocks its locked doors.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkDecision, legalDecisions } from '../../../src/engine/flow/game';
import { parseScenarioFile } from '../../../src/engine/setup/scenario-game';
import type { ScenarioFileInput } from '../../../src/engine/setup/scenario-file';
import type { Square } from '../../../src/engine/state/types';
import { MISSION_BOARD, missionGame, playOn } from './mission-fixture';

const q = (name: string) => name as Square;
// The log behind the locked E3-E4 door; the console on the O at C4 opens it.
const LOCKED: Partial<ScenarioFileInput> = {
  soldiers: [{ name: 'Reyes', at: 'D4', facing: 'E' }],
  aliens: [],
  objects: [{ kind: 'log', at: 'G2' }, { kind: 'console', at: 'C4', unlocks: ['E3', 'E4'] }],
  doors: [{ squares: ['E3', 'E4'], locked: true }],
  victory: 'recover-log-and-clear-hostiles',
};
const reyes = (patch: Partial<ScenarioFileInput> = LOCKED) => apply(playOn(missionGame(patch), [], (s) => s.phase === 'squad').state, { type: 'activate', soldier: 'Reyes' }).state;

describe('consoles (SC-I1)', () => {
  it('a locked door cannot be opened until its console is used, for 1 AP, from beside it', () => {
    const s = reyes();
    expect(checkDecision(s, { type: 'door', at: q('E4') })).toBe('Cannot use the door at E4: it is locked');
    expect(legalDecisions(s).legal).toContainEqual({ type: 'interact', at: 'C4' });
    const t = apply(s, { type: 'interact', at: q('C4') });
    expect(t.events).toContainEqual({ type: 'object.used', figure: 'Reyes', at: 'C4', ap: 1, unlocked: ['E3', 'E4'] });
    expect(t.state.mission!.locked).toEqual([]);
    expect(checkDecision(t.state, { type: 'interact', at: q('C4') })).toBe('Cannot interact: the console on C4 is already used');
    const opened = apply(t.state, { type: 'door', at: q('E4') });
    expect([...opened.state.openDoors].sort()).toEqual(['E3', 'E4']);
  });

  it('out of reach it is refused in words', () => {
    const s = reyes({ ...LOCKED, soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }] });
    expect(checkDecision(s, { type: 'interact', at: q('C4') })).toBe('Cannot interact: C4 is not B2 or beside it');
  });

  it('the file check counts doors a reachable console unlocks as open ways (SC-V3), and a console must name locked doors', () => {
    const base = { format: 'star-chamber-scenario', version: 1, title: 't', board: MISSION_BOARD, ...LOCKED };
    expect(() => parseScenarioFile(base)).not.toThrow();
    expect(() => parseScenarioFile({ ...base, objects: [{ kind: 'log', at: 'G2' }] })).toThrow('scenario: objects.0.at: the log on G2 is unreachable');
    expect(() => parseScenarioFile({ ...base, objects: [{ kind: 'log', at: 'G2' }, { kind: 'console', at: 'C4', unlocks: ['B2'] }] }))
      .toThrow('scenario: objects.1.unlocks.0: B2 is not a locked door square (a console unlocks locked doors, SC-I1)');
    expect(() => parseScenarioFile({ ...base, objects: [{ kind: 'log', at: 'G2' }, { kind: 'log', at: 'B2' }, { kind: 'console', at: 'C4', unlocks: ['E3'] }] }))
      .toThrow('scenario: objects.1.kind: a mission has one station log at most (SC-L1)');
  });

  it('the greedy squad uses the console, opens the door and secures the log', async () => {
    const { makePolicy } = await import('../../../src/ai/policies');
    const { playGame } = await import('../../../src/runner');
    const game = playGame(missionGame({ ...LOCKED, roundLimit: 4 }), makePolicy('greedy', 1));
    const types = game.steps.flatMap((st) => st.events.map((e) => e.type));
    expect(types).toContain('object.used');
    expect(types).toContain('log.secured');
    expect(game.final.outcome).toBe('victory');
  });
});
