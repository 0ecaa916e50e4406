import { describe, it, expect } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import { makePolicy } from '../../../src/ai/policies';
import { keyframesOf, playGame as play } from '../../../src/runner';
import { entriesFromRecord, parseRecordText, recordFromEntries, throughEngineSteps } from '../../../src/ui/replay/records';
import { verifyRecord } from '../../../src/runner';
import type { Entry } from '../../../src/ui/session/timeline';
import { stateHash } from '../../../src/engine/state/hash';
import { recordDigest } from '../../../src/replay/build';

/** A random-policy game's first `limit` keyframes after the start. */
function playGame(seed: number, limit = 5000): Entry[] {
  const played = play(newGame('A', { seed }), makePolicy('random', seed));
  return keyframesOf(played.start, played.steps).slice(0, limit + 1);
}

describe('game records in the UI', () => {
  it('a saved timeline loads back to the same keyframes (state hash for hash)', () => {
    const entries = playGame(3);
    expect(entries[entries.length - 1].state.phase).toBe('over');
    const text = JSON.stringify(recordFromEntries(entries, { seed: 3, squad: 'random' }));
    const back = entriesFromRecord(parseRecordText(text));
    expect(back.length).toBe(entries.length);
    for (let i = 0; i < entries.length; i += 17) expect(stateHash(back[i].state)).toBe(stateHash(entries[i].state));
    expect(stateHash(back[back.length - 1].state)).toBe(stateHash(entries[entries.length - 1].state));
  });

  it('a game saved part-way loads too (result outcome null), once run on to the squad\'s next decision', () => {
    const entries = throughEngineSteps(playGame(4, 60));
    const record = recordFromEntries(entries, { seed: 4, squad: 'random' });
    expect(record.result.outcome).toBeNull();
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    const back = entriesFromRecord(parseRecordText(JSON.stringify(record)));
    expect(back.length).toBe(entries.length);
    expect(stateHash(back[back.length - 1].state)).toBe(stateHash(entries[entries.length - 1].state));
  });

  it('a record stopped between two engine steps is refused by the page as by the verifier, naming the path', () => {
    const entries = playGame(4, 60);
    expect(entries[entries.length - 1].decision).toBeNull();
    const record = recordFromEntries(entries, { seed: 4, squad: 'random' });
    const verdict = verifyRecord(record);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(() => entriesFromRecord(parseRecordText(JSON.stringify(record)))).toThrow(`record: ${verdict.path}: ${verdict.problem}`);
  });

  it('a live game kept at any moment, between two engine steps too, verifies (it runs on to the squad\'s next decision)', () => {
    const entries = playGame(4, 90);
    let between = 0;
    for (let n = 2; n <= entries.length; n++) {
      const so = entries.slice(0, n);
      const kept = throughEngineSteps(so);
      // Only engine steps are added, and only when the squad was not already to decide.
      expect(kept.slice(n).every((e) => e.decision === null)).toBe(true);
      if (kept.length > n) between++;
      expect(verifyRecord(recordFromEntries(kept, { seed: 4, squad: 'random' })), `kept after ${n - 1} transitions`).toMatchObject({ ok: true });
    }
    // Kept plainly, a moment between steps did not verify: the replay ran on past its last event.
    expect(between).toBeGreaterThan(10);
    const mid = entries.findIndex((e, i) => i > 0 && throughEngineSteps(entries.slice(0, i + 1)).length > i + 1);
    expect(verifyRecord(recordFromEntries(entries.slice(0, mid + 1), { seed: 4, squad: 'random' }))).toMatchObject({ ok: false, problem: expect.stringMatching(/^missing/) });
  });

  it('a corrupt record is refused with one readable line', () => {
    const text = JSON.stringify(recordFromEntries(playGame(5, 80), { seed: 5, squad: 'random' }));
    expect(() => parseRecordText(text.slice(0, text.length / 2))).toThrow(/record: \(file\): not valid JSON/);
    expect(() => parseRecordText('{"format":"star-chamber-record","version":2}')).toThrow(/^record: version: unsupported version 2/);
    expect(() => parseRecordText('[]')).toThrow(/^record: /);
    const edited = JSON.parse(text);
    edited.seed = edited.seed + 1;
    expect(() => parseRecordText(JSON.stringify(edited))).toThrow(/record: digest/);
  });

  it('a record whose start position names a square off the board is refused on load, as by the CLI', () => {
    const record = JSON.parse(JSON.stringify(recordFromEntries(playGame(5, 20), { seed: 5, squad: 'random' })));
    record.start.position.aliens[1].at = 'Z99';
    record.digest = recordDigest(record);
    expect(() => parseRecordText(JSON.stringify(record))).toThrow('record: start.position.aliens[1].at: unknown square "Z99" (squares are A1..L10)');
  });

  it('Play\'s record (squad "human") loads; a squad no one writes is refused', () => {
    const record = JSON.parse(JSON.stringify(recordFromEntries(playGame(5, 20), { seed: 5, squad: 'human' })));
    expect(parseRecordText(JSON.stringify(record)).controllers.squad).toBe('human');
    record.controllers.squad = 'bogus';
    record.digest = recordDigest(record);
    expect(() => parseRecordText(JSON.stringify(record))).toThrow(/^record: controllers\.squad: expected the squad's controller: /);
  });
});
