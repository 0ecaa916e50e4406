/**
 * The alien phase (kit 05 §1 step 3, §10, RULINGS L1-L6): aliens activate in ascending contact
 * number with 4 AP each; each action follows the alien decision rule; moves and door openings may
 * trigger overwatch (O1), which pauses the alien until the reactions are resolved.
 */
import { alienDecision } from '../aliens/aliens';
import { startAttack } from '../combat/attack';
import { alienOf } from '../state/figures';
import { reportTrigger } from './overwatch';
import { toPhase } from '../variants/alternation';
import { turnOrderOf } from './turn-order';
import type { FigureId } from '../state/types';
import { nextAlien } from '../mission/contacts';
import { openedDoors } from '../mission/doors';
import type { Tx } from '../state/tx';

/** One alien action: starts the next alien's activation if none is running. */
export function alienAction(tx: Tx): void {
  let id = tx.state.activeAlien;
  if (!id) {
    // The lowest contact number not yet activated (kit 05 §1 step 3), or the mission's order
    // (SC-O1); dormant contacts and those revealed this phase sit out (SC-C1, SC-C2).
    const next = nextAlien(tx.state);
    if (!next) {
      tx.set({ phase: 'end' });
      tx.emit({ type: 'phase.changed', phase: 'end', round: tx.state.round });
      return;
    }
    id = next.id;
    tx.alien(id, { ap: tx.state.ruleset.aliens[next.alienKind].ap });
    tx.set({ activeAlien: id });
    tx.emit({ type: 'activation.started', figure: id });
  }
  const alien = alienOf(tx.state, id)!;
  const card = tx.state.ruleset.aliens[alien.alienKind];
  const costs = tx.state.ruleset.apCosts;
  const decision = alienDecision(tx.state, id);
  tx.emit({ type: 'alien.targeted', alien: id, target: decision.target, reason: decision.reason });
  const action = decision.action;
  switch (action.type) {
    case 'move':
      tx.alien(id, { at: action.to, ap: alien.ap - costs.move });
      tx.emit({ type: 'figure.moved', figure: id, from: alien.at, to: action.to, ap: costs.move });
      reportTrigger(tx, { alien: id, cause: 'move', at: action.to });
      break;
    case 'openDoor':
      tx.alien(id, { ap: alien.ap - costs.door });
      tx.set({ openDoors: openedDoors(tx.state, action.at) }); // the whole assembly (SC-D1)
      tx.emit({ type: 'door.opened', figure: id, at: action.at, ap: costs.door });
      reportTrigger(tx, { alien: id, cause: 'openDoor', at: alien.at });
      break;
    case 'melee':
      tx.alien(id, { ap: alien.ap - costs.melee });
      startAttack(tx, { attacker: id, target: action.target, weapon: card.melee, ap: costs.melee, reaction: false });
      break;
    case 'fire': {
      const ap = tx.state.ruleset.weapons[card.ranged!].ap;
      tx.alien(id, { ap: alien.ap - ap });
      startAttack(tx, { attacker: id, target: action.target, weapon: card.ranged!, ap, reaction: false });
      break;
    }
    case 'pass':
      // No path and no legal attack: the activation ends (L3, L5); its AP is lost.
      tx.alien(id, { ap: 0, activated: true });
      tx.set({ activeAlien: null });
      tx.emit({ type: 'alien.passed', alien: id });
      tx.emit({ type: 'activation.ended', figure: id, reason: 'pass' });
      afterAlienActivation(tx);
      return;
  }
  settleAlien(tx);
}

/** Ends the running alien's activation once it is dead or out of AP and no reaction is pending (L6). */
export function settleAlien(tx: Tx): void {
  const id: FigureId | null = tx.state.activeAlien;
  if (!id || tx.state.pending) return;
  const alien = alienOf(tx.state, id)!;
  if (alien.hp > 0 && alien.ap > 0) return;
  tx.alien(id, { activated: true });
  tx.set({ activeAlien: null });
  tx.emit({ type: 'activation.ended', figure: id, reason: alien.hp > 0 ? 'noAp' : 'killed' });
  afterAlienActivation(tx);
}

/**
 * The game's turn order says what comes after an alien's activation (flow/turn-order.ts): under
 * alternatingActivations the squad's turn (docs/variants.md AA2); in the kit's order nothing, the
 * next alien acts, as alienAction finds.
 */
function afterAlienActivation(tx: Tx): void {
  const next = turnOrderOf(tx.state).afterAlien(tx.state);
  if (next) toPhase(tx, next);
}
