/**
 * Drives the engine flow one transition at a time (kit 05 §1 via engine/game.ts): engine steps run
 * by themselves; squad decisions come from a chooser (an AI policy, a record, or a person).
 * The UI never decides rules: it only asks the engine what comes next.
 */
import { apply, nextStep, step, type NextStep } from '../engine/game';
import type { Decision, GameState } from '../engine/types';
import type { Entry } from './timeline';

/** Supplies the squad's decision when the engine waits for one; null means "not yet" (a person). */
export type Chooser = (state: GameState, need: Extract<NextStep, { kind: 'decision' }>) => Decision | null;

/** One transition from `state`, or null when the game is over or the chooser has no answer yet. */
export function advance(state: GameState, choose: Chooser): Entry | null {
  const next = nextStep(state);
  if (next.kind === 'over') return null;
  if (next.kind === 'step') {
    const t = step(state);
    return { state: t.state, events: t.events, decision: null };
  }
  const decision = choose(state, next);
  if (!decision) return null;
  const t = apply(state, decision);
  return { state: t.state, events: t.events, decision };
}

/** Whether the engine is waiting for the squad side now (Play mode shows controls then). */
export function waitsForSquad(state: GameState): Extract<NextStep, { kind: 'decision' }> | null {
  const next = nextStep(state);
  return next.kind === 'decision' ? next : null;
}
