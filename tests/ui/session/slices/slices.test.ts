/**
 * The page store's slices (issue 35 §5): each named action changes what it says, in one update
 * where a change spans slices (a record shown, a live game shown), and nothing else.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { FigureId, Square } from '../../../../src/engine/state/types';
import { entriesFromRecord, parseRecordText } from '../../../../src/ui/replay/records';
import { chamber, useChamber } from '../../../../src/ui/session/store';
import { freshChamber } from '../chamber-fixtures';

const record = parseRecordText(readFileSync('replays/scenario-a-win.json', 'utf8'));
const entries = entriesFromRecord(record);

/** How many times the store told its listeners of a change while `act` ran. */
function updates(act: () => void): number {
  let n = 0;
  const stop = useChamber.subscribe(() => { n++; });
  try { act(); } finally { stop(); }
  return n;
}

afterEach(() => { freshChamber(); chamber.dismiss(); });

describe('the timeline slice', () => {
  it('jumpTo stops playback and clamps the cursor, in one update', () => {
    chamber.setEntries(entries, 3);
    chamber.play();
    expect(updates(() => chamber.jumpTo(entries.length + 10))).toBe(1);
    expect(useChamber.getState()).toMatchObject({ cursor: entries.length - 1, playing: false });
  });
  it('append adds keyframes and their log lines, the cursor stays', () => {
    chamber.setEntries(entries.slice(0, 5), 4);
    chamber.append(entries.slice(5, 8));
    const s = useChamber.getState();
    expect(s.entries).toHaveLength(8);
    expect(s.lines).toHaveLength(8);
    expect(s.cursor).toBe(4);
  });
  it('showPosition puts one keyframe on screen, paused, with the figure picked', () => {
    chamber.play();
    chamber.showPosition(entries[0].state, 'Reyes' as FigureId);
    expect(useChamber.getState()).toMatchObject({ cursor: 0, playing: false, selected: 'Reyes', lines: [[]] });
    expect(useChamber.getState().entries).toEqual([{ state: entries[0].state, events: [], decision: null }]);
  });
});

describe('the view slice', () => {
  it('a hover that changes nothing is no update', () => {
    chamber.hoverOverSquare('C3' as Square);
    expect(updates(() => chamber.hoverOverSquare('C3' as Square))).toBe(0);
    expect(updates(() => chamber.hoverOverSquare(null))).toBe(1);
  });
  it('toggleSelected picks a figure, and unpicks it when it was picked; dismiss closes the help and the selection', () => {
    chamber.toggleSelected('Reyes' as FigureId);
    expect(useChamber.getState().selected).toBe('Reyes');
    chamber.toggleSelected('Reyes' as FigureId);
    expect(useChamber.getState().selected).toBeNull();
    chamber.toggleSelected('Kowalski' as FigureId);
    chamber.openHelp();
    chamber.dismiss();
    expect(useChamber.getState()).toMatchObject({ selected: null, help: false });
  });
});

describe('the record slice', () => {
  it('showRecord puts a record on screen in Replay, with its timeline, in one update', () => {
    chamber.showError('an old line');
    chamber.selectFigure('Reyes' as FigureId);
    const before = useChamber.getState().gameId;
    expect(updates(() => chamber.showRecord({ recordName: 'scenario-a-win', record, recordLink: null, entries, step: 7 }))).toBe(1);
    expect(useChamber.getState()).toMatchObject({
      mode: 'replay', recordName: 'scenario-a-win', record, error: null, playing: false, selected: null, cursor: 7, gameId: before + 1,
    });
    expect(useChamber.getState().lines).toHaveLength(entries.length);
  });
  it('showError pauses only when asked', () => {
    chamber.play();
    chamber.showError('a line');
    expect(useChamber.getState()).toMatchObject({ error: 'a line', playing: true });
    chamber.showError('another', { pause: true });
    expect(useChamber.getState()).toMatchObject({ error: 'another', playing: false });
    chamber.dismissError();
    expect(useChamber.getState().error).toBeNull();
  });
  it('the URL\'s notice outlives opening the link\'s mode (a record shown, a mode switched) and goes when dismissed', () => {
    chamber.noteLink('link: "presnt" is not a flag this page reads');
    chamber.switchMode('replay');
    chamber.showRecord({ recordName: 'scenario-a-win', record, recordLink: null, entries, step: 3 });
    expect(useChamber.getState()).toMatchObject({ error: null, linkNotice: 'link: "presnt" is not a flag this page reads' });
    chamber.dismissError();
    expect(useChamber.getState()).toMatchObject({ error: null, linkNotice: null });
  });
});

describe('the game slice', () => {
  it('switchMode pauses and clears the error line; closeRecord closes the record too', () => {
    chamber.showRecord({ recordName: 'scenario-a-win', record, recordLink: 'x', entries, step: 0 });
    chamber.play();
    chamber.showError('a line');
    chamber.switchMode('lab');
    expect(useChamber.getState()).toMatchObject({ mode: 'lab', playing: false, error: null, recordName: 'scenario-a-win' });
    chamber.switchMode('inspect', { closeRecord: true });
    expect(useChamber.getState()).toMatchObject({ mode: 'inspect', recordName: null, record: null, recordLink: null });
  });
  it('showLiveGame drops the record and the selection unless kept, in one update', () => {
    chamber.showRecord({ recordName: 'scenario-a-win', record, recordLink: null, entries, step: 0 });
    chamber.selectFigure('Reyes' as FigureId);
    const origin = { title: 't', overrides: {}, step: 4 };
    expect(updates(() => chamber.showLiveGame({ mode: 'play', seed: 9, entries: entries.slice(0, 5), cursor: 4, playing: true, origin, keepSelection: true }))).toBe(1);
    expect(useChamber.getState()).toMatchObject({ mode: 'play', seed: 9, record: null, recordName: null, selected: 'Reyes', origin, cursor: 4, playing: true });
    chamber.showLiveGame({ mode: 'autoplay', seed: 9, entries: entries.slice(0, 1), cursor: 0, playing: true, origin: null, variants: { figureCornerBlocks: true } });
    expect(useChamber.getState()).toMatchObject({ selected: null, origin: null, variants: { figureCornerBlocks: true } });
  });
});

describe('the store', () => {
  it('holds no callback but its actions: every function in it is one of the named actions', () => {
    const s = useChamber.getState() as unknown as Record<string, unknown>;
    const fns = Object.keys(s).filter((k) => typeof s[k] === 'function');
    expect(fns).not.toContain('set');
    for (const k of fns) expect(s[k]).toBe((chamber as unknown as Record<string, unknown>)[k]);
  });
});
