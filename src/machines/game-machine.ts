/**
 * The round chart (issue 3 §1; kit 05 §1): squad refresh -> squad phase (choose a soldier, run
 * its activation, until all have activated or passed) -> alien phase (each alien by contact
 * number, with overwatch interrupts) -> end of round -> next round, or a final victory / defeat
 * (RULINGS R1-R2: checked after every resolved action, so victory can come mid-alien-phase).
 * `halted` is final too: a controller failed (the context's `error` says why).
 *
 * The activation and overwatch charts are nested here (activation.ts, overwatch.ts), so one actor
 * runs the whole game: headless in Node (runGame) or live in the browser (createGameActor).
 */
import { activationChart, afterActivation } from './activation';
import { overwatchChart } from './overwatch';
import { ROUTE, engineStep, gameSetup, initialContext, needs, squadDecision } from './setup';

export const gameMachine = gameSetup.createMachine({
  id: 'game',
  context: ({ input }) => initialContext(input),
  initial: 'routing',
  states: {
    /** Entry: a game may start at any point (a custom position stands at a refresh). */
    routing: { always: [...ROUTE] },
    round: {
      initial: 'refresh',
      states: {
        refresh: engineStep('refreshed'),
        refreshed: { always: [{ guard: needs('chooseSoldier'), target: 'squadPhase' }, ...ROUTE] },
        squadPhase: {
          initial: 'choosingSoldier',
          states: {
            choosingSoldier: squadDecision('soldierChosen', ['soldier.select']),
            soldierChosen: {
              always: [
                { guard: 'halted', target: '#game.halted' },
                { guard: needs('activation'), target: 'activation' },
                { guard: needs('chooseSoldier'), target: 'choosingSoldier' },
                ...ROUTE,
              ],
            },
            activation: { ...activationChart, onDone: 'activationDone' },
            activationDone: { always: [...afterActivation] },
          },
        },
        alienPhase: {
          initial: 'alienAction',
          states: {
            /** Alien actions with nothing in between run as one transition (flow.ts withAlienActions). */
            alienAction: engineStep('actionDone', 'alienActions'),
            actionDone: {
              always: [
                { guard: 'triggered', target: 'overwatch' },
                { guard: needs('alienAction'), target: 'alienAction' },
                { guard: needs('endRound'), target: '#game.round.endOfRound' },
                ...ROUTE,
              ],
            },
            overwatch: { ...overwatchChart, onDone: 'alienContinues' },
            /** After the interrupt: the alien continues with its remaining AP, or the next alien acts. */
            alienContinues: {
              always: [
                { guard: needs('alienAction'), target: 'alienAction' },
                { guard: needs('endRound'), target: '#game.round.endOfRound' },
                ...ROUTE,
              ],
            },
          },
        },
        endOfRound: engineStep('roundEnded'),
        roundEnded: { always: [{ guard: needs('refresh'), target: 'refresh' }, ...ROUTE] },
      },
    },
    victory: { type: 'final' },
    defeat: { type: 'final' },
    halted: { type: 'final' },
  },
  output: ({ context }) => ({
    state: context.state,
    outcome: context.halted ? null : context.state.outcome,
    error: context.error,
  }),
});

export type GameMachine = typeof gameMachine;
