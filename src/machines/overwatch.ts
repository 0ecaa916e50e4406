/**
 * The overwatch interrupt chart (kit 05 §7, RULINGS O1-O4): an alien's move or door opening
 * triggers and the engine lists the eligible watchers (a trigger nobody can answer is no
 * interrupt: the alien goes on, and this chart is not entered); with several, the squad chooses
 * who fires next (O3); a lone watcher's reaction the engine resolves by itself; each reaction
 * re-checks that the alien is still alive and visible. When no watcher is left the interrupt is
 * over and the alien phase routes on: the alien continues with its remaining AP, or the phase ends.
 * Under the reactionFire variant (docs/variants.md RF) the soldiers who fire a reaction join the
 * watchers in the same order; a lone one fires in `firingReaction` (the same engine step as
 * `reacting`, shown under its own name).
 *
 * The alien phase enters the state the engine waits in (routes.ts); `initial` is only the first
 * state listed.
 *
 * Squad events: 'decision.made' {decision: {type: 'react', watcher}}; a person may send
 * 'reaction.order' {watcher}.
 */
import { engineStep, gameSetup, squadDecision } from './setup';

export const overwatchChart = gameSetup.createStateConfig({
  initial: 'choosingOrder',
  states: {
    choosingOrder: squadDecision('reactionOrder'),
    reacting: engineStep('reaction'),
    firingReaction: engineStep('reactionFire'),
  },
});
