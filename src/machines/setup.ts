/**
 * The shared XState setup of the game charts: context, events, the squad port, and the guards and
 * actions, each a one-liner over flow.ts (which calls the engine) or over an event's data. The
 * round, activation, alien-phase and overwatch charts are built from this setup, so they share
 * one vocabulary; where each goes next is read off one table (routes.ts).
 *
 * The squad side is an actor the game invokes as `squad`, its port: on entering a state that
 * waits for a squad decision the game asks it, it asks the controller plugged in ('decision.requested'),
 * and passes the decision back as 'decision.made' (kit 05 §1: "players choose"). Which controller
 * that is — a policy answering at once, a record being replayed, a planner thinking in a Web Worker,
 * a person deciding through the page — is the runner's choice (the game's input `squad`); the
 * charts never call a controller themselves.
 */
import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { Decision, GameState, Outcome } from '../engine/state/types';
import {
  decisionOf, initialContext, isOver, resolve, resolvedFor, squadNeed, waitsFor, waitsForOneOf, withAlienActions,
  withError, withStep, type GameContext, type GameInput, type GameMachineEvent, type GameProgress, type Need,
  type SquadController, type SquadNeed,
} from './flow';
import { CHART_STATE, leadsTo, routesFrom, waitsFor as waitsForGuard } from './routes';
import type { Trail } from './trail';

/** What a finished game actor outputs. */
export interface GameOutput {
  readonly state: GameState;
  /** null when the game halted (the squad's controller failed). */
  readonly outcome: Outcome | null;
  readonly error: string | null;
  readonly trail: Trail | null;
}

/** What the game sends its squad port: a request or a refusal, each with the game it stands at. */
export type PortEvent =
  | { readonly type: 'port.request'; readonly game: GameProgress; readonly need: SquadNeed }
  | { readonly type: 'port.refused'; readonly game: GameProgress; readonly decision: Decision; readonly reason: string };

/**
 * The squad port: hands each request or refusal to the controller plugged in (flow.ts
 * SquadController), and passes its answers back to the game, each decision resolved by the engine
 * for the game it was asked in (flow.ts `resolve`): the chart's transition for it is then chosen by
 * the engine's answer, in the decision's own microstep. With no controller (a chart test sending
 * its events itself) it does nothing.
 */
export const squadActor = fromCallback<PortEvent, SquadController | null>(({ input, receive, sendBack }) => {
  if (!input) return undefined;
  let asked: GameProgress | null = null;
  const send = (event: GameMachineEvent) => {
    const decision = decisionOf(event);
    sendBack(decision && asked ? { type: 'decision.made', decision, resolved: resolve(asked, decision) } : event);
  };
  receive((event) => {
    // A refused decision leaves the game where it was (with the reason): the next answer is for it.
    asked = event.game;
    input.receive(event.type === 'port.request'
      ? { type: 'decision.requested', state: event.game.state, need: event.need }
      : { type: 'decision.refused', decision: event.decision, reason: event.reason }, send);
  });
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
    /** The engine waits for one of these needs (routes.ts: the table says where each is shown). */
    waitsFor: ({ context }, params: { needs: readonly Need[] }) => waitsForOneOf(context.game, params.needs),
    /** The decision, as the engine answered it for this very game, leads to one of these needs. */
    leadsTo: ({ context, event }, params: { needs: readonly Need[] }) => {
      const to = resolvedFor(context.game, event)?.to;
      return !!to && waitsForOneOf(to, params.needs);
    },
    /** The decision ends the game (RULINGS R1-R2). */
    endsIn: ({ context, event }, params: { outcome: Outcome }) => {
      const to = resolvedFor(context.game, event)?.to;
      return !!to && isOver(to, params.outcome);
    },
    /** The game still waits for the same kind of decision after it (or it was refused, or the engine failed). */
    stays: ({ context, event }, params: { need: Need }) => {
      const resolved = resolvedFor(context.game, event);
      return !!resolved && (!resolved.to || waitsFor(resolved.to, params.need));
    },
    /** A decision that did not come through the port for this game (sent straight to the actor). */
    unresolved: ({ context, event }) => !resolvedFor(context.game, event),
    /** An engine step of this kind is due and runs by itself (autoStep on). */
    autoStep: ({ context }, params: { need: Need }) => context.autoStep && waitsFor(context.game, params.need),
    over: ({ context }, params: { outcome: Outcome }) => isOver(context.game, params.outcome),
  },
  actions: {
    /** The game after the decision, as resolved (an engine failure is thrown here, in the chart). */
    applyDecision: assign(({ context, event }) => {
      const resolved = resolvedFor(context.game, event);
      if (!resolved) return {};
      if (!resolved.to) throw resolved.failure;
      return { game: resolved.to };
    }),
    /** A decision sent straight to the actor is resolved here and taken like any other (one microstep more). */
    resolveDecision: enqueueActions(({ context, event, enqueue }) => {
      const decision = decisionOf(event);
      if (decision) enqueue.raise({ type: 'decision.made', decision, resolved: resolve(context.game, decision) });
    }),
    step: assign(({ context }) => ({ game: ENGINE_STEPS.step(context.game) })),
    alienActions: assign(({ context }) => ({ game: ENGINE_STEPS.alienActions(context.game) })),
    noteFailure: assign(({ context, event }) => ({ game: withError(context.game, event.type === 'squad.failed' ? event.error : 'the squad controller failed') })),
    /** An engine step due on entering its state, when steps run by themselves (engineStep). */
    stepOnEntry: assign(({ context }, params: { need: Need; action: EngineStep }) =>
      (context.autoStep && waitsFor(context.game, params.need) ? { game: ENGINE_STEPS[params.action](context.game) } : {})),
    /**
     * Asks the squad's port for the decision the game waits for (a port with no controller plugged
     * in, when a chart test sends the events itself, asks nobody).
     */
    requestDecision: sendTo('squad', ({ context }) => ({ type: 'port.request', game: context.game, need: squadNeed(context.game)! }) satisfies PortEvent),
    /**
     * After a decision in a state that waits again: a refused one is sent back with the engine's
     * reason; otherwise the next one is asked for (states entered for another are asked on entry).
     */
    answerSquad: sendTo('squad', ({ context, event }) => {
      const decision = decisionOf(event);
      const { game } = context;
      return (game.error && decision
        ? { type: 'port.refused', game, decision, reason: game.error }
        : { type: 'port.request', game, need: squadNeed(game)! }) satisfies PortEvent;
    }),
  },
});

export { initialContext };

/** A person's shorthand for the decision a state waits for (the UI may send it instead of 'decision.made'). */
const ALIASES = {
  chooseSoldier: 'soldier.select', counteract: null, activation: null, reroll: 'reroll.choose', reactionOrder: 'reaction.order',
} as const satisfies Record<SquadNeed, GameMachineEvent['type'] | null>;

/** The needs the squad decides; the others are engine steps. */
const SQUAD_NEEDS = Object.keys(ALIASES) as readonly SquadNeed[];

const applied = <R extends { guard: unknown; target: string }>(routes: readonly R[]) => routes.map((r) => ({ ...r, actions: 'applyDecision' as const }));

/**
 * The state where the engine waits for a squad decision of kind `need`: it asks the squad's port
 * on entry and takes each decision that comes back by where the engine says it leads (routes.ts):
 * to another state of this chart, or (left to the parents' routes) out of it; while the same need
 * stands it applies the decision and asks again, and a refused one changes nothing and is sent
 * back. A decision sent straight to the actor is resolved first, then taken the same way.
 */
export function squadDecision(need: SquadNeed) {
  const onDecision = [
    { guard: { type: 'stays', params: { need } }, actions: ['applyDecision', 'answerSquad'] },
    ...applied(routesFrom(CHART_STATE[need], leadsTo)),
    { guard: 'unresolved', actions: 'resolveDecision' },
  ] as const;
  const alias = ALIASES[need];
  const on = alias ? { 'decision.made': onDecision, [alias]: { actions: 'resolveDecision' } } : { 'decision.made': onDecision };
  return { entry: 'requestDecision', on } as const;
}

/**
 * The state where the engine moves the game on by itself (kit 05 §1 refresh, alien actions, end of
 * round; O3 a single watcher's reaction): with autoStep on the step runs at once, otherwise on
 * 'step.next' (the page paces the steps it animates). Its routes (routes.ts) are checked before
 * the step runs again. `action` 'alienActions' runs consecutive alien actions as one.
 */
export function engineStep(need: Need, action: EngineStep = 'step') {
  return {
    // The step runs on entry, in the transition that enters the state, rather than in an eventless
    // transition after it: a transition less for every engine step of a game (the charts' cost
    // is per transition, issue 18 §1). The eventless one stays for a step due again.
    entry: { type: 'stepOnEntry', params: { need, action } },
    always: [...routesFrom(CHART_STATE[need], waitsForGuard), { guard: { type: 'autoStep', params: { need } }, actions: action }],
    on: { 'step.next': { guard: waitsForGuard([need]), actions: 'step' } },
  } as const;
}

/**
 * A nested chart's node (at `path`), with its parent's routes out of it: a decision that leads
 * outside the chart, and (for a chart holding an engine step) an engine step whose result lies
 * outside it, go where the table says, among the parent's states.
 */
export function nestedChart<C extends object>(path: string, chart: C) {
  const holds = (Object.keys(CHART_STATE) as Need[]).filter((n) => CHART_STATE[n].startsWith(`${path}.`));
  const steps = holds.some((n) => !(SQUAD_NEEDS as readonly Need[]).includes(n));
  return {
    ...chart,
    on: { 'decision.made': applied(routesFrom(path, leadsTo)) },
    ...(steps ? { always: routesFrom(path, waitsForGuard) } : {}),
  } as const;
}
