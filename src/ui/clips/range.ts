/**
 * The step range the Export clip dialog offers first: the study's chapter the cursor stands in,
 * else the round it stands in (from its round.started to the step before the next round's), so
 * a presenter's "this chapter" or "this round" is one click.
 */
import type { Chapter } from '../../replay/study/types';
import { marksOf, type Entry } from '../session/timeline';

export interface StepRange {
  readonly from: number;
  readonly to: number;
  /** What the range is, for the dialog: "chapter “Breach”", "round 2". */
  readonly what: string;
}

export function defaultRange(entries: readonly Entry[], cursor: number, chapters: readonly Chapter[]): StepRange {
  const last = Math.max(0, entries.length - 1);
  const chapter = chapters.find((c) => c.from <= cursor && cursor <= c.to);
  if (chapter) return { from: Math.max(0, chapter.from), to: Math.min(last, chapter.to), what: `chapter “${chapter.title}”` };
  const { rounds } = marksOf(entries);
  let at = rounds.findIndex((r, i) => r.index <= cursor && (i + 1 === rounds.length || rounds[i + 1].index > cursor));
  if (at < 0) at = 0;
  const round = rounds[at];
  if (!round) return { from: 0, to: last, what: 'the whole game' };
  const to = at + 1 < rounds.length ? rounds[at + 1].index - 1 : last;
  return { from: round.index, to: Math.max(round.index, to), what: `round ${round.round}` };
}
