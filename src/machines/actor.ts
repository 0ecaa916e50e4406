/**
 * The small API the runner uses to run a game through the charts.
 *
 * ```ts
 * const actor = createGameActor({ state: newGame('A', { seed: 7 }) });   // a person plays
 * actor.subscribe((snap) => render(viewOf(snap)));
 * actor.start();
 * actor.send({ type: 'soldier.select', soldier: 'Voss' });
 * actor.send({ type: 'decision.made', decision: { type: 'brace' } });
 * actor.send({ type: 'reroll.choose', take: true });          // at a reroll decision point
 * actor.send({ type: 'reaction.order', watcher: 'Okafor' });   // several watchers eligible
 * actor.send({ type: 'step.next' });   // only with autoStep: false (pace engine steps yourself)
 * ```
 * With `squad` (a SquadController: a policy, a record, a planner) the game asks it for every squad
 * decision; a synchronous one plays the whole game inside `start()`.
 */
import { createActor, type Actor, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate';
import type { NextStep } from '../engine/flow/game';
import type { GameEvent, GameState } from '../engine/state/types';
import type { SquadController } from './flow';
import { gameMachine, type GameMachine } from './game-machine';
import type { Trail } from './trail';

export interface GameActorOptions {
  readonly state: GameState;
  /** Decides for the squad; omit for a person (send events). */
  readonly squad?: SquadController | null;
  /** Run engine steps by themselves (default true); false waits for 'step.next' before each. */
  readonly autoStep?: boolean;
  /** An inspector from attachInspector(), for the Stately inspector in development. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

export type GameActor = Actor<GameMachine>;
export type GameSnapshot = SnapshotFrom<GameMachine>;

/** A game actor (not started). */
export function createGameActor(options: GameActorOptions): GameActor {
  return createActor(gameMachine, {
    input: { state: options.state, squad: options.squad ?? null, autoStep: options.autoStep ?? true },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
}

/** What the runner and the app read from a snapshot. */
export interface GameView {
  readonly state: GameState;
  /** Events of the last transition, for animation. */
  readonly lastEvents: readonly GameEvent[];
  /** The active chart state as a dotted path, e.g. "round.squadPhase.activation.awaitingDecision". */
  readonly active: string;
  /** What the engine waits for now. */
  readonly waitingFor: NextStep;
  /** Why the last decision was refused (the engine's reason), or why the squad's controller failed. */
  readonly error: string | null;
  /** Every transition so far. */
  readonly trail: Trail | null;
  readonly done: boolean;
  /** The squad's controller gave up (the game stopped in `halted`). */
  readonly halted: boolean;
}

export function viewOf(snapshot: GameSnapshot): GameView {
  const { game } = snapshot.context;
  return {
    state: game.state, lastEvents: game.lastEvents, active: activePath(snapshot.value),
    waitingFor: game.next, error: game.error, trail: game.trail,
    done: snapshot.status === 'done', halted: snapshot.matches('halted'),
  };
}

/** A chart state value as a dotted path ("round.squadPhase.choosingSoldier"). */
export function activePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0];
  return `${key}.${activePath(inner)}`;
}
