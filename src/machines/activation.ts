/**
 * The activation chart (issue 3 §1; kit 05 §1 step 2, RULINGS A5): awaiting a decision ->
 * resolving it (an attack may pause at an optional reroll: Close Assault, Controlled Burst,
 * Precision) -> back to awaiting, or done (pass, overwatch entry, no AP left, downed, game over).
 *
 * Person's events: 'decision.made' {decision}; at a reroll also 'reroll.choose' {take}.
 */
import { ROUTE, gameSetup, needs, squadDecision } from './setup';

export const activationChart = gameSetup.createStateConfig({
  initial: 'awaitingDecision',
  states: {
    awaitingDecision: squadDecision('resolving', []),
    resolving: {
      always: [
        { guard: 'halted', target: '#game.halted' },
        { guard: needs('reroll'), target: 'rerollDecision' },
        { guard: needs('activation'), target: 'awaitingDecision' },
        { target: 'done' },
      ],
    },
    rerollDecision: squadDecision('resolving', ['reroll.choose']),
    done: { type: 'final' },
  },
});

/** Where the squad phase goes once an activation is done. */
export const afterActivation = [
  { guard: needs('chooseSoldier'), target: 'choosingSoldier' },
  { guard: needs('alienAction'), target: '#game.round.alienPhase' },
  ...ROUTE,
] as const;
