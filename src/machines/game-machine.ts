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
 * The engine decides what comes next; the charts show it (docs/architecture.md). Every move
 * between states is read off one table (routes.ts): each chart routes among its own states, and
 * when the engine waits for something outside a nested chart its parent routes on. A game may
 * start anywhere (a custom position stands at a refresh; "Play on from here" at any moment): it
 * enters through `routing`, which reads the whole table.
 *
 * The activation, alien-phase and overwatch charts are nested here, so one actor runs the whole
 * game: headless in Node or live in the browser, through the runner (src/runner).
 */
import { activationChart } from './activation';
import { alienPhaseChart } from './alien-phase';
import { routesFrom, waitsFor } from './routes';
import { engineStep, gameSetup, initialContext, nestedChart, squadDecision } from './setup';

const over = (outcome: 'victory' | 'defeat') => ({ type: 'over', params: { outcome } }) as const;
const endsIn = (outcome: 'victory' | 'defeat') => ({ type: 'endsIn', params: { outcome } }) as const;

export const gameMachine = gameSetup.createMachine({
  id: 'game',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'squad', src: 'squad', input: ({ context }) => context.squad },
  on: { 'squad.failed': { target: '.halted', actions: 'noteFailure' } },
  initial: 'routing',
  states: {
    /** The way in: wherever the engine stands, by the whole table (routes.ts). */
    routing: {
      always: [{ guard: over('victory'), target: 'victory' }, { guard: over('defeat'), target: 'defeat' }, ...routesFrom('routing', waitsFor)],
    },
    round: {
      always: [{ guard: over('victory'), target: 'victory' }, { guard: over('defeat'), target: 'defeat' }],
      on: {
        'decision.made': [
          { guard: endsIn('victory'), target: 'victory', actions: 'applyDecision' },
          { guard: endsIn('defeat'), target: 'defeat', actions: 'applyDecision' },
        ],
      },
      initial: 'squadRefresh',
      states: {
        squadRefresh: engineStep('refresh'),
        squadPhase: nestedChart('round.squadPhase', {
          initial: 'choosingSoldier',
          states: {
            choosingSoldier: squadDecision('chooseSoldier'),
            /** alternatingActivations (docs/variants.md AA4): nobody left to activate; a Counteract or a pass. */
            counteracting: squadDecision('counteract'),
            activation: nestedChart('round.squadPhase.activation', activationChart),
          },
        }),
        alienPhase: nestedChart('round.alienPhase', alienPhaseChart),
        endOfRound: engineStep('endRound'),
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
