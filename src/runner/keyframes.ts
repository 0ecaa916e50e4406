/**
 * A game as keyframes, one per engine transition: the state after every decision or engine step
 * (keyframe 0: the start). The page's timeline is a list of these, so seeking is an index, never
 * a re-simulation.
 */
import type { Decision, GameEvent, GameState } from '../engine/state/types';
import type { JournalStep } from '../replay/journal';

export interface Keyframe {
  /** State after this transition (keyframe 0: the starting state). */
  readonly state: GameState;
  /** Events the transition produced (keyframe 0: none). */
  readonly events: readonly GameEvent[];
  /** The squad decision applied, or null for an engine step / the start. */
  readonly decision: Decision | null;
  /** The statecharts' active state after this transition (live games), e.g. "round.alienPhase.alienActing". */
  readonly chart?: string;
}

/** The keyframes of a game: its start, then the state after each transition. */
export function keyframesOf(start: GameState, steps: readonly JournalStep[]): Keyframe[] {
  const out: Keyframe[] = [{ state: start, events: [], decision: null }];
  for (const t of steps) out.push({ state: t.after, events: t.events, decision: t.decision });
  return out;
}

/** Keyframes back into transitions (each from the keyframe before), as a record's journal reads them. */
export function stepsOfKeyframes(keyframes: readonly Keyframe[]): JournalStep[] {
  const out: JournalStep[] = [];
  for (let i = 1; i < keyframes.length; i++) {
    const k = keyframes[i];
    out.push({ before: keyframes[i - 1].state, after: k.state, events: k.events, decision: k.decision });
  }
  return out;
}
