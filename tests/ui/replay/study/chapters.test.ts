/**
 * Chapters (issue 37 §1-2): one per round over a real record, the biggest swings as chapters, and
 * `[` `]` going from chapter start to chapter start.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../../../src/replay/load';
import { replayRecord } from '../../../../src/runner';
import { automaticChapters, chapterAt, nextChapterStart, prevChapterStart, roundChapters, swingChapters } from '../../../../src/ui/replay/study/chapters';
import { graphPoints } from '../../../../src/ui/planner/swings';

const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8')));

describe('roundChapters', () => {
  it('covers the whole game, round after round, without gaps', () => {
    const chapters = roundChapters(keyframes);
    expect(chapters.map((c) => c.title)).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5']);
    expect(chapters[0].from).toBe(0);
    expect(chapters[chapters.length - 1].to).toBe(keyframes.length - 1);
    for (let k = 1; k < chapters.length; k++) {
      expect(chapters[k].from).toBe(chapters[k - 1].to + 1);
      expect(keyframes[chapters[k].from].events.some((e) => e.type === 'round.started' && `Round ${e.round}` === chapters[k].title)).toBe(true);
    }
  });
});

describe('swingChapters', () => {
  it('makes the three biggest swings chapters, with their chances in the title', () => {
    const points = graphPoints(keyframes);
    // A made-up graph: 50% everywhere but three drops and one small wobble.
    const chances = new Map(points.map((p) => [p, 0.5]));
    const [a, b, c, d] = [points[3], points[8], points[12], points[20]];
    chances.set(a, 0.1).set(b, 0.95).set(c, 0.2).set(d, 0.55);
    const swings = swingChapters(keyframes, chances);
    expect(swings).toHaveLength(3);
    expect(swings[0]).toEqual({ title: 'Swing 50% → 10%', from: points[2], to: a });
    expect(swings.every((s) => s.title !== 'Swing 50% → 55%')).toBe(true);
    const all = automaticChapters(keyframes, chances);
    expect(all).toHaveLength(roundChapters(keyframes).length + 3);
    expect(all.map((x) => x.from)).toEqual([...all.map((x) => x.from)].sort((p, q) => p - q));
  });
});

describe('chapter jumps', () => {
  const chapters = [{ title: 'one', from: 0, to: 9 }, { title: 'two', from: 10, to: 30 }, { title: 'swing', from: 14, to: 18 }];
  it('goes to the next start after the cursor and the last before it', () => {
    expect(nextChapterStart(chapters, 0)).toBe(10);
    expect(nextChapterStart(chapters, 10)).toBe(14);
    expect(nextChapterStart(chapters, 14)).toBeNull();
    expect(prevChapterStart(chapters, 16)).toBe(14);
    expect(prevChapterStart(chapters, 14)).toBe(10);
    expect(prevChapterStart(chapters, 0)).toBeNull();
  });
  it('names the innermost chapter at the cursor', () => {
    expect(chapterAt(chapters, 15)?.title).toBe('swing');
    expect(chapterAt(chapters, 20)?.title).toBe('two');
    expect(chapterAt(chapters, 40)).toBeNull();
  });
});
