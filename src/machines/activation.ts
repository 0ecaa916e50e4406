/**
 * The activation chart (kit 05 §1 step 2, §2; RULINGS A5): a soldier's activation waits for a
 * decision and resolves each one as it comes; an attack may pause at an optional reroll (Close
 * Assault, Controlled Burst, Precision: a decision of its own). The activation is over when the
 * engine waits for something else (the soldier passed, entered overwatch, has nothing left to pay
 * for, or is downed): the squad phase routes on from there (routes.ts).
 *
 * Squad events: 'decision.made' {decision}; a person may send 'reroll.choose' {take} at a reroll.
 */
import { gameSetup, squadDecision } from './setup';

export const activationChart = gameSetup.createStateConfig({
  initial: 'awaitingDecision',
  states: {
    awaitingDecision: squadDecision('activation'),
    rerollDecision: squadDecision('reroll'),
  },
});
