/**
 * The study file (issue 37 §2): its schema, the digest check against the record, and the round
 * trip (every study written reads back the same, with or without its record carried).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../../src/replay/load';
import { parseStudy, StudyError, studyRecordProblem, studyText } from '../../../src/replay/study/studyFile';
import type { Annotation, Chapter } from '../../../src/replay/study/types';
import type { Square } from '../../../src/engine/state/types';
import { replayRecord } from '../../../src/runner';

const win = parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8'));
const loss = parseRecord(readFileSync('replays/scenario-a-loss.json', 'utf8'));
const sq = (s: string) => s as Square;
// The record's own board (Scenario A: 12 columns, 10 rows, A1..L10), as Replay opens it.
const board = replayRecord(win).keyframes[0].state.board;
const notes = {
  title: 'Round 2 for the meeting',
  chapters: [{ title: 'Park breaks the door', from: 31, to: 55 }] as Chapter[],
  annotations: [
    { kind: 'note', step: 35, text: 'Braced first: +2 to hit' },
    { kind: 'arrow', step: 35, from: sq('E7'), to: sq('F7') },
    { kind: 'square', step: 40, square: sq('F4') },
    { kind: 'ruling', step: 42, from: sq('E4'), to: sq('H4'), words: 'clear line (S1)' },
    { kind: 'ruling', step: 43, from: sq('E4'), to: sq('H5'), words: 'Visible (S7): in the arc and the line is clear; Clear (S2-S4): the line meets no wall', ids: ['S7', 'S2-S4'] },
  ] as Annotation[],
};
const problem = (f: () => unknown): string => {
  try { f(); } catch (err) { if (err instanceof StudyError) return err.message; throw err; }
  return 'no error';
};
const edit = (change: (j: Record<string, unknown>) => void): string => {
  const j = JSON.parse(studyText(notes, win));
  change(j);
  return JSON.stringify(j);
};

describe('study file round trip', () => {
  it('reads back what it writes, naming the record by digest', () => {
    const opened = parseStudy(studyText(notes, win));
    expect(opened).toEqual({ title: notes.title, digest: win.digest, carried: null, chapters: notes.chapters, annotations: notes.annotations });
  });

  it('carries the record whole when asked, and the record read back verifies as the same', () => {
    const opened = parseStudy(studyText(notes, win, { carry: true }));
    expect(opened.carried?.digest).toBe(win.digest);
    expect(opened.carried).toEqual(win);
  });

  it('round-trips any chapters and annotations (property)', () => {
    const square = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKL'), fc.integer({ min: 1, max: 10 })).map(([c, r]) => sq(`${c}${r}`));
    const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(s));
    const step = fc.integer({ min: 0, max: 101 });
    const chapter = fc.tuple(text, step, step).map(([title, a, b]) => ({ title, from: Math.min(a, b), to: Math.max(a, b) }));
    const annotation = fc.oneof(
      fc.record({ kind: fc.constant('note' as const), step, text }),
      fc.record({ kind: fc.constant('arrow' as const), step, from: square, to: square }),
      fc.record({ kind: fc.constant('square' as const), step, square }),
      fc.record({ kind: fc.constant('ruling' as const), step, from: square, to: square, words: text }),
    );
    fc.assert(fc.property(fc.array(chapter, { maxLength: 6 }), fc.array(annotation, { maxLength: 8 }), (chapters, annotations) => {
      const opened = parseStudy(studyText({ chapters, annotations }, win));
      expect(opened.chapters).toEqual(chapters);
      expect(opened.annotations).toEqual(annotations);
      expect(studyRecordProblem(opened, win, 102, board)).toBeNull();
    }), { numRuns: 60 });
  });
});

describe('the digest check', () => {
  it('refuses, in one line, a study beside a record that is not its own', () => {
    const opened = parseStudy(studyText(notes, win));
    expect(studyRecordProblem(opened, win, 102, board)).toBeNull();
    expect(studyRecordProblem(opened, loss, 194, board)).toBe(`study: record.digest: this study is for the record ${win.digest.slice(0, 8)}, not the record open (${loss.digest.slice(0, 8)})`);
  });

  it('refuses a study whose carried record is not the one it names, or is damaged', () => {
    const other = edit((j) => { (j.record as Record<string, unknown>).carried = loss; });
    expect(problem(() => parseStudy(other))).toBe(`study: record.digest: the study names the record ${win.digest.slice(0, 8)}, but the record it carries is ${loss.digest.slice(0, 8)}`);
    const damaged = edit((j) => { (j.record as Record<string, unknown>).carried = { ...win, seed: win.seed + 1 }; });
    expect(problem(() => parseStudy(damaged))).toMatch(/^study: record\.carried\.digest: hash mismatch/);
  });

  it('refuses steps past the record\'s end', () => {
    const opened = parseStudy(studyText({ chapters: [{ title: 'late', from: 90, to: 130 }], annotations: [] }, win));
    expect(studyRecordProblem(opened, win, 102, board)).toBe('study: chapters[0].to: step 130 is past the record\'s last step, 101');
  });
});

describe('the squares against the record\'s board', () => {
  const at = (annotation: Annotation) => studyRecordProblem(parseStudy(studyText({ chapters: [], annotations: [notes.annotations[0], annotation] }, win)), win, 102, board);

  it('takes squares on the board, to its last column and row', () => {
    expect(board.width).toBe(12);
    expect(board.height).toBe(10);
    expect(at({ kind: 'arrow', step: 3, from: sq('A1'), to: sq('L10') })).toBeNull();
  });

  it('refuses a square off the board in one line naming the annotation and the square', () => {
    expect(at({ kind: 'arrow', step: 35, from: sq('E7'), to: sq('M7') }))
      .toBe('study: annotations[1].to: the arrow at step 35 names M7, off the record\'s board (squares are A1..L10)');
    expect(at({ kind: 'square', step: 40, square: sq('C11') }))
      .toBe('study: annotations[1].square: the square at step 40 names C11, off the record\'s board (squares are A1..L10)');
    expect(at({ kind: 'ruling', step: 42, from: sq('Z99'), to: sq('H4'), words: 'clear line (S1)' }))
      .toBe('study: annotations[1].from: the ruling at step 42 names Z99, off the record\'s board (squares are A1..L10)');
  });

  it('finds any square off the board, and passes every study on it (property)', () => {
    const col = fc.integer({ min: 0, max: 25 });
    const row = fc.integer({ min: 1, max: 99 });
    const name = (c: number, r: number) => sq(`${String.fromCharCode(65 + c)}${r}`);
    fc.assert(fc.property(col, row, col, row, (c1, r1, c2, r2) => {
      const off = c1 >= 12 || r1 > 10 || c2 >= 12 || r2 > 10;
      const problem = at({ kind: 'arrow', step: 1, from: name(c1, r1), to: name(c2, r2) });
      expect(problem === null).toBe(!off);
      if (off) expect(problem).toMatch(/^study: annotations\[1\]\.(from|to): the arrow at step 1 names [A-Z]\d+, off the record's board/);
    }), { numRuns: 200 });
  });
});

describe('study schema', () => {
  it('names the problem of a bad file in one line', () => {
    expect(problem(() => parseStudy('{'))).toMatch(/^study: not valid JSON/);
    expect(problem(() => parseStudy(readFileSync('replays/scenario-a-win.json', 'utf8'))))
      .toBe('study: format: expected "star-chamber-study", got "star-chamber-record" (this is a record: open it as a record)');
    expect(problem(() => parseStudy(edit((j) => { j.version = 2; })))).toBe('study: version: unsupported version 2: this reader reads version 1');
    expect(problem(() => parseStudy(edit((j) => { (j.annotations as unknown[]).push({ kind: 'square', step: 3, square: 'c3' }); }))))
      .toBe('study: annotations[5].square: expected a square name such as "C3"');
    expect(problem(() => parseStudy(edit((j) => { (j.chapters as unknown[]).push({ title: 'x', from: 9, to: 2 }); }))))
      .toBe('study: chapters[1].to: expected from <= to');
    expect(problem(() => parseStudy(edit((j) => { (j.annotations as { ids?: string[] }[])[4].ids = ['S7', 'X9']; }))))
      .toBe('study: annotations[4].ids[1]: expected a ruling id such as "S7" or "S2-S4"');
    expect(problem(() => parseStudy(edit((j) => { j.extra = 1; })))).toBe('study: unknown field "extra"');
    expect(problem(() => parseStudy(edit((j) => { (j.record as Record<string, unknown>).digest = 'abc'; }))))
      .toBe('study: record.digest: expected a hash of 16 lowercase hex digits');
    expect(problem(() => parseStudy(edit((j) => { (j.annotations as unknown[]).push({ kind: 'note', step: 1, text: 'two\nlines' }); }))))
      .toMatch(/^study: annotations\[5\]\.text: expected plain one-line text/);
  });
});
