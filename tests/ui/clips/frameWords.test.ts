import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { frameWords } from '../../../src/ui/clips/frameWords';
import { captionAt } from '../../../src/ui/present/caption';
import { readRecordFile } from '../../../src/replay/node-file';
import { replayRecord } from '../../../src/runner';

const entries = [...replayRecord(readRecordFile(join(__dirname, '../../../replays/scenario-a-loss.json'))).keyframes];

describe('a clip frame\'s words', () => {
  it('are presentation\'s caption of the step, with its dice, and where it stands', () => {
    const w = frameWords(entries, 42, { chapters: [], annotations: [] });
    expect(w.words).toBe(captionAt(entries, 42).words);
    expect(w.dice).toEqual(captionAt(entries, 42).dice);
    expect(w.where).toBe(`round ${entries[42].state.round} · step 42`);
    expect(w.notes).toEqual([]);
  });

  it('name the chapter, and show a note and a pinned ruling from their step, not before', () => {
    const study = {
      chapters: [{ title: 'The breach', from: 40, to: 50 }],
      annotations: [{ kind: 'note' as const, step: 42, text: 'Long range' }, { kind: 'ruling' as const, step: 42, from: 'C3' as never, to: 'J8' as never, words: 'blocked by the wall' }],
    };
    expect(frameWords(entries, 41, study)).toMatchObject({ where: `The breach · round ${entries[41].state.round} · step 41`, notes: [] });
    expect(frameWords(entries, 42, study).notes).toEqual(['Long range', 'C3 → J8: blocked by the wall']);
  });
});
