/**
 * Chapters on the timeline (issue 37 §1-2): the presenter's `[` and `]` go to the previous and
 * next chapter, the progress line draws them, and "automatic chapters" makes one per round and
 * one for each of the three biggest win-chance swings (the graph's own, planner/swings.ts). With
 * no study open the rounds are the chapters. Pure: entries and chances in, chapters out.
 */
import type { Chapter } from '../../../replay/study/types';
import { biggestSwings, graphPoints } from '../../planner/swings';
import { marksOf, type Entry } from '../../session/timeline';

/** One chapter per round, from its round.started to the step before the next (the first from step 0). */
export function roundChapters(entries: readonly Entry[]): Chapter[] {
  if (entries.length === 0) return [];
  const { rounds } = marksOf(entries);
  return rounds.map((r, k) => ({
    title: `Round ${r.round}`,
    from: k === 0 ? 0 : r.index,
    to: k + 1 < rounds.length ? rounds[k + 1].index - 1 : entries.length - 1,
  }));
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The three biggest win-chance swings as chapters: the activation the swing happened in. */
export function swingChapters(entries: readonly Entry[], chances: ReadonlyMap<number, number>): Chapter[] {
  return biggestSwings(graphPoints(entries), chances).map((s) => ({
    title: `Swing ${pct(s.fromChance)} → ${pct(s.toChance)}`,
    from: s.from,
    to: s.to,
  }));
}

/** Automatic chapters: the rounds and the biggest swings, by where they start. */
export function automaticChapters(entries: readonly Entry[], chances: ReadonlyMap<number, number>): Chapter[] {
  return [...roundChapters(entries), ...swingChapters(entries, chances)].sort((a, b) => a.from - b.from || b.to - a.to);
}

/** The chapters presentation steps through: the study's, or the rounds with none. */
export function chaptersShown(study: readonly Chapter[], entries: readonly Entry[]): readonly Chapter[] {
  return study.length ? study : roundChapters(entries);
}

/** The chapter the cursor stands in: the latest-starting one that holds it, or null. */
export function chapterAt(chapters: readonly Chapter[], cursor: number): Chapter | null {
  let best: Chapter | null = null;
  for (const c of chapters) if (c.from <= cursor && cursor <= c.to && (!best || c.from >= best.from)) best = c;
  return best;
}

/** `]`: the first chapter start after the cursor, or null when there is none. */
export function nextChapterStart(chapters: readonly Chapter[], cursor: number): number | null {
  let best: number | null = null;
  for (const c of chapters) if (c.from > cursor && (best === null || c.from < best)) best = c.from;
  return best;
}

/** `[`: the last chapter start before the cursor, or null when there is none. */
export function prevChapterStart(chapters: readonly Chapter[], cursor: number): number | null {
  let best: number | null = null;
  for (const c of chapters) if (c.from < cursor && (best === null || c.from > best)) best = c.from;
  return best;
}
