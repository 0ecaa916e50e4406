/**
 * The trail: every engine transition of a game so far, newest first, as an immutable linked list.
 * The charts' `assign`s stay pure (each appends one node, sharing the rest), and appending costs
 * the same on the first transition as on the thousandth (copying a growing array on every
 * transition would make long games quadratic). The runner turns it into keyframes or a record.
 */
import type { Decision, GameEvent, GameState } from '../engine/state/types';

export interface TrailStep {
  /** The state the transition started from. */
  readonly before: GameState;
  /** The state after it. */
  readonly after: GameState;
  /** What happened, in order, every die included (RULINGS D1). */
  readonly events: readonly GameEvent[];
  /** The squad decision applied, or null for an engine step (refresh, alien action, ...). */
  readonly decision: Decision | null;
}

export interface Trail {
  readonly step: TrailStep;
  /** The transitions before this one (null: this is the first). */
  readonly prev: Trail | null;
  /** Transitions so far, this one included. */
  readonly length: number;
}

/** The trail with one more transition. */
export function extend(trail: Trail | null, step: TrailStep): Trail {
  return { step, prev: trail, length: (trail?.length ?? 0) + 1 };
}

/** The transitions in the order they happened. */
export function stepsOf(trail: Trail | null): TrailStep[] {
  const out = new Array<TrailStep>(trail?.length ?? 0);
  for (let t = trail, i = out.length - 1; t; t = t.prev, i--) out[i] = t.step;
  return out;
}
