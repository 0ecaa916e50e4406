/**
 * Squad controllers plugged into the game's squad port (machines/setup.ts; flow.ts
 * SquadController). Every game asks for its decisions the same way: the chart asks the port, the
 * port asks the controller, and the decision goes back to the chart as an event; what differs is
 * only when the answer comes:
 * - `answering(controller)`: an AI policy or a record answers every request at once (headless
 *   play, the CLI, the lab, verification: the whole game runs inside the actor's start());
 * - `paced(controller)`: the same answers, but each held until the page asks for it, so Autoplay
 *   shows one decision a tick;
 * - `thinking(decide)`: a policy that thinks elsewhere (the planner in a Web Worker) and answers
 *   later; its answer too waits for the page to ask for it;
 * - `person()`: nobody answers until a person decides (Play), through `take`;
 * - `recordedDecisions(decisions)`: a record's decisions played back in order (with `answering`).
 * A person may also `take` the request a paced or thinking policy holds. A controller that fails,
 * or whose decision the engine refuses, halts the game with its reason; a person's refused
 * decision leaves the request waiting.
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

/** A controller whose answers wait until `answer()` is called (one decision per page tick), or a person's. */
export interface PacedController extends SquadController {
  /** A request is waiting to be answered. */
  readonly waiting: boolean;
  /** Answers the waiting request now with the controller's decision; false when none waits (or none is ready). */
  answer(): boolean;
  /** Answers the waiting request with a person's decision; false when none waits. Refused: the request still waits. */
  take(decision: Decision): boolean;
}

/**
 * The request a paced controller holds, and a person's decision taking it: sent through the port
 * like the controller's own; the engine's refusal of it (which comes back at once) puts the
 * request back, for the person to decide again.
 */
function requestSlot() {
  let pending: { state: GameState; send: Send } | null = null;
  let taking: { state: GameState; send: Send } | null = null;
  return {
    get pending() { return pending; },
    hold(state: GameState, send: Send) { pending = { state, send }; },
    /** The held request, let go of to be answered (null when none). */
    release() { const p = pending; pending = null; return p; },
    take(decision: Decision): boolean {
      const request = pending;
      if (!request) return false;
      pending = null;
      taking = request;
      try {
        request.send({ type: 'decision.made', decision });
      } finally {
        taking = null;
      }
      return true;
    },
    /** A refusal of a person's decision: the request waits again (true); else the controller's own was refused. */
    refusedTake(): boolean {
      if (!taking) return false;
      pending = taking;
      return true;
    },
    clear() { pending = null; },
  };
}

export function paced(controller: Controller): PacedController {
  let made = 0;
  const slot = requestSlot();
  return {
    get waiting() { return slot.pending !== null; },
    receive(event, send) {
      if (event.type === 'decision.refused') {
        if (!slot.refusedTake()) { slot.clear(); send(refusal(controller, event)); }
        return;
      }
      slot.hold(event.state, send);
    },
    answer() {
      const request = slot.release();
      if (!request) return false;
      request.send(decisionEvent(controller, request.state, made++));
      return true;
    },
    take: (decision) => slot.take(decision),
    stop() { slot.clear(); },
  };
}

/** Nobody answers but a person (Play): each request waits for `take(decision)`. */
export function person(): PacedController {
  const slot = requestSlot();
  return {
    get waiting() { return slot.pending !== null; },
    receive(event, send) {
      if (event.type === 'decision.refused') slot.refusedTake();
      else slot.hold(event.state, send);
    },
    answer: () => false,
    take: (decision) => slot.take(decision),
    stop() { slot.clear(); },
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
  const slot = requestSlot();
  let lastRequest: Extract<SquadEvent, { type: 'decision.requested' }> | null = null;
  return {
    get waiting() { return pending !== null; },
    get thinking() { return pending !== null && pending.answer === null; },
    receive(event, send) {
      if (event.type === 'decision.refused') {
        // A person's refused decision: the policy thinks about the request again.
        if (slot.refusedTake() && lastRequest) { made--; this.receive(lastRequest, send); return; }
        pending = null;
        send({ type: 'squad.failed', error: `${name} chose ${JSON.stringify(event.decision)}, which is illegal: ${event.reason}` });
        return;
      }
      lastRequest = event;
      const ticket = ++asked;
      const request = { send, answer: null as GameMachineEvent | null };
      pending = request;
      slot.hold(event.state, send);
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
      slot.clear();
      send(answer);
      return true;
    },
    take(decision) {
      if (!pending) return false;
      // The person's decision stands in for the policy's: whatever it is still thinking is stale.
      pending = null;
      asked++;
      return slot.take(decision);
    },
    stop() { pending = null; slot.clear(); asked++; },
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
