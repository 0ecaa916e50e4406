/**
 * The engine's one transition and its queries (STYLE: queries plus one transition).
 *
 * - `nextStep(state)`: what the game waits for now.
 * - `apply(state, decision)`: a squad-side decision (throws IllegalDecision with the reason).
 * - `step(state)`: engine-driven progress: squad refresh, one alien action, one overwatch
 *   reaction when only one watcher is eligible, end of round.
 * - `legalDecisions(state)`: what the squad may decide now, and why the rest is illegal.
 */
import { applyActivationDecision, endActivation, soldiersToActivate, startActivation } from './activation';
import { alienAction, settleAlien } from './alien-phase';
import { resumeAttack } from './attack';
import { checkDecision, legalDecisions, legalOnly } from './legality';
import { soldierOf } from './figures';
import { resolveReaction } from './overwatch';
import { checkOutcome, endRound, refreshSquad } from './round';
import { Tx } from './tx';
import type { Decision, GameState, Outcome, Transition } from './types';

export { legalDecisions, checkDecision, legalOnly };

export type NextStep =
  | { readonly kind: 'over'; readonly outcome: Outcome }
  | { readonly kind: 'decision'; readonly need: 'chooseSoldier' | 'activation' | 'reroll' | 'reactionOrder' }
  | { readonly kind: 'step'; readonly need: 'refresh' | 'alienAction' | 'reaction' | 'endRound' };

/** A decision the rules do not allow now; the message is the engine's reason in plain words. */
export class IllegalDecision extends Error {
  override readonly name = 'IllegalDecision';
}

/** What the game waits for (kit 05 §1 phases; O3 reaction order; A5 rerolls). */
export function nextStep(state: GameState): NextStep {
  if (state.phase === 'over') return { kind: 'over', outcome: state.outcome ?? 'defeat' };
  const pending = state.pending;
  if (pending?.kind === 'reroll') return { kind: 'decision', need: 'reroll' };
  if (pending?.kind === 'reactionOrder') {
    return pending.watchers.length > 1 ? { kind: 'decision', need: 'reactionOrder' } : { kind: 'step', need: 'reaction' };
  }
  switch (state.phase) {
    case 'refresh': return { kind: 'step', need: 'refresh' };
    case 'squad': return { kind: 'decision', need: state.activeSoldier ? 'activation' : 'chooseSoldier' };
    case 'alien': return { kind: 'step', need: 'alienAction' };
    case 'end': return { kind: 'step', need: 'endRound' };
  }
}

/** Carries out one squad decision. Throws IllegalDecision naming the reason if it is not legal. */
export function apply(state: GameState, decision: Decision): Transition {
  const reason = checkDecision(state, decision);
  if (reason !== null) throw new IllegalDecision(reason);
  const tx = new Tx(state);
  switch (decision.type) {
    case 'activate':
      startActivation(tx, decision.soldier);
      break;
    case 'reroll':
      resumeAttack(tx, decision.take);
      break;
    case 'react':
      resolveReaction(tx, decision.watcher);
      settleAlien(tx);
      break;
    default:
      applyActivationDecision(tx, soldierOf(state, state.activeSoldier!)!, decision);
  }
  afterAction(tx);
  return tx.done();
}

/** Engine-driven progress; throws if the game is waiting for a squad decision. */
export function step(state: GameState): Transition {
  const next = nextStep(state);
  if (next.kind !== 'step') throw new Error(`step: the game waits for ${next.kind === 'over' ? 'nothing (it is over)' : `a squad decision (${next.need})`}`);
  const tx = new Tx(state);
  switch (next.need) {
    case 'refresh': refreshSquad(tx); break;
    case 'alienAction': alienAction(tx); break;
    case 'reaction':
      if (state.pending?.kind === 'reactionOrder') resolveReaction(tx, state.pending.watchers[0]);
      settleAlien(tx);
      break;
    case 'endRound': endRound(tx); break;
  }
  afterAction(tx);
  return tx.done();
}

/**
 * After a fully resolved action: victory/defeat (RULINGS R1); then an activation with no AP and
 * nothing free left to do ends by itself.
 */
function afterAction(tx: Tx): void {
  if (checkOutcome(tx)) return;
  const name = tx.state.activeSoldier;
  if (!name || tx.state.pending) return;
  const s = soldierOf(tx.state, name)!;
  if (s.ap > 0) return;
  const legal = legalOnly(tx.state);
  if (legal.every((d) => d.type === 'turn' || d.type === 'pass')) endActivation(tx, name, 'noAp');
}

export { soldiersToActivate };
