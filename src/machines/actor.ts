/**
 * The small API the app and the headless runner use to run a game through the charts.
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
 * With `squad: controller` (an AI policy or a replay) every squad decision is taken by the
 * controller and the whole game runs inside `start()`.
 */
import { createActor, type Actor, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate';
import type { Controller } from '../ai/controller';
import type { NextStep } from '../engine/game';
import type { GameEvent, GameState } from '../engine/types';
import type { Journal } from '../replay/journal';
import { gameMachine, type GameMachine } from './game-machine';

export interface GameActorOptions {
  readonly state: GameState;
  /** Supplies squad decisions; omit for a person (send events). */
  readonly squad?: Controller | null;
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

/** What the app reads from a snapshot. */
export interface GameView {
  readonly state: GameState;
  /** Events of the last transition, for animation. */
  readonly lastEvents: readonly GameEvent[];
  /** The active chart state as a dotted path, e.g. "round.squadPhase.activation.awaitingDecision". */
  readonly active: string;
  /** What the engine waits for now. */
  readonly waitingFor: NextStep;
  /** Why the last decision was refused (the engine's reason), or why the game halted. */
  readonly error: string | null;
  /** The whole log so far (decisions with hashes, events with round/phase/actor). */
  readonly journal: Journal;
  readonly done: boolean;
}

export function viewOf(snapshot: GameSnapshot): GameView {
  const { context } = snapshot;
  return {
    state: context.state, lastEvents: context.lastEvents, active: activePath(snapshot.value),
    waitingFor: context.next, error: context.error, journal: context.journal,
    done: snapshot.status === 'done',
  };
}

function activePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0];
  return `${key}.${activePath(inner)}`;
}
