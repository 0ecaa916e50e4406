/**
 * Which plan the why-panel and the ghost show at the cursor (issue 19 §2): Play's hint for the
 * moment on screen; else the latest plan the planner made at or before the cursor, "in progress"
 * from the moment it was made (before the figure moves) until its last decision is taken, as
 * long as the keyframes in between are its decisions in order.
 */
import type { Decision, GameState } from '../../engine/state/types';
import type { Entry } from '../session/timeline';
import type { Hint } from './planStore';
import type { PlanView } from './protocol';

export interface PlanAt {
  /** The keyframe the plan was made at. */
  readonly index: number;
  readonly view: PlanView;
  /** The plan is still being carried out at the cursor (or not yet begun): its ghost shows. */
  readonly inProgress: boolean;
  readonly hint: boolean;
}

/** How far back a plan is looked for (an activation is a few keyframes; a round a few dozen). */
export const LOOKBACK = 80;

const same = (a: Decision | null | undefined, b: Decision | undefined) => !!a && !!b && JSON.stringify(a) === JSON.stringify(b);

export function planAt(entries: readonly Entry[], cursor: number, plans: ReadonlyMap<GameState, PlanView>, hint: Hint | null): PlanAt | null {
  const here = entries[cursor];
  if (!here) return null;
  if (hint?.view && hint.state === here.state) return { index: cursor, view: hint.view, inProgress: true, hint: true };
  for (let i = cursor; i >= 0 && i >= cursor - LOOKBACK; i--) {
    const view = plans.get(entries[i].state);
    if (!view) continue;
    const decisions = view.chosen.decisions;
    let inProgress = cursor - i < decisions.length;
    for (let k = 1; inProgress && k <= cursor - i; k++) inProgress = same(entries[i + k].decision, decisions[k - 1]);
    return { index: i, view, inProgress, hint: false };
  }
  return null;
}
