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
import { resumeAttack } from '../combat/attack';
import { checkDecision, decisionPoint, isLegal, legalDecisions, legalOnly } from '../legality';
import { soldierOf } from '../state/figures';
import { resolveReaction } from './overwatch';
import { checkOutcome, endRound, refreshSquad } from './round';
import { revealContacts } from '../mission/contacts';
import { passCounteract, startCounteract } from '../variants/alternation';
import { turnOrderOf } from './turn-order';
import { firesByReactionFire } from '../variants/reaction-fire';
import { Tx } from '../state/tx';
import type { Decision, GameState, Outcome, Transition } from '../state/types';

export { legalDecisions, checkDecision, isLegal, legalOnly };

/**
 * What the game waits for. `counteract` (a squad turn with no soldier left to activate) and
 * `reactionFire` (a lone reaction by reaction fire) come only with their variants (docs/variants.md
 * AA4, RF); `reaction` is a lone overwatch watcher's reaction (O3).
 */
export type NextStep =
  | { readonly kind: 'over'; readonly outcome: Outcome }
  | { readonly kind: 'decision'; readonly need: 'chooseSoldier' | 'counteract' | 'activation' | 'reroll' | 'reactionOrder' }
  | { readonly kind: 'step'; readonly need: 'refresh' | 'alienAction' | 'reaction' | 'reactionFire' | 'endRound' };

/** A decision the rules do not allow now; the message is the engine's reason in plain words. */
export class IllegalDecision extends Error {
  override readonly name = 'IllegalDecision';
}

/** What the game waits for (kit 05 §1 phases; O3 reaction order; A5 rerolls). */
export function nextStep(state: GameState): NextStep {
  const point = decisionPoint(state);
  switch (point.kind) {
    case 'over': return { kind: 'over', outcome: point.outcome };
    case 'reroll': return { kind: 'decision', need: 'reroll' };
    case 'reactionOrder': {
      const { watchers } = point.pending;
      if (watchers.length > 1) return { kind: 'decision', need: 'reactionOrder' };
      return { kind: 'step', need: firesByReactionFire(state, watchers[0]) ? 'reactionFire' : 'reaction' };
    }
    case 'engine': return { kind: 'step', need: ENGINE_STEP[point.phase] };
    case 'counteract': return { kind: 'decision', need: 'counteract' };
    case 'chooseSoldier': return { kind: 'decision', need: 'chooseSoldier' };
    case 'activation': return { kind: 'decision', need: 'activation' };
  }
}

/** The engine's step for each phase it runs itself (kit 05 §1). */
const ENGINE_STEP = { refresh: 'refresh', alien: 'alienAction', end: 'endRound' } as const;

/** Carries out one squad decision. Throws IllegalDecision naming the reason if it is not legal. */
export function apply(state: GameState, decision: Decision): Transition {
  const reason = checkDecision(state, decision);
  if (reason !== null) throw new IllegalDecision(reason);
  const tx = new Tx(state);
  const counteracting = turnOrderOf(state).counteracting(state);
  switch (decision.type) {
    case 'activate':
      startActivation(tx, decision.soldier);
      break;
    case 'counteract':
      startCounteract(tx, decision.soldier);
      break;
    case 'reroll':
      resumeAttack(tx, decision.take);
      break;
    case 'react':
      resolveReaction(tx, decision.watcher);
      settleAlien(tx);
      break;
    case 'pass':
      // A pass with nobody acting lets a Counteract turn go (docs/variants.md AA4).
      if (!state.activeSoldier) passCounteract(tx);
      else applyActivationDecision(tx, soldierOf(state, state.activeSoldier)!, decision);
      break;
    default:
      applyActivationDecision(tx, soldierOf(state, state.activeSoldier!)!, decision);
  }
  afterAction(tx);
  // docs/variants.md AA6: a Counteract ends with its one action (turning is free and goes before it).
  if (counteracting && decision.type !== 'turn' && tx.state.activeSoldier === state.activeSoldier && !tx.state.pending && tx.state.phase === 'squad') {
    endActivation(tx, state.activeSoldier!, 'counteract');
  }
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
    case 'reaction': case 'reactionFire':
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
  // Dormant contacts now in sight are revealed first (kit 05 §1, §8; docs/scenarios.md SC-C1).
  revealContacts(tx);
  if (checkOutcome(tx)) return;
  const name = tx.state.activeSoldier;
  // A Counteract ends with its one action, by its own rule (apply, AA6), not for want of AP.
  if (!name || tx.state.pending || turnOrderOf(tx.state).counteracting(tx.state)) return;
  const s = soldierOf(tx.state, name)!;
  if (s.ap > 0) return;
  const legal = legalOnly(tx.state);
  if (legal.every((d) => d.type === 'turn' || d.type === 'pass')) endActivation(tx, name, 'noAp');
}

export { soldiersToActivate };
