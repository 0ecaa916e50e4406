/**
 * Squad controllers plugged into the game's `squad` actor (machines/flow.ts SquadController):
 * - `answering(controller)`: an AI policy or a record answers every request at once (headless
 *   play, batch runs, verification: the whole game runs inside the actor's start());
 * - `paced(controller)`: the same answers, but each held until the page asks for it, so Autoplay
 *   shows one decision a tick (and a policy thinking elsewhere, a Web Worker, fits the same port);
 * - `thinking(decide)`: a policy that thinks elsewhere (the planner in a Web Worker) and answers
 *   later; its answer too waits for the page to ask for it;
 * - `recordedDecisions(decisions)`: a record's decisions played back in order.
 * A controller that fails, or whose decision the engine refuses, halts the game with its reason.
 */
import type { Controller } from '../ai/controller';
import { legalOnly } from '../engine/flow/game';
import type { Decision, GameState } from '../engine/state/types';
import type { GameMachineEvent, SquadController, SquadEvent } from '../machines';

/** A safety stop for a controller that never ends the game (e.g. a policy that only turns). */
export const MAX_DECISIONS_PER_GAME = 20_000;

type Send = (event: GameMachineEvent) => void;

/** The controller's decision for this state, as the game event to send (or its failure). */
export function decisionEvent(controller: Controller, state: GameState, made: number): GameMachineEvent {
  if (made >= MAX_DECISIONS_PER_GAME) {
    return { type: 'squad.failed', error: `${controller.name}: stopped after ${MAX_DECISIONS_PER_GAME} decisions without finishing the game` };
  }
  try {
    const decision = controller.decide(state, controller.wantsLegal === false ? [] : legalOnly(state));
    return { type: 'decision.made', decision };
  } catch (err) {
    return { type: 'squad.failed', error: `${controller.name}: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function refusal(controller: Controller, event: Extract<SquadEvent, { type: 'decision.refused' }>): GameMachineEvent {
  return { type: 'squad.failed', error: `${controller.name} chose ${JSON.stringify(event.decision)}, which is illegal: ${event.reason}` };
}

/** Answers every request at once with the controller's decision. */
export function answering(controller: Controller): SquadController {
  let made = 0;
  return {
    receive(event, send) {
      if (event.type === 'decision.refused') send(refusal(controller, event));
      else send(decisionEvent(controller, event.state, made++));
    },
  };
}

/** A controller whose answers wait until `answer()` is called (one decision per page tick). */
export interface PacedController extends SquadController {
  /** A request is waiting to be answered. */
  readonly waiting: boolean;
  /** Answers the waiting request now; false when none waits. */
  answer(): boolean;
}

export function paced(controller: Controller): PacedController {
  let made = 0;
  let pending: { state: GameState; send: Send } | null = null;
  return {
    get waiting() { return pending !== null; },
    receive(event, send) {
      if (event.type === 'decision.refused') { pending = null; send(refusal(controller, event)); return; }
      pending = { state: event.state, send };
    },
    answer() {
      if (!pending) return false;
      const { state, send } = pending;
      pending = null;
      send(decisionEvent(controller, state, made++));
      return true;
    },
    stop() { pending = null; },
  };
}

/** A squad policy that answers asynchronously: the state and its legal decisions in, a decision out. */
export type AsyncDecide = (state: GameState, legal: readonly Decision[]) => Promise<Decision>;

/**
 * Paced like `paced`, but the policy thinks elsewhere (a Web Worker: the page's frames never wait
 * for it). A request starts the thinking at once; `answer()` sends the decision once it has come
 * back, and says false while the policy still thinks. A failed or stale answer (the game was
 * stopped meanwhile) is never sent as a decision; a failure halts the game with its reason.
 */
export function thinking(name: string, decide: AsyncDecide): PacedController & { readonly thinking: boolean } {
  let made = 0;
  let asked = 0;
  let pending: { send: Send; answer: GameMachineEvent | null } | null = null;
  return {
    get waiting() { return pending !== null; },
    get thinking() { return pending !== null && pending.answer === null; },
    receive(event, send) {
      if (event.type === 'decision.refused') {
        pending = null;
        send({ type: 'squad.failed', error: `${name} chose ${JSON.stringify(event.decision)}, which is illegal: ${event.reason}` });
        return;
      }
      const ticket = ++asked;
      const request = { send, answer: null as GameMachineEvent | null };
      pending = request;
      if (made++ >= MAX_DECISIONS_PER_GAME) {
        request.answer = { type: 'squad.failed', error: `${name}: stopped after ${MAX_DECISIONS_PER_GAME} decisions without finishing the game` };
        return;
      }
      decide(event.state, legalOnly(event.state)).then(
        (decision) => { if (ticket === asked && pending === request) request.answer = { type: 'decision.made', decision }; },
        (err) => { if (ticket === asked && pending === request) request.answer = { type: 'squad.failed', error: `${name}: ${err instanceof Error ? err.message : String(err)}` }; },
      );
    },
    answer() {
      if (!pending?.answer) return false;
      const { send, answer } = pending;
      pending = null;
      send(answer);
      return true;
    },
    stop() { pending = null; asked++; },
  };
}

/** A controller that plays a record's decisions back in order (it never looks at legal lists). */
export function recordedDecisions(decisions: readonly Decision[]): Controller {
  let next = 0;
  return {
    name: 'replay',
    wantsLegal: false,
    decide(): Decision {
      if (next >= decisions.length) throw new Error(`the record has no more decisions (it has ${decisions.length})`);
      return decisions[next++];
    },
  };
}
