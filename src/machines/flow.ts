/**
 * The machine context and the pure helpers its guards and actions call: each helper is one engine
 * call (nextStep, apply, step, legalOnly) plus bookkeeping. No rules arithmetic lives here or
 * in the charts: the engine decides everything, the charts only sequence it.
 */
import type { Controller } from '../ai/controller';
import { IllegalDecision, apply, legalOnly, nextStep, step, type NextStep } from '../engine/game';
import type { Decision, GameEvent, GameState, SoldierName } from '../engine/types';
import { Journal } from '../replay/journal';

/** A safety stop for a controller that never ends the game (e.g. a policy that only turns). */
export const MAX_DECISIONS_PER_GAME = 20_000;

export interface GameContext {
  /** The engine state now. */
  readonly state: GameState;
  /** nextStep(state), cached: every guard reads it. */
  readonly next: NextStep;
  /** Events of the last transition (for animation and logs). */
  readonly lastEvents: readonly GameEvent[];
  /** The whole game so far: decisions with hashes, events with round/phase/actor. */
  readonly journal: Journal;
  /** Supplies squad decisions; null when a person sends them as events. */
  readonly squad: Controller | null;
  /** Run engine steps (refresh, alien actions, single reactions) by themselves; else wait for 'step.next'. */
  readonly autoStep: boolean;
  /** Why the last decision was refused, or why a controller stopped the game. */
  readonly error: string | null;
  /** A controller failed: the game stops in the `halted` state. */
  readonly halted: boolean;
}

export interface GameInput {
  readonly state: GameState;
  readonly squad?: Controller | null;
  readonly autoStep?: boolean;
}

/** Events the machines accept: a person's decisions, and manual engine stepping. */
export type GameMachineEvent =
  | { readonly type: 'decision.made'; readonly decision: Decision }
  | { readonly type: 'soldier.select'; readonly soldier: SoldierName }
  | { readonly type: 'reroll.choose'; readonly take: boolean }
  | { readonly type: 'reaction.order'; readonly watcher: SoldierName }
  | { readonly type: 'step.next' };

export type Need = Exclude<NextStep, { kind: 'over' }>['need'];

export function initialContext(input: GameInput): GameContext {
  return {
    state: input.state, next: nextStep(input.state), lastEvents: [], journal: new Journal(),
    squad: input.squad ?? null, autoStep: input.autoStep ?? true, error: null, halted: false,
  };
}

/** The squad decision a machine event stands for. */
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

export function isOver(ctx: GameContext, outcome: 'victory' | 'defeat'): boolean {
  return ctx.next.kind === 'over' && ctx.next.outcome === outcome;
}

/** The last transition reported an overwatch trigger (kit 05 §7, RULINGS O1). */
export function wasTriggered(ctx: GameContext): boolean {
  return ctx.lastEvents.some((e) => e.type === 'overwatch.triggered');
}

function advanced(ctx: GameContext, state: GameState, events: readonly GameEvent[]): GameContext {
  return { ...ctx, state, next: nextStep(state), lastEvents: events, error: null };
}

/** Applies a squad decision; an illegal one leaves the state unchanged and sets `error`. */
export function withDecision(ctx: GameContext, decision: Decision | null): GameContext {
  if (!decision) return ctx;
  let t;
  try {
    t = apply(ctx.state, decision);
  } catch (err) {
    if (err instanceof IllegalDecision) return { ...ctx, lastEvents: [], error: err.message };
    throw err;
  }
  ctx.journal.record(ctx.state, t, decision);
  return advanced(ctx, t.state, t.events);
}

/** Asks the controller for a decision and applies it; a failing controller halts the game. */
export function withControllerDecision(ctx: GameContext): GameContext {
  const squad = ctx.squad!;
  if (ctx.journal.decisions.length >= MAX_DECISIONS_PER_GAME) {
    return { ...ctx, halted: true, error: `${squad.name}: stopped after ${MAX_DECISIONS_PER_GAME} decisions without finishing the game` };
  }
  let decision: Decision;
  try {
    decision = squad.decide(ctx.state, squad.wantsLegal === false ? [] : legalOnly(ctx.state));
  } catch (err) {
    return { ...ctx, halted: true, error: `${squad.name}: ${err instanceof Error ? err.message : String(err)}` };
  }
  const out = withDecision(ctx, decision);
  if (out.error) return { ...out, halted: true, error: `${squad.name} chose ${JSON.stringify(decision)}, which is illegal: ${out.error}` };
  return out;
}

/** One engine-driven step (refresh, alien action, single reaction, end of round). */
export function withStep(ctx: GameContext): GameContext {
  const t = step(ctx.state);
  ctx.journal.record(ctx.state, t, null);
  return advanced(ctx, t.state, t.events);
}

/**
 * Alien actions run by themselves (autoStep): one after another in a single chart transition for
 * as long as the chart would only go `actionDone` -> `alienAction` again, i.e. until an overwatch
 * trigger, the next phase, or the end of the game (kit 05 §10, RULINGS O1, R1). Each action is
 * still one engine step and one journal entry; `lastEvents` are the last action's, as before.
 * This saves two chart microsteps per alien action when nobody is watching the steps one by one.
 */
export function withAlienActions(ctx: GameContext): GameContext {
  let out = withStep(ctx);
  while (!wasTriggered(out) && waitsFor(out, 'alienAction')) out = withStep(out);
  return out;
}
