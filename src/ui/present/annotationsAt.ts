/**
 * Which annotations the chamber shows at the cursor (issue 37 §2): each from its step until the
 * next activation begins (so a note stays up while the moment it is about plays out, in Replay's
 * stepping and in presentation), never before its step.
 */
import type { Annotation } from '../../replay/study/types';
import { marksOf, type Entry } from '../session/timeline';

/** The step an annotation at `step` is last shown at. */
export function shownUntil(activations: readonly number[], step: number, last: number): number {
  const next = activations.find((a) => a > step);
  return next === undefined ? last : next - 1;
}

export function annotationsAt(annotations: readonly Annotation[], entries: readonly Entry[], cursor: number): Annotation[] {
  if (annotations.length === 0) return [];
  const { activations } = marksOf(entries);
  const last = entries.length - 1;
  return annotations.filter((a) => a.step <= cursor && cursor <= shownUntil(activations, a.step, last));
}
