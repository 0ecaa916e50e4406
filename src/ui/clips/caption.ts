/**
 * What a clip's frame says under the chamber: the step's caption (the combat log's words for its
 * events) and any note pinned at that step (issue 37 §4: captions and annotations drawn in).
 */
import type { LogLine } from '../logText';
import type { Annotation } from '../../replay/study/types';

export interface FrameWords {
  /** "Round 2 · step 41": where in the game the frame stands. */
  readonly where: string;
  /** The step in words, one line per event worth reading (may be empty: a quiet step). */
  readonly lines: readonly string[];
  /** Notes pinned at this step. */
  readonly notes: readonly string[];
}

/** The words of step `step`, from its log lines and the study's annotations. */
export function frameWords(step: number, round: number, lines: readonly LogLine[], annotations: readonly Annotation[]): FrameWords {
  return {
    where: `Round ${round} · step ${step}`,
    lines: lines.map((l) => l.text),
    notes: annotations.filter((a) => a.step === step && a.kind === 'note').map((a) => (a as Extract<Annotation, { kind: 'note' }>).text),
  };
}
