/**
 * The shared XState setup of the game charts: context, events, the squad controller actor, and the
 * guards and actions, each a one-liner over flow.ts (which calls the engine). The round,
 * activation, alien-phase and overwatch charts are built from this setup, so they share one
 * vocabulary.
 *
 * The squad side is an actor the game invokes as `squad`: on entering a state that waits for a
 * squad decision the game sends it 'decision.requested', and the decision comes back as a
 * 'decision.made' event (kit 05 §1: "players choose"). Which actor that is — a policy, a record
 * being replayed, a planner thinking in a Web Worker, or nobody because a person sends the events
 * through the UI — is the runner's choice (the game's input `squad`, a SquadController); the
 * charts never call a controller themselves.
 */
import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { GameState, Outcome } from '../engine/state/types';
import {
  decided, decisionOf, initialContext, isInterrupted, isOver, squadNeed, waitsFor, withAlienActions,
  withError, withStep, type GameContext, type GameInput, type GameMachineEvent, type Need, type SquadController, type SquadEvent,
  type SquadNeed,
} from './flow';
import type { Trail } from './trail';

/** What a finished game actor outputs. */
export interface GameOutput {
  readonly state: GameState;
  /** null when the game halted (the squad's controller failed). */
  readonly outcome: Outcome | null;
  readonly error: string | null;
  readonly trail: Trail | null;
}

/**
 * The `squad` actor: hands each request to the controller plugged in (flow.ts SquadController) and
 * sends its answers back to the game. With none (a person plays) it does nothing: the UI reads
 * what the game waits for off the snapshot and sends the person's decisions itself.
 */
export const squadActor = fromCallback<SquadEvent, SquadController | null>(({ input, receive, sendBack }) => {
  if (!input) return undefined;
  receive((event) => input.receive(event, sendBack));
  return () => input.stop?.();
});

/** The engine steps a state may run by itself: one step, or consecutive alien actions as one (flow.ts). */
const ENGINE_STEPS = { step: withStep, alienActions: withAlienActions } as const;
type EngineStep = keyof typeof ENGINE_STEPS;

export const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameMachineEvent,
    input: {} as GameInput,
    output: {} as GameOutput,
  },
  actors: { squad: squadActor },
  guards: {
    needs: ({ context }, params: { need: Need }) => waitsFor(context.game, params.need),
    /** An engine step of this kind is due and runs by itself (autoStep on). */
    autoStep: ({ context }, params: { need: Need }) => context.autoStep && waitsFor(context.game, params.need),
    over: ({ context }, params: { outcome: Outcome }) => isOver(context.game, params.outcome),
    /**
     * The decision event leads where the game waits for `need` (a legal decision applied: the
     * engine's answer, flow.ts `decided`). A refused one leads nowhere: the game still waits for
     * the decision it refused.
     */
    leadsTo: ({ context, event }, params: { need: Need }) => waitsFor(decided(context.game, event), params.need),
    /** An alien's move or door opening has soldiers to react (kit 05 §7, O1-O3). */
    interrupted: ({ context }) => isInterrupted(context.game),
    /**
     * The interrupt is over: the alien continues, or the alien phase ends (kit 05 §7); under
     * alternatingActivations the squad's turn may come next (docs/variants.md AA2).
     */
    interruptEnded: ({ context }) => ['alienAction', 'endRound', 'chooseSoldier', 'counteract'].some((n) => waitsFor(context.game, n as Need)),
  },
  actions: {
    applyDecision: assign(({ context, event }) => ({ game: decided(context.game, event) })),
    step: assign(({ context }) => ({ game: ENGINE_STEPS.step(context.game) })),
    alienActions: assign(({ context }) => ({ game: ENGINE_STEPS.alienActions(context.game) })),
    noteFailure: assign(({ context, event }) => ({ game: withError(context.game, event.type === 'squad.failed' ? event.error : 'the squad controller failed') })),
    /** An engine step due on entering its state, when steps run by themselves (engineStep). */
    stepOnEntry: enqueueActions(({ context, enqueue }, params: { need: Need; action: EngineStep }) => {
      if (context.autoStep && waitsFor(context.game, params.need)) enqueue.assign({ game: ENGINE_STEPS[params.action](context.game) });
    }),
    /** Asks the squad's controller for the decision the game waits for. */
    requestDecision: enqueueActions(({ context, enqueue }) => {
      const need = squadNeed(context.game);
      // With no controller plugged in (a person, or the runner's headless loop) nobody is asked.
      if (need && context.squad) enqueue.sendTo('squad', { type: 'decision.requested', state: context.game.state, need } satisfies SquadEvent);
    }),
    /**
     * After a decision in a state that may wait again: a refused one is sent back with the engine's
     * reason; otherwise, while the game still waits for the same kind of decision, the next one is
     * asked for (states left for another are asked on entry).
     */
    answerSquad: enqueueActions(({ context, event, enqueue }, params: { need: Need }) => {
      const decision = decisionOf(event);
      const { game } = context;
      if (!context.squad) return;
      if (game.error && decision) enqueue.sendTo('squad', { type: 'decision.refused', decision, reason: game.error } satisfies SquadEvent);
      else if (waitsFor(game, params.need)) enqueue.sendTo('squad', { type: 'decision.requested', state: game.state, need: squadNeed(game)! } satisfies SquadEvent);
    }),
  },
});

export { initialContext };

/** A guard "the game waits for `need`". */
export const needs = (need: Need) => ({ type: 'needs', params: { need } }) as const;

/** A person's shorthand for the decision a state waits for (the UI may send it instead of 'decision.made'). */
const ALIASES = {
  chooseSoldier: 'soldier.select', counteract: null, activation: null, reroll: 'reroll.choose', reactionOrder: 'reaction.order',
} as const satisfies Record<SquadNeed, GameMachineEvent['type'] | null>;

/** A successor of a state: where it goes when its guard holds. */
interface Successor { readonly guard: unknown; readonly target: string }

/** `needs(x)`'s guard, recognised among a state's successors. */
function neededBy(guard: unknown): Need | null {
  const g = guard as { type?: unknown; params?: { need?: Need } };
  return g?.type === 'needs' && g.params?.need ? g.params.need : null;
}

/**
 * A state that waits for a squad decision of kind `need`: it asks the squad's controller on entry,
 * applies each decision that arrives, and asks again while the same need stands. `then` are its
 * real successors, each "the game needs x" (or another guard). A decision goes straight to the
 * successor it leads to (`leadsTo`: choosing a soldier starts his activation, the last AP spent
 * ends it), in the decision's own transition rather than an eventless one after it (174 rather
 * than 203 chart microsteps a Scenario A game; whole games did not get measurably faster, but the
 * chart says where a decision goes, and the engine checks a choice once). A refused one stays.
 * The same successors stay as eventless transitions, for a state entered when the game already
 * needs something else and for the successors whose guard is not a `needs`.
 */
export function squadDecision<T extends readonly Successor[]>(need: SquadNeed, then: T) {
  const resolve = { actions: ['applyDecision', { type: 'answerSquad', params: { need } }] } as const;
  const direct = then.flatMap((t) => {
    const leads = neededBy(t.guard);
    return leads ? [{ guard: { type: 'leadsTo', params: { need: leads } }, target: t.target, actions: 'applyDecision' } as const] : [];
  });
  const handle = [...direct, resolve] as const;
  const alias = ALIASES[need];
  const on = alias ? { 'decision.made': handle, [alias]: handle } : { 'decision.made': handle };
  return { entry: 'requestDecision', on, always: then } as const;
}

/**
 * A state where the engine moves the game on by itself (kit 05 §1 refresh, alien actions, end of
 * round; O3 a single watcher's reaction): with autoStep on the step runs at once, otherwise on
 * 'step.next' (the page paces the steps it animates). `then` are the state's real successors,
 * checked before the step runs again. `action` 'alienActions' runs consecutive alien actions as one.
 */
export function engineStep<T extends readonly unknown[]>(need: Need, then: T, action: EngineStep = 'step') {
  return {
    // The step runs on entry, in the transition that enters the state, rather than in an eventless
    // transition after it: a transition less for every engine step of a game (the charts' cost
    // is per transition, issue 18 §1). The eventless one stays for a step due again.
    entry: { type: 'stepOnEntry', params: { need, action } },
    always: [...then, { guard: { type: 'autoStep', params: { need } }, actions: action }] as const,
    on: { 'step.next': { guard: needs(need), actions: 'step' } },
  } as const;
}
