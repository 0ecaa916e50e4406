/**
 * The activation chart (kit 05 §1 step 2, §2; RULINGS A5): a soldier's activation waits for a
 * decision and resolves each one as it comes; an attack may pause at an optional reroll (Close
 * Assault, Controlled Burst, Precision: a decision of its own); the activation is done when the
 * soldier passes, enters overwatch, has nothing left to pay for, or is downed.
 *
 * Squad events: 'decision.made' {decision}; a person may send 'reroll.choose' {take} at a reroll.
 */
import { gameSetup, needs, squadDecision } from './setup';

export const activationChart = gameSetup.createStateConfig({
  initial: 'awaitingDecision',
  states: {
    awaitingDecision: squadDecision('activation', [
      { guard: needs('reroll'), target: 'rerollDecision' },
      { guard: 'activationEnded', target: 'done' },
    ]),
    rerollDecision: squadDecision('reroll', [
      { guard: needs('activation'), target: 'awaitingDecision' },
      { guard: 'activationEnded', target: 'done' },
    ]),
    done: { type: 'final' },
  },
});
