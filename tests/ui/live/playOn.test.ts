// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { chamber, liveGameName, useChamber } from '../../../src/ui/session/store';
import { replayOpen, autoplayShowing, freshChamber } from '../session/chamber-fixtures';
import { decide, playOnFromHere, playOnProblem } from '../../../src/ui/live/playback';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';
import { liveGameRecord } from '../../../src/ui/replay/liveRecord';
import { verifyRecord } from '../../../src/runner';

const record = parseRecordText(readFileSync('replays/overwatch-several-watchers.json', 'utf8'));
const entries = entriesFromRecord(record);
/** The first moment where two or more watchers wait for the squad to choose who fires first (RULINGS O3). */
const choosing = entries.findIndex((e) => e.state.pending?.kind === 'reactionOrder' && e.state.pending.watchers.length > 1);

function openInReplay(cursor: number): void {
  replayOpen('overwatch-several-watchers', record, entries, cursor);
}

describe('Replay\'s "Play on from here"', () => {
  afterEach(freshChamber);

  it('hands the squad to a person at the moment on screen, the record so far kept as the game\'s history', () => {
    expect(choosing).toBeGreaterThan(0);
    openInReplay(choosing);
    expect(playOnProblem()).toBeNull();
    playOnFromHere();
    const s = useChamber.getState();
    expect(s.mode).toBe('play');
    expect(s.entries).toHaveLength(choosing + 1);
    expect(s.cursor).toBe(choosing);
    expect(s.entries[choosing].state).toBe(entries[choosing].state);
    expect(s.seed).toBe(record.seed);
    expect(s.record).toBeNull();
    expect(s.origin?.step).toBe(choosing);
  });

  it('the person answers the pending overwatch order, and the kept game replays to the same result', () => {
    openInReplay(choosing);
    playOnFromHere();
    const pending = entries[choosing].state.pending;
    if (pending?.kind !== 'reactionOrder') throw new Error('no reaction order pending');
    // The first watcher first: not the order the record took (Park, then Chen).
    const watcher = pending.watchers[0];
    expect(entries[choosing + 1].decision).not.toEqual({ type: 'react', watcher });
    decide({ type: 'react', watcher });
    const s = useChamber.getState();
    expect(s.entries).toHaveLength(choosing + 2);
    expect(s.entries[choosing + 1].decision).toEqual({ type: 'react', watcher });
    expect(s.entries[choosing + 1].events.find((e) => e.type === 'attack.declared')).toMatchObject({ attacker: watcher, reaction: true });

    const kept = liveGameRecord();
    expect(verifyRecord(kept)).toMatchObject({ ok: true });
    expect(kept.controllers.squad).toBe('human');
    expect(kept.seed).toBe(record.seed);
    expect(kept.title).toMatch(new RegExp(`played on from step ${choosing}`));
    // The original's decisions up to that moment, then the person's.
    const before = entries.slice(1, choosing + 1).filter((e) => e.decision).length;
    expect(kept.decisions.slice(0, before).map((d) => d.decision)).toEqual(record.decisions.slice(0, before).map((d) => d.decision));
    expect(kept.decisions[before].decision).toEqual({ type: 'react', watcher });
  });

  it('a game played on from a Scenario C record keeps C: in its record and in the name of its files', () => {
    const c = parseRecordText(readFileSync('replays/scenario-c-unlock.json', 'utf8'));
    replayOpen('scenario-c-unlock', c, entriesFromRecord(c), 3);
    playOnFromHere();
    expect(liveGameName()).toBe(`chamber-C-seed${c.seed}`);
    const kept = liveGameRecord();
    expect(kept.scenario).toBe('C');
    expect(verifyRecord(kept)).toMatchObject({ ok: true });
  });

  it('Autoplay\'s "Take over": the AI\'s game so far, then the person\'s; the kept record verifies', () => {
    // A game Autoplay has played so far (the bundled record's first 20 keyframes stand in for it).
    chamber.choosePolicy('greedy');
    autoplayShowing(entries.slice(0, 20), 19, record.seed);
    expect(playOnProblem()).toBeNull();
    playOnFromHere();
    const title = `Scenario A, seed ${record.seed}, greedy squad`;
    expect(useChamber.getState()).toMatchObject({ mode: 'play', cursor: 19, seed: record.seed, origin: { title, step: 19 } });
    const kept = liveGameRecord();
    expect(kept.title).toBe(`${title}, played on from step 19 by a person`);
    expect(verifyRecord(kept)).toMatchObject({ ok: true });
    expect(playOnProblem()).toBe('the squad is yours already');
  });

  it('is refused, with the reason, when there is no record or the game is over there', () => {
    chamber.switchMode('replay');
    expect(playOnProblem()).toBe('open a record first');
    openInReplay(entries.length - 1);
    expect(entries[entries.length - 1].state.phase).toBe('over');
    expect(playOnProblem()).toBe('the game is over at this moment');
    expect(() => playOnFromHere()).toThrow('Play on from here: the game is over at this moment');
    expect(useChamber.getState().mode).toBe('replay');
  });
});
