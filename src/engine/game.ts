/**
 * The engine's one transition and its queries (STYLE: queries plus one transition).
 *
 * - `nextStep(state)`: what the game waits for now.
 * - `apply(state, decision)`: a squad-side decision (throws IllegalDecision with the reason).
 * - `step(state)`: engine-driven progress: squad refresh, one alien action, one overwatch
 *   reaction when only one watcher is eligible, end of round.
 * - `legalDecisions(state)`: what the squad may decide now, and why the rest is illegal.
 */
import type { Decision, GameState, IllegalOption, Outcome, Transition } from './types';

export type NextStep =
  | { readonly kind: 'over'; readonly outcome: Outcome }
  | { readonly kind: 'decision'; readonly need: 'chooseSoldier' | 'activation' | 'reroll' | 'reactionOrder' }
  | { readonly kind: 'step'; readonly need: 'refresh' | 'alienAction' | 'reaction' | 'endRound' };

export class IllegalDecision extends Error {}

export function nextStep(_state: GameState): NextStep {
  throw new Error('engine flow not built yet');
}

export function apply(_state: GameState, _decision: Decision): Transition {
  throw new Error('engine flow not built yet');
}

export function step(_state: GameState): Transition {
  throw new Error('engine flow not built yet');
}

export function legalDecisions(_state: GameState): { legal: Decision[]; illegal: IllegalOption[] } {
  throw new Error('engine flow not built yet');
}
