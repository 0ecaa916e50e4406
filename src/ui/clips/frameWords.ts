/**
 * What a clip's frame says over the chamber (issue 37 §4: captions and annotations drawn in): the
 * step's caption as presentation mode shows it (ui/present/caption: the words and the dice), the
 * chapter and step it stands at, and the study's notes and pinned rulings shown at that step
 * (ui/present/annotationsAt). Pure: the page composes it (compose.ts), the tests read it.
 */
import type { Entry } from '../session/timeline';
import type { Annotation, Chapter } from '../../replay/study/types';
import { captionAt, type CaptionDice } from '../present/caption';
import { annotationsAt } from '../present/annotationsAt';
import { chapterAt } from '../replay/study/chapters';

export interface FrameWords {
  /** "The breach · round 2 · step 41": where in the game the frame stands. */
  readonly where: string;
  /** The step in one line (presentation's caption). */
  readonly words: string;
  readonly dice: readonly CaptionDice[];
  /** Notes and pinned rulings shown at this step, in words. */
  readonly notes: readonly string[];
}

export function frameWords(entries: readonly Entry[], step: number, study: { readonly chapters: readonly Chapter[]; readonly annotations: readonly Annotation[] }): FrameWords {
  const caption = captionAt(entries, step);
  const chapter = chapterAt(study.chapters, step);
  const notes = annotationsAt(study.annotations, entries, step).flatMap((a) =>
    a.kind === 'note' ? [a.text] : a.kind === 'ruling' ? [`${a.from} → ${a.to}: ${a.words}`] : []);
  return {
    where: `${chapter ? `${chapter.title} · ` : ''}round ${entries[step].state.round} · step ${step}`,
    words: caption.words,
    dice: caption.dice,
    notes,
  };
}
