// @vitest-environment node
/**
 * The one clock (ui/playback.ts tick): a live game that is over stops playing, so Autoplay's
 * button offers to resume nothing (it read "Pause" over a finished game) and the chamber rests.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { chamber, useChamber } from '../../../src/ui/session/store';
import { autoplayShowing } from '../session/chamber-fixtures';
import { tick } from '../../../src/ui/live/playback';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';

const entries = entriesFromRecord(parseRecordText(readFileSync('replays/scenario-a-win.json', 'utf8')));

describe('tick', () => {
  afterEach(() => { autoplayShowing([], 0); });

  it('stops playing at a live game\'s end', () => {
    autoplayShowing(entries, entries.length - 2);
    chamber.play();
    expect(tick()).toBe(true); // onto the last keyframe: game over
    expect(useChamber.getState().entries[useChamber.getState().cursor].state.phase).toBe('over');
    expect(useChamber.getState().playing).toBe(true);
    expect(tick()).toBe(false);
    expect(useChamber.getState().playing).toBe(false);
  });

  it('plays nothing on in the Scenario editor (its draft is no game): Space there only stops', () => {
    autoplayShowing([entries[0]], 0);
    chamber.switchMode('editor');
    chamber.play();
    expect(tick()).toBe(false);
    expect(useChamber.getState().entries).toHaveLength(1);
    expect(useChamber.getState().playing).toBe(false);
  });
});
