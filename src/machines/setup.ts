/**
 * The shared XState setup of the game charts (issue 3 §1): context, events, and the guards and
 * actions, each a one-liner over flow.ts (which calls the engine). The round, activation and
 * overwatch charts are built from this setup, so they share one vocabulary.
 */
import { assign, setup } from 'xstate';
import type { GameState, Outcome } from '../engine/types';
import {
  decisionOf, initialContext, isOver, waitsFor, wasTriggered, withControllerDecision, withDecision,
  withAlienActions, withStep, type GameContext, type GameInput, type GameMachineEvent, type Need,
} from './flow';

/** What a finished game actor outputs. */
export interface GameOutput {
  readonly state: GameState;
  /** null when the game halted (a controller failed). */
  readonly outcome: Outcome | null;
  readonly error: string | null;
}

export const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameMachineEvent,
    input: {} as GameInput,
    output: {} as GameOutput,
  },
  guards: {
    hasController: ({ context }) => context.squad !== null,
    autoStep: ({ context }) => context.autoStep,
    halted: ({ context }) => context.halted,
    needs: ({ context }, params: { need: Need }) => waitsFor(context, params.need),
    over: ({ context }, params: { outcome: Outcome }) => isOver(context, params.outcome),
    triggered: ({ context }) => wasTriggered(context),
  },
  actions: {
    decide: assign(({ context }) => withControllerDecision(context)),
    applyDecision: assign(({ context, event }) => withDecision(context, decisionOf(event))),
    step: assign(({ context }) => withStep(context)),
    alienActions: assign(({ context }) => withAlienActions(context)),
  },
});

export { initialContext };

/** A guard "the game waits for `need`". */
export const needs = (need: Need) => ({ type: 'needs', params: { need } }) as const;

/**
 * An engine-step state: runs the step by itself when autoStep is on, else on 'step.next'.
 * `auto` is the action run by itself: 'alienActions' runs consecutive alien actions in one go.
 */
export function engineStep<A extends 'step' | 'alienActions' = 'step'>(target: string, auto: A = 'step' as A) {
  return {
    always: { guard: 'autoStep', actions: auto, target },
    on: { 'step.next': { actions: 'step', target } },
  } as const;
}

/** A squad-decision state: the controller decides at once; without one, a person's event does. */
export function squadDecision(target: string, personEvents: readonly GameMachineEvent['type'][]) {
  const on: Record<string, { actions: 'applyDecision'; target: string }> = {};
  for (const e of ['decision.made', ...personEvents]) on[e] = { actions: 'applyDecision', target };
  return {
    always: { guard: 'hasController', actions: 'decide', target },
    on,
  } as const;
}

/**
 * The catch-all route: from wherever the engine stands (a game may start from any position),
 * to the state that handles it. Listed last in every router so the charts never get stuck.
 */
export const ROUTE = [
  { guard: 'halted', target: '#game.halted' },
  { guard: { type: 'over', params: { outcome: 'victory' } }, target: '#game.victory' },
  { guard: { type: 'over', params: { outcome: 'defeat' } }, target: '#game.defeat' },
  { guard: needs('refresh'), target: '#game.round.refresh' },
  { guard: needs('chooseSoldier'), target: '#game.round.squadPhase.choosingSoldier' },
  { guard: needs('activation'), target: '#game.round.squadPhase.activation.awaitingDecision' },
  { guard: needs('reroll'), target: '#game.round.squadPhase.activation.rerollDecision' },
  { guard: needs('alienAction'), target: '#game.round.alienPhase.alienAction' },
  { guard: needs('reactionOrder'), target: '#game.round.alienPhase.overwatch.choosingOrder' },
  { guard: needs('reaction'), target: '#game.round.alienPhase.overwatch.reacting' },
  { guard: needs('endRound'), target: '#game.round.endOfRound' },
] as const;
