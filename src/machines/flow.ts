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
  | { readonly type: 'decision.made'; readonly decision: Decision; readonly resolved?: ResolvedDecision }
  | { readonly type: 'soldier.select'; readonly soldier: SoldierName }
  | { readonly type: 'reroll.choose'; readonly take: boolean }
  | { readonly type: 'reaction.order'; readonly watcher: SoldierName }
  | { readonly type: 'step.next' }
  | { readonly type: 'squad.failed'; readonly error: string };

/**
 * A decision as the engine answered it, for the game it was made in: the squad port (setup.ts)
 * resolves each decision it passes on, so that the chart's transition for it is chosen by data,
 * the engine's answer, and no guard calls the engine.
 */
export interface ResolvedDecision {
  /** The game the decision was made in: the answer holds only while the game still stands there. */
  readonly from: GameProgress;
  /** The game after it (refused: unchanged, with the engine's reason in `error`); null when the engine failed. */
  readonly to: GameProgress | null;
  /** What the engine threw (a bug, not a bad decision), re-thrown by the chart's action. */
  readonly failure?: unknown;
}

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

/** Whether the game waits for one of `needs` now. */
export function waitsForOneOf(game: GameProgress, needs: readonly Need[]): boolean {
  return game.next.kind !== 'over' && needs.includes(game.next.need);
}

export function isOver(game: GameProgress, outcome: Outcome): boolean {
  return game.next.kind === 'over' && game.next.outcome === outcome;
}

/** The squad need, when the game waits for a squad decision. */
export function squadNeed(game: GameProgress): SquadNeed | null {
  return game.next.kind === 'decision' ? game.next.need : null;
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

/** The decision applied to `game` (withDecision), the engine's failure kept rather than thrown. */
export function resolve(game: GameProgress, decision: Decision): ResolvedDecision {
  try {
    return { from: game, to: withDecision(game, decision) };
  } catch (failure) {
    return { from: game, to: null, failure };
  }
}

/** The event's resolved decision when it was resolved for `game` (the game the chart stands at), else null. */
export function resolvedFor(game: GameProgress, event: GameMachineEvent): ResolvedDecision | null {
  return event.type === 'decision.made' && event.resolved?.from === game ? event.resolved : null;
}

/** The game with `error` set (a squad controller gave up), nothing else changed. */
export function withError(game: GameProgress, error: string): GameProgress {
  return { state: game.state, next: game.next, lastEvents: game.lastEvents, trail: game.trail, error };
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
