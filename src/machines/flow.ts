/**
 * The machine context and the pure helpers its guards and actions call: each helper is one engine
 * call (nextStep, apply, step) plus bookkeeping. No rules arithmetic lives here or in the charts:
 * the engine decides everything, the charts only sequence it (kit 05 §1).
 */
import { IllegalDecision, apply, nextStep, step, type NextStep } from '../engine/game';
import type { Decision, GameEvent, GameState, Outcome, OverwatchTrigger, SoldierName } from '../engine/types';
import { extend, type Trail } from './trail';

export interface GameContext {
  /** The engine state now. */
  readonly state: GameState;
  /** nextStep(state), cached: every guard reads it. */
  readonly next: NextStep;
  /** Events of the last transition (for animation and logs). */
  readonly lastEvents: readonly GameEvent[];
  /**
   * An overwatch trigger (kit 05 §7, RULINGS O1) the last alien action reported and the interrupt
   * chart has not handled yet; cleared when the interrupt ends (also with no eligible watcher,
   * when no engine step follows it).
   */
  readonly trigger: OverwatchTrigger | null;
  /** Every transition so far (trail.ts). */
  readonly trail: Trail | null;
  /** Run engine steps (refresh, alien actions, single reactions) by themselves; else wait for 'step.next'. */
  readonly autoStep: boolean;
  /** Why the last decision was refused (the engine's reason), or why the squad's controller failed. */
  readonly error: string | null;
  /** Who decides for the squad (the `squad` actor's input); null: a person, through the UI. */
  readonly squad: SquadController | null;
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
    state: input.state, next: nextStep(input.state), lastEvents: [], trigger: null, trail: null,
    autoStep: input.autoStep ?? true, error: null, squad: input.squad ?? null,
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
export function waitsFor(ctx: GameContext, need: Need): boolean {
  return ctx.next.kind !== 'over' && ctx.next.need === need;
}

export function isOver(ctx: GameContext, outcome: Outcome): boolean {
  return ctx.next.kind === 'over' && ctx.next.outcome === outcome;
}

/** The squad need, when the game waits for a squad decision. */
export function squadNeed(ctx: GameContext): SquadNeed | null {
  return ctx.next.kind === 'decision' ? ctx.next.need : null;
}

/** An alien action reported an overwatch trigger that the interrupt has not handled yet (O1). */
export function wasTriggered(ctx: GameContext): boolean {
  return ctx.trigger !== null;
}

function triggerIn(events: readonly GameEvent[]): OverwatchTrigger | null {
  for (const e of events) if (e.type === 'overwatch.triggered') return e.trigger;
  return null;
}

function advanced(ctx: GameContext, after: GameState, events: readonly GameEvent[], decision: Decision | null): GameContext {
  return {
    ...ctx, state: after, next: nextStep(after), lastEvents: events, trigger: triggerIn(events), error: null,
    trail: extend(ctx.trail, { before: ctx.state, after, events, decision }),
  };
}

/** Applies a squad decision; an illegal one leaves the state unchanged and sets `error`. */
export function withDecision(ctx: GameContext, decision: Decision | null): GameContext {
  if (!decision) return ctx;
  try {
    const t = apply(ctx.state, decision);
    return advanced(ctx, t.state, t.events, decision);
  } catch (err) {
    if (err instanceof IllegalDecision) return { ...ctx, lastEvents: [], error: err.message };
    throw err;
  }
}

/** One engine-driven step (refresh, alien action, single reaction, end of round). */
export function withStep(ctx: GameContext): GameContext {
  const t = step(ctx.state);
  return advanced(ctx, t.state, t.events, null);
}

/**
 * Alien actions run by themselves (autoStep): one after another in a single chart transition for
 * as long as the chart would only act again, i.e. until an overwatch trigger, the next phase, or
 * the end of the game (kit 05 §10, RULINGS O1, R1). Each action is still one engine step and one
 * trail entry; `lastEvents` are the last action's.
 */
export function withAlienActions(ctx: GameContext): GameContext {
  let out = withStep(ctx);
  while (!wasTriggered(out) && waitsFor(out, 'alienAction')) out = withStep(out);
  return out;
}
