// @vitest-environment node
/**
 * The one clock (ui/playback.ts tick): a live game that is over stops playing, so Autoplay's
 * button offers to resume nothing (it read "Pause" over a finished game) and the chamber rests.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { useChamber } from '../../../src/ui/session/store';
import { tick } from '../../../src/ui/session/playback';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';

const entries = entriesFromRecord(parseRecordText(readFileSync('replays/scenario-a-win.json', 'utf8')));

describe('tick', () => {
  afterEach(() => { useChamber.getState().set({ mode: 'autoplay', playing: false }); useChamber.getState().setEntries([], 0); });

  it('stops playing at a live game\'s end', () => {
    const s = useChamber.getState();
    s.set({ mode: 'autoplay', playing: true, record: null, recordName: null });
    s.setEntries(entries, entries.length - 2);
    expect(tick()).toBe(true); // onto the last keyframe: game over
    expect(useChamber.getState().entries[useChamber.getState().cursor].state.phase).toBe('over');
    expect(useChamber.getState().playing).toBe(true);
    expect(tick()).toBe(false);
    expect(useChamber.getState().playing).toBe(false);
  });

  it('plays nothing on in the Scenario editor (its draft is no game): Space there only stops', () => {
    const s = useChamber.getState();
    s.set({ mode: 'editor', playing: true, record: null, recordName: null });
    s.setEntries([entries[0]], 0);
    expect(tick()).toBe(false);
    expect(useChamber.getState().entries).toHaveLength(1);
    expect(useChamber.getState().playing).toBe(false);
  });
});
