/**
 * The study slice's named actions (issue 37 §2): kept in order, a chapter moved keeps its length,
 * any edit drops the shared link, another record starts fresh notes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Square } from '../../../../src/engine/types';
import { useStudy } from '../../../../src/ui/replay/study/studyStore';
import { studyParam, withStudyParam } from '../../../../src/ui/replay/study/studyLink';

const st = () => useStudy.getState();
const sq = (s: string) => s as Square;

describe('useStudy', () => {
  beforeEach(() => st().startFor('0123456789abcdef'));

  it('keeps annotations by step and chapters by start', () => {
    st().addAnnotation({ kind: 'square', step: 9, square: sq('C3') });
    st().addAnnotation({ kind: 'note', step: 2, text: 'first' });
    st().addChapter({ title: 'b', from: 10, to: 20 });
    st().addChapter({ title: 'a', from: 0, to: 9 });
    expect(st().annotations.map((a) => a.step)).toEqual([2, 9]);
    expect(st().chapters.map((c) => c.title)).toEqual(['a', 'b']);
  });

  it('moves a chapter with its length kept, inside the record', () => {
    st().addChapter({ title: 'a', from: 10, to: 20 });
    st().moveChapter(0, 95, 101);
    expect(st().chapters[0]).toEqual({ title: 'a', from: 91, to: 101 });
  });

  it('drops the shared link on an edit, and a picked tool once its annotation is made', () => {
    st().shared('payload');
    st().pickTool({ kind: 'square' });
    st().addAnnotation({ kind: 'square', step: 1, square: sq('D4') });
    expect([st().link, st().tool]).toEqual([null, null]);
    st().shared('payload');
    st().removeAnnotation(0);
    expect(st().link).toBeNull();
  });

  it('starts fresh notes for another record', () => {
    st().addChapter({ title: 'a', from: 0, to: 1 });
    st().startFor('fedcba9876543210');
    expect([st().digest, st().chapters.length]).toEqual(['fedcba9876543210', 0]);
  });
});

describe('studyLink', () => {
  it('puts the study after the record and the step, and reads it back', () => {
    const hash = withStudyParam('#replay=scenario-a-win&step=35', 'abc_-1');
    expect(hash).toBe('#replay=scenario-a-win&step=35&study=abc_-1');
    expect(studyParam(hash)).toBe('abc_-1');
    expect(withStudyParam(hash, null)).toBe('#replay=scenario-a-win&step=35');
  });
});
