/**
 * The activation chart (kit 05 §1 step 2, §2; RULINGS A5): a soldier's activation waits for a
 * decision and resolves each one as it comes; an attack may pause at an optional reroll (Close
 * Assault, Controlled Burst, Precision: a decision of its own); the activation is over when the
 * soldier passes, enters overwatch, has nothing left to pay for, or is downed: then the squad
 * phase goes on, or the alien phase starts (kit 05 §1); under alternatingActivations the round
 * may end after a soldier's activation (docs/variants.md AA2).
 *
 * Squad events: 'decision.made' {decision}; a person may send 'reroll.choose' {take} at a reroll.
 */
import { gameSetup, needs, squadDecision } from './setup';

/** Where the squad's turn goes once an activation is over. */
const activationOver = [
  { guard: needs('chooseSoldier'), target: '#game.round.squadPhase.choosingSoldier' },
  { guard: needs('alienAction'), target: '#game.round.alienPhase' },
  { guard: needs('endRound'), target: '#game.round.endOfRound' },
] as const;

export const activationChart = gameSetup.createStateConfig({
  initial: 'awaitingDecision',
  states: {
    awaitingDecision: squadDecision('activation', [{ guard: needs('reroll'), target: 'rerollDecision' }, ...activationOver]),
    rerollDecision: squadDecision('reroll', [{ guard: needs('activation'), target: 'awaitingDecision' }, ...activationOver]),
  },
});
