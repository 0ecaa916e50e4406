/**
 * The round chart (kit 05 §1): 1) squad refresh, 2) squad activations (choose a soldier who has
 * not activated, run its activation, until all have activated or passed), 3) alien activations
 * (each by contact number, with overwatch interrupts), 4) end of round, then the next round.
 * Under the alternatingActivations variant (docs/variants.md AA) the squad phase and the alien
 * phase take turns, one activation each, with the squad's Counteract turns while only aliens remain.
 * Victory and defeat are checked after every fully resolved action (RULINGS R1-R2), so the round
 * is left for a final `victory` or `defeat` from wherever it stands. `halted` is final too: the
 * squad's controller gave up (the context's `error` says why).
 *
 * A game may start anywhere (a custom position stands at a refresh; "Play on from here" at any
 * moment): it enters through `routing`, the one state that looks where the engine stands.
 *
 * The activation, alien-phase and overwatch charts are nested here, so one actor runs the whole
 * game: headless in Node or live in the browser, through the runner (src/runner).
 */
import { activationChart } from './activation';
import { alienPhaseChart } from './alien-phase';
import { engineStep, gameSetup, initialContext, needs, squadDecision } from './setup';

const over = (outcome: 'victory' | 'defeat') => ({ type: 'over', params: { outcome } }) as const;

export const gameMachine = gameSetup.createMachine({
  id: 'game',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'squad', src: 'squad', input: ({ context }) => context.squad },
  on: { 'squad.failed': { target: '.halted', actions: 'noteFailure' } },
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: over('victory'), target: 'victory' },
        { guard: over('defeat'), target: 'defeat' },
        { guard: needs('refresh'), target: 'round.squadRefresh' },
        { guard: needs('chooseSoldier'), target: 'round.squadPhase.choosingSoldier' },
        { guard: needs('activation'), target: 'round.squadPhase.activation.awaitingDecision' },
        { guard: needs('reroll'), target: 'round.squadPhase.activation.rerollDecision' },
        { guard: needs('alienAction'), target: 'round.alienPhase.alienActing' },
        { guard: needs('reactionOrder'), target: 'round.alienPhase.overwatch.choosingOrder' },
        { guard: needs('reaction'), target: 'round.alienPhase.overwatch.reacting' },
        { guard: needs('reactionFire'), target: 'round.alienPhase.overwatch.firingReaction' },
        { guard: needs('counteract'), target: 'round.squadPhase.counteracting' },
        { guard: needs('endRound'), target: 'round.endOfRound' },
      ],
    },
    round: {
      always: [
        { guard: over('victory'), target: 'victory' },
        { guard: over('defeat'), target: 'defeat' },
      ],
      initial: 'squadRefresh',
      states: {
        squadRefresh: engineStep('refresh', [
          { guard: needs('chooseSoldier'), target: 'squadPhase' },
          { guard: needs('alienAction'), target: 'alienPhase' },
        ]),
        squadPhase: {
          initial: 'choosingSoldier',
          states: {
            choosingSoldier: squadDecision('chooseSoldier', [{ guard: needs('activation'), target: 'activation' }]),
            /** alternatingActivations (docs/variants.md AA4): nobody left to activate; a Counteract or a pass. */
            counteracting: squadDecision('counteract', [
              { guard: needs('activation'), target: 'activation' },
              { guard: needs('alienAction'), target: '#game.round.alienPhase' },
              { guard: needs('endRound'), target: '#game.round.endOfRound' },
            ]),
            activation: activationChart,
          },
        },
        alienPhase: alienPhaseChart,
        endOfRound: engineStep('endRound', [{ guard: needs('refresh'), target: 'squadRefresh' }]),
      },
    },
    victory: { type: 'final' },
    defeat: { type: 'final' },
    halted: { type: 'final' },
  },
  output: ({ context }) => ({
    state: context.game.state,
    outcome: context.game.state.outcome,
    error: context.game.error,
    trail: context.game.trail,
  }),
});

export type GameMachine = typeof gameMachine;
