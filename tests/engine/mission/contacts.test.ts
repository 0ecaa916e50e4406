/**
 * Dormant contacts (kit 05 §1, §8; docs/scenarios.md SC-C1, SC-C2, SC-O1).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/flow/game';
import type { GameEvent, Square } from '../../../src/engine/state/types';
import { missionGame, playOn } from './mission-fixture';

const activations = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'activation.started').map((e) => (e as { figure: string }).figure);

describe('dormant contacts', () => {
  it('a dormant contact out of sight does not activate (kit 05 §1 "Unrevealed/dormant contacts do not activate", SC-C1)', () => {
    const start = missionGame({ aliens: [{ kind: 'worker', contact: 1, at: 'G5', dormant: true }], roundLimit: 2 });
    const run = playOn(start, []);
    expect(activations(run.events)).not.toContain('alien1');
    expect(run.state.aliens[0].at).toBe('G5');
    expect(run.state.outcome).toBe('defeat'); // a dormant hostile still stands (SC-V1)
  });

  it('opening a door reveals newly visible contacts immediately (kit 05 §8), and revealed in the squad phase it acts this alien phase (§1, SC-C2)', () => {
    const start = missionGame({ aliens: [{ kind: 'worker', contact: 1, at: 'G3', dormant: true }] });
    let s = playOn(start, [], (st) => st.phase === 'squad').state;
    s = apply(s, { type: 'activate', soldier: 'Reyes' }).state;
    const opened = apply(s, { type: 'door', at: 'E3' as Square });
    const types = opened.events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['door.opened', 'contact.revealed']);
    expect(opened.events[1]).toEqual({ type: 'contact.revealed', figure: 'alien1', by: 'Reyes', waits: false });
    expect(opened.state.mission!.dormant).toEqual([]);
    const round = playOn(opened.state, [{ type: 'pass' }], (st) => st.phase === 'end');
    expect(activations(round.events)).toContain('alien1');
  });

  it('revealed in the alien phase, a contact waits until the next round (kit 05 §1, SC-C2)', () => {
    // Worker 1 (active) opens E3-E4 to reach Voss; that shows him the dormant worker 2 on G5.
    const start = missionGame({
      soldiers: [{ name: 'Voss', at: 'D3', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'F2' }, { kind: 'worker', contact: 2, at: 'G5', dormant: true }],
    });
    const round1 = playOn(start, [], (st) => st.phase === 'end' || st.round > 1);
    const revealed = round1.events.find((e) => e.type === 'contact.revealed');
    expect(revealed).toEqual({ type: 'contact.revealed', figure: 'alien2', by: 'Voss', waits: true });
    expect(activations(round1.events)).not.toContain('alien2');
    expect(round1.state.mission!.waiting).toEqual(['alien2']);
    const round2 = playOn(round1.state, [], (st) => st.round === 2 && st.phase === 'end');
    expect(round2.state.mission!.waiting).toEqual([]);
    expect(activations(round2.events)).toContain('alien2');
  });

  it('a mission\'s contact order replaces ascending contact numbers (kit 05 §1 "new missions may specify another order", SC-O1)', () => {
    const start = missionGame({ aliens: [{ kind: 'worker', contact: 1, at: 'G5' }, { kind: 'worker', contact: 2, at: 'G2' }], contactOrder: [2, 1] });
    const run = playOn(start, [], (st) => st.phase === 'end');
    expect(activations(run.events).filter((f) => f.startsWith('alien'))).toEqual(['alien2', 'alien1']);
    const ascending = playOn(missionGame({ aliens: [{ kind: 'worker', contact: 1, at: 'G5' }, { kind: 'worker', contact: 2, at: 'G2' }] }), [], (st) => st.phase === 'end');
    expect(activations(ascending.events).filter((f) => f.startsWith('alien'))).toEqual(['alien1', 'alien2']);
  });
});
