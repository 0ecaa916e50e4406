/**
 * The overwatch interrupt chart (issue 3 §1; kit 05 §7, RULINGS O1-O4): an alien's move or door
 * opening triggers -> the engine lists the eligible watchers -> with several, the squad chooses
 * who fires next (O3) -> each reaction resolves (the engine re-checks the alien is alive and
 * visible) -> when none is left, the alien continues with its remaining AP.
 * Zero eligible watchers go straight to `resumed`.
 *
 * Person's events: 'reaction.order' {watcher} or 'decision.made' {decision: {type: 'react', ...}}.
 */
import { gameSetup, engineStep, needs, squadDecision } from './setup';

const nextReaction = [
  { guard: 'halted', target: '#game.halted' },
  { guard: needs('reactionOrder'), target: 'choosingOrder' },
  { guard: needs('reaction'), target: 'reacting' },
  { target: 'resumed' },
] as const;

export const overwatchChart = gameSetup.createStateConfig({
  initial: 'triggered',
  states: {
    /** Eligible watchers: none, one (the engine resolves it) or several (the squad orders them). */
    triggered: { always: [...nextReaction] },
    choosingOrder: squadDecision('reactionResolved', ['reaction.order']),
    reacting: engineStep('reactionResolved'),
    reactionResolved: { always: [...nextReaction] },
    resumed: { type: 'final' },
  },
});
