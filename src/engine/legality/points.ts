/**
 * What kind of moment the game is at (kit 05 §1 phases, RULINGS A5 rerolls, O3 reaction order,
 * docs/variants.md AA4 Counteract turns): the one phase dispatch. nextStep, checkDecision and
 * both legal lists read it; none of them reads the phase and the pending choice itself.
 */
import { soldierOf } from '../state/figures';
import { turnOrderOf } from '../flow/turn-order';
import type { GameState, Outcome, PendingReaction, PendingReroll, Phase, SoldierState } from '../state/types';

export type DecisionPoint =
  | { readonly kind: 'over'; readonly outcome: Outcome }
  /** A skill's reroll is on offer (A5): take it or not. */
  | { readonly kind: 'reroll'; readonly pending: PendingReroll }
  /** Overwatch watchers wait for their order (O3); a lone one reacts by himself (nextStep). */
  | { readonly kind: 'reactionOrder'; readonly pending: PendingReaction }
  /** The engine's own progress: the squad's refresh, an alien's action, the round's end. */
  | { readonly kind: 'engine'; readonly phase: Exclude<Phase, 'squad' | 'over'> }
  /** The squad's turn with nobody left to activate (AA4): counteract, or let it go. */
  | { readonly kind: 'counteract' }
  | { readonly kind: 'chooseSoldier' }
  | { readonly kind: 'activation'; readonly soldier: SoldierState; readonly counteracting: boolean };

export function decisionPoint(state: GameState): DecisionPoint {
  // States are immutable (a Tx makes new ones): nextStep, legalOnly and apply's check ask about
  // the same state in turn, so the last answer is kept.
  if (state === lastState) return lastPoint;
  lastPoint = pointOf(state);
  lastState = state;
  return lastPoint;
}
let lastState: GameState | null = null;
let lastPoint: DecisionPoint = { kind: 'chooseSoldier' };

function pointOf(state: GameState): DecisionPoint {
  const pending = state.pending;
  if (state.phase === 'over') return { kind: 'over', outcome: state.outcome ?? 'defeat' };
  if (pending?.kind === 'reroll') return { kind: 'reroll', pending };
  if (pending?.kind === 'reactionOrder') return { kind: 'reactionOrder', pending };
  if (state.phase !== 'squad') return ENGINE[state.phase];
  const order = turnOrderOf(state);
  if (state.activeSoldier) return { kind: 'activation', soldier: soldierOf(state, state.activeSoldier)!, counteracting: order.counteracting(state) };
  return order.counteractTurn(state) ? COUNTERACT : CHOOSE_SOLDIER;
}

// The moments without data of their own, made once (decisionPoint is asked at every decision).
const ENGINE = {
  refresh: { kind: 'engine', phase: 'refresh' }, alien: { kind: 'engine', phase: 'alien' }, end: { kind: 'engine', phase: 'end' },
} as const satisfies Record<string, DecisionPoint>;
const COUNTERACT = { kind: 'counteract' } as const satisfies DecisionPoint;
const CHOOSE_SOLDIER = { kind: 'chooseSoldier' } as const satisfies DecisionPoint;
