/**
 * Round bookkeeping (kit 05 §1, RULINGS R1-R2): squad refresh, the end of round with its round
 * limit, and the victory / defeat checks made after every fully resolved action.
 */
import { hasConsciousSoldier } from '../state/figures';
import { wakeWaiting } from '../mission/contacts';
import { roundLimitWords, victoryMet, victoryWords } from '../mission/victory';
import { applyPendingUnlocks } from './progression';
import type { Tx } from '../state/tx';

/**
 * Squad refresh: pending unlocks take effect (kit 02), every conscious soldier gets 4 AP, brace,
 * overwatch tokens and reserves are cleared, the spotter mark expires (kit 02 Spotter).
 */
export function refreshSquad(tx: Tx): void {
  const { round, ruleset } = tx.state;
  tx.emit({ type: 'round.started', round });
  applyPendingUnlocks(tx);
  for (const s of tx.state.soldiers) {
    if (s.braced) tx.emit({ type: 'brace.removed', figure: s.id, reason: 'refresh' });
    tx.soldier(s.id, {
      ap: s.hp > 0 ? ruleset.apPerRound.soldier : 0, reservedAp: 0, braced: false, overwatch: null,
      activated: false, revivedThisRound: false, usedThisActivation: [], watchfulUsed: false,
      // The variants' once-a-round tokens (docs/variants.md AA4, RF1), only where a game has them.
      ...(s.counteract ? { counteract: undefined } : {}), ...(s.reactionFired ? { reactionFired: undefined } : {}),
    });
  }
  for (const a of tx.state.aliens) tx.alien(a.id, { activated: false, ap: 0 });
  tx.set({ spotterMark: null, phase: 'squad', activeSoldier: null, activeAlien: null, breachAdvanceReady: false });
  tx.emit({ type: 'squad.refreshed', round });
  tx.emit({ type: 'phase.changed', phase: 'squad', round });
}

/** End of round: no mission events in the test scenarios; the round-6 limit (RULINGS R2). */
export function endRound(tx: Tx): void {
  const { round, ruleset } = tx.state;
  tx.emit({ type: 'round.ended', round });
  for (const a of tx.state.aliens) tx.alien(a.id, { ap: 0 }); // temporary alien AP is removed
  if (round >= ruleset.roundLimit && !victoryMet(tx.state)) {
    finish(tx, 'defeat', roundLimitWords(tx.state));
    return;
  }
  // Kit 05 §1 step 4: "Newly awakened contacts wait until the following alien phase" (SC-C2).
  wakeWaiting(tx);
  tx.set({ round: round + 1, phase: 'refresh' });
  tx.emit({ type: 'phase.changed', phase: 'refresh', round: round + 1 });
}

/**
 * Immediate victory (all aliens dead, a soldier conscious) or defeat (all soldiers down at once),
 * checked after every fully resolved action incl. its reactions (RULINGS R1). True if over.
 */
export function checkOutcome(tx: Tx): boolean {
  if (tx.state.phase === 'over') return true;
  if (tx.state.pending) return false;
  if (!hasConsciousSoldier(tx.state)) {
    finish(tx, 'defeat', 'all soldiers are down');
    return true;
  }
  if (victoryMet(tx.state)) {
    finish(tx, 'victory', victoryWords(tx.state));
    return true;
  }
  return false;
}

function finish(tx: Tx, outcome: 'victory' | 'defeat', reason: string): void {
  tx.set({ phase: 'over', outcome, activeSoldier: null, activeAlien: null, pending: null });
  tx.emit({ type: 'game.over', outcome, reason, round: tx.state.round });
}
