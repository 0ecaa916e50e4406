/**
 * The machine context and the pure helpers its guards and actions call: each helper is one engine
 * call (nextStep, apply, step) plus bookkeeping. No rules arithmetic lives here or in the charts:
 * the engine decides everything, the charts only sequence it (kit 05 §1).
 */
import { IllegalDecision, apply, nextStep, step, type NextStep } from '../engine/flow/game';
import type { Decision, GameEvent, GameState, Outcome, SoldierName } from '../engine/state/types';
import { extend, type Trail } from './trail';

/**
 * The machine context: the game's progress in one field, so each `assign` replaces one member
 * (XState copies the whole context on every assign: a narrow one is cheap to copy), plus the two
 * settings a game keeps from its input.
 */
export interface GameContext {
  readonly game: GameProgress;
  /** Run engine steps (refresh, alien actions, single reactions) by themselves; else wait for 'step.next'. */
  readonly autoStep: boolean;
  /** Who decides for the squad (the `squad` actor's input); null: a person, or the runner's own loop. */
  readonly squad: SquadController | null;
}

/** Where the game stands: the engine state, what it waits for, and every transition so far. */
export interface GameProgress {
  /** The engine state now. */
  readonly state: GameState;
  /** nextStep(state), cached: every guard reads it. */
  readonly next: NextStep;
  /** Events of the last transition (for animation and logs). */
  readonly lastEvents: readonly GameEvent[];
  /** Every transition so far (trail.ts). */
  readonly trail: Trail | null;
  /** Why the last decision was refused (the engine's reason), or why the squad's controller failed. */
  readonly error: string | null;
}

export interface GameInput {
  readonly state: GameState;
  readonly autoStep?: boolean;
  readonly squad?: SquadController | null;
}

/**
 * The port a squad controller plugs into (a policy, a record being replayed, a planner in a Web
 * Worker): the game's `squad` actor hands it each request or refusal, and it answers with a game
 * event through `send`, at once or later (kit 05 §1: the players choose; RULINGS A5, O3).
 */
export interface SquadController {
  receive(event: SquadEvent, send: (event: GameMachineEvent) => void): void;
  /** The game is over or stopped: let go of anything still thinking. */
  stop?(): void;
}

/** What the squad side needs to decide now: the chart asks its controller with this. */
export type SquadNeed = Extract<NextStep, { kind: 'decision' }>['need'];

/**
 * Events the game accepts. A squad decision comes from the squad's controller actor (a policy, a
 * record being replayed) or from a person through the UI (who may also use the three aliases);
 * 'step.next' paces engine steps when autoStep is off; 'squad.failed' is a controller giving up.
 */
export type GameMachineEvent =
  | { readonly type: 'decision.made'; readonly decision: Decision }
  | { readonly type: 'soldier.select'; readonly soldier: SoldierName }
  | { readonly type: 'reroll.choose'; readonly take: boolean }
  | { readonly type: 'reaction.order'; readonly watcher: SoldierName }
  | { readonly type: 'step.next' }
  | { readonly type: 'squad.failed'; readonly error: string };

/** Events the game sends its squad controller actor. */
export type SquadEvent =
  | { readonly type: 'decision.requested'; readonly state: GameState; readonly need: SquadNeed }
  | { readonly type: 'decision.refused'; readonly decision: Decision; readonly reason: string };

export type Need = Exclude<NextStep, { kind: 'over' }>['need'];

export function initialContext(input: GameInput): GameContext {
  return {
    game: { state: input.state, next: nextStep(input.state), lastEvents: [], trail: null, error: null },
    autoStep: input.autoStep ?? true, squad: input.squad ?? null,
  };
}

/** The squad decision a game event stands for, or null for other events. */
export function decisionOf(event: GameMachineEvent): Decision | null {
  switch (event.type) {
    case 'decision.made': return event.decision;
    case 'soldier.select': return { type: 'activate', soldier: event.soldier };
    case 'reroll.choose': return { type: 'reroll', take: event.take };
    case 'reaction.order': return { type: 'react', watcher: event.watcher };
    default: return null;
  }
}

/** Whether the game waits for `need` now. */
export function waitsFor(game: GameProgress, need: Need): boolean {
  return game.next.kind !== 'over' && game.next.need === need;
}

export function isOver(game: GameProgress, outcome: Outcome): boolean {
  return game.next.kind === 'over' && game.next.outcome === outcome;
}

/** The squad need, when the game waits for a squad decision. */
export function squadNeed(game: GameProgress): SquadNeed | null {
  return game.next.kind === 'decision' ? game.next.need : null;
}

/**
 * An alien's move or door opening has soldiers eligible to react (kit 05 §7, RULINGS O1-O3): the
 * engine holds the reaction order (one reactor or several). A trigger nobody can answer is no
 * interrupt: the alien simply goes on.
 */
export function isInterrupted(game: GameProgress): boolean {
  return waitsFor(game, 'reactionOrder') || waitsFor(game, 'reaction') || waitsFor(game, 'reactionFire');
}

function advanced(game: GameProgress, after: GameState, events: readonly GameEvent[], decision: Decision | null): GameProgress {
  return {
    state: after, next: nextStep(after), lastEvents: events, error: null,
    trail: extend(game.trail, { before: game.state, after, events, decision }),
  };
}

/** Applies a squad decision; an illegal one leaves the state unchanged and sets `error`. */
export function withDecision(game: GameProgress, decision: Decision | null): GameProgress {
  if (!decision) return game;
  try {
    const t = apply(game.state, decision);
    return advanced(game, t.state, t.events, decision);
  } catch (err) {
    if (err instanceof IllegalDecision) {
      return { state: game.state, next: game.next, lastEvents: [], trail: game.trail, error: err.message };
    }
    throw err;
  }
}

/** The game with `error` set (a squad controller gave up), nothing else changed. */
export function withError(game: GameProgress, error: string): GameProgress {
  return { state: game.state, next: game.next, lastEvents: game.lastEvents, trail: game.trail, error };
}

/**
 * The last decision applied and what it led to. A decision's transition is chosen by where the
 * decision leads (setup.ts `leadsTo`), so its guards look at the game after it before the action
 * applies it: all of them and the action share this one engine call. Keyed by the identity of the
 * (immutable) game and event, so a result is only ever reused for the very same inputs.
 */
let lastDecided: { game: GameProgress; event: GameMachineEvent; out: GameProgress } | null = null;

/** The game after the decision `event` stands for (withDecision), computed once for a game and an event. */
export function decided(game: GameProgress, event: GameMachineEvent): GameProgress {
  if (lastDecided && lastDecided.game === game && lastDecided.event === event) return lastDecided.out;
  const out = withDecision(game, decisionOf(event));
  lastDecided = { game, event, out };
  return out;
}

/** One engine-driven step (refresh, alien action, single reaction, end of round). */
export function withStep(game: GameProgress): GameProgress {
  const t = step(game.state);
  return advanced(game, t.state, t.events, null);
}

/**
 * Alien actions run by themselves (autoStep): one after another in a single chart transition for
 * as long as the chart would only act again, i.e. until an interrupt (reactions pending), the next phase, or
 * the end of the game (kit 05 §10, RULINGS O1, R1). Each action is still one engine step and one
 * trail entry; `lastEvents` are the last action's.
 */
export function withAlienActions(game: GameProgress): GameProgress {
  let out = withStep(game);
  while (waitsFor(out, 'alienAction')) out = withStep(out);
  return out;
}
