import { describe, it, expect } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import { makePolicy } from '../../../src/ai/policies';
import { keyframesOf, playGame } from '../../../src/runner';
import { clampCursor, marksOf, nextMark, prevMark, type Entry } from '../../../src/ui/session/timeline';
import { logLines } from '../../../src/ui/logText';

function game(seed: number): Entry[] {
  const played = playGame(newGame('A', { seed }), makePolicy('greedy', seed));
  return keyframesOf(played.start, played.steps);
}

describe('the keyframe timeline', () => {
  const entries = game(1);

  it('holds one keyframe per transition up to the end of the game', () => {
    expect(entries[0].state.round).toBe(1);
    expect(entries[entries.length - 1].state.phase).toBe('over');
    expect(entries.slice(1).every((e) => e.events.length > 0 || e.decision !== null)).toBe(true);
  });

  it('marks every round start at the keyframe whose state is that round', () => {
    const m = marksOf(entries);
    expect(m.rounds[0]).toEqual({ round: 1, index: 1 });
    for (const r of m.rounds) expect(entries[r.index].state.round).toBe(r.round);
    expect(m.activations.length).toBeGreaterThan(m.rounds.length);
  });

  it('steps by mark forward and back, and clamps seeks', () => {
    const marks = [3, 10, 20];
    expect(nextMark(marks, 0, 30)).toBe(3);
    expect(nextMark(marks, 10, 30)).toBe(20);
    expect(nextMark(marks, 20, 30)).toBe(30);
    expect(prevMark(marks, 20)).toBe(10);
    expect(prevMark(marks, 3)).toBe(0);
    expect(clampCursor(-4, 10)).toBe(0);
    expect(clampCursor(99, 10)).toBe(9);
  });

  it('the log names what happened in words, each line pointing at its keyframe', () => {
    const lines = logLines(entries, entries.length - 1);
    expect(lines[0].text).toBe('— Round 1 —');
    expect(lines.some((l) => /moves [A-L]\d+ → [A-L]\d+/.test(l.text))).toBe(true);
    expect(lines[lines.length - 1].text).toMatch(/^(VICTORY|DEFEAT): /);
    for (const l of lines) expect(l.entry).toBeGreaterThan(0);
  });
});
