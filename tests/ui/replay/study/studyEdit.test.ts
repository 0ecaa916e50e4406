/**
 * Editing the study at the cursor (issue 37 §2): squares picked in the chamber make an arrow, a
 * highlighted square or a pinned ruling with the engine's words; a chapter runs to its round's end.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Square } from '../../../../src/engine/types';
import { parseRecord } from '../../../../src/replay/load';
import { replayRecord } from '../../../../src/runner';
import { useChamber } from '../../../../src/ui/session/store';
import { useStudy } from '../../../../src/ui/replay/study/studyStore';
import { addChapterHere, addNoteHere, pickSquare } from '../../../../src/ui/replay/study/studyEdit';

const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8')));
const sq = (s: string) => s as Square;

describe('studyEdit', () => {
  beforeEach(() => {
    useChamber.getState().setEntries([...keyframes], 35);
    useStudy.getState().startFor('0123456789abcdef');
  });

  it('makes an arrow from two squares clicked, at the cursor', () => {
    useStudy.getState().pickTool({ kind: 'arrow', from: null });
    pickSquare(sq('E8'));
    expect(useStudy.getState().tool).toEqual({ kind: 'arrow', from: 'E8' });
    pickSquare(sq('E8')); // the same square again: still waiting for the arrow's end
    pickSquare(sq('G8'));
    expect(useStudy.getState().annotations).toEqual([{ kind: 'arrow', step: 35, from: 'E8', to: 'G8' }]);
    expect(useStudy.getState().tool).toBeNull();
  });

  it('pins a sight ruling with the engine\'s verdict and ruling ids', () => {
    useStudy.getState().pickTool({ kind: 'ruling', from: null });
    pickSquare(sq('E8'));
    pickSquare(sq('K8'));
    const [a] = useStudy.getState().annotations;
    expect(a.kind).toBe('ruling');
    expect(a.kind === 'ruling' && a.words).toMatch(/\(S\d\)/);
  });

  it('highlights a square with one click; a note needs words', () => {
    useStudy.getState().pickTool({ kind: 'square' });
    pickSquare(sq('F7'));
    addNoteHere('   ');
    addNoteHere(' Braced first ');
    expect(useStudy.getState().annotations).toEqual([{ kind: 'square', step: 35, square: 'F7' }, { kind: 'note', step: 35, text: 'Braced first' }]);
  });

  it('adds a chapter from the cursor to its round\'s end', () => {
    addChapterHere('Park clears the doorway');
    expect(useStudy.getState().chapters).toEqual([{ title: 'Park clears the doorway', from: 35, to: 55 }]);
  });
});
