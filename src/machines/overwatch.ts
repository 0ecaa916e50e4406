/**
 * The overwatch interrupt chart (kit 05 §7, RULINGS O1-O4): an alien's move or door opening
 * triggers and the engine lists the eligible watchers (a trigger nobody can answer is no
 * interrupt: the alien goes on); with several, the squad chooses who fires next
 * (O3); a lone watcher's reaction the engine resolves by itself; each reaction re-checks that the
 * alien is still alive and visible; when no watcher is left the interrupt is over and the alien
 * continues with its remaining AP (or the alien phase ends).
 * Under the reactionFire variant (docs/variants.md RF) the soldiers who fire a reaction join the
 * watchers in the same order; a lone one fires in `firingReaction`.
 *
 * Squad events: 'decision.made' {decision: {type: 'react', watcher}}; a person may send
 * 'reaction.order' {watcher}.
 */
import { engineStep, gameSetup, needs, squadDecision } from './setup';

const toResumed = { guard: 'interruptEnded', target: 'resumed' } as const;
const toFiring = { guard: needs('reactionFire'), target: 'firingReaction' } as const;

export const overwatchChart = gameSetup.createStateConfig({
  initial: 'triggered',
  states: {
    /** Eligible watchers: none, one (the engine resolves it) or several (the squad orders them). */
    triggered: {
      always: [
        { guard: needs('reactionOrder'), target: 'choosingOrder' },
        { guard: needs('reaction'), target: 'reacting' },
        toFiring,
        toResumed,
      ],
    },
    choosingOrder: squadDecision('reactionOrder', [{ guard: needs('reaction'), target: 'reacting' }, toFiring, toResumed]),
    reacting: engineStep('reaction', [{ guard: needs('reactionOrder'), target: 'choosingOrder' }, toFiring, toResumed]),
    firingReaction: engineStep('reactionFire', [
      { guard: needs('reactionOrder'), target: 'choosingOrder' }, { guard: needs('reaction'), target: 'reacting' }, toResumed,
    ]),
    resumed: { type: 'final' },
  },
});
