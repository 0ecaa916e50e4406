/**
 * The one cursor's track: a game as a list of keyframes, one per engine transition (the state
 * after every decision or engine step). Seeking is an index into this list, never re-simulation.
 */
import type { Keyframe } from '../../runner';

/** One keyframe of the timeline, as the runner gives it (runner/keyframes.ts). */
export type Entry = Keyframe;

export interface Marks {
  /** Entry index where each round starts (round number -> index). */
  readonly rounds: readonly { readonly round: number; readonly index: number }[];
  /** Entry indices where an activation (soldier or alien) starts. */
  readonly activations: readonly number[];
}

/** Round and activation marks for the timeline bar. */
export function marksOf(entries: readonly Entry[]): Marks {
  const rounds: { round: number; index: number }[] = [];
  const activations: number[] = [];
  entries.forEach((e, i) => {
    for (const ev of e.events) {
      if (ev.type === 'round.started') rounds.push({ round: ev.round, index: i });
      if (ev.type === 'activation.started') activations.push(i);
    }
  });
  if (rounds.length === 0 && entries.length) rounds.push({ round: entries[0].state.round, index: 0 });
  return { rounds, activations };
}

/** The next mark strictly after `cursor` (or the last entry). */
export function nextMark(marks: readonly number[], cursor: number, last: number): number {
  return marks.find((m) => m > cursor) ?? last;
}

/**
 * "Next round" (Ctrl+→): the start of the first round after the one shown at `cursor`, or the last
 * entry. Not merely the next round mark: step 0 is already round 1 (its round.started is step 1),
 * and Ctrl+→ there went to step 1 instead of round 2 (issue 32).
 */
export function nextRoundStart(entries: readonly Entry[], cursor: number): number {
  const { rounds } = marksOf(entries);
  // The round shown: the last one started at or before the cursor; before any, the start's own
  // (not the state's round at the cursor: its keyframe with round.ended already counts the next).
  let round = entries[0]?.state.round ?? 0;
  for (const r of rounds) if (r.index <= cursor) round = r.round;
  return rounds.find((r) => r.index > cursor && r.round > round)?.index ?? entries.length - 1;
}

/** The mark strictly before `cursor` (or 0). */
export function prevMark(marks: readonly number[], cursor: number): number {
  let out = 0;
  for (const m of marks) if (m < cursor) out = m;
  return out;
}

export function clampCursor(cursor: number, length: number): number {
  return Math.max(0, Math.min(length - 1, Math.round(cursor)));
}
