/**
 * Playing a whole game headless through the statecharts, the squad's decisions coming from a
 * controller as events (controllers.ts), and keeping it as a record when asked.
 */
import type { Controller } from '../ai/controller';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import type { GameState, Outcome } from '../engine/state/types';
import { createGameActor, stepsOf, type TrailStep } from '../machines';
import { buildRecord } from '../replay/build';
import type { GameRecord } from '../replay/record';
import type { PlanNote } from '../replay/plan-notes';
import { answering } from './controllers';
import type { ScenarioFile } from '../engine/setup/scenario-file';
import { startingState, type GameStart } from './start';

export interface PlayedGame {
  readonly start: GameState;
  readonly final: GameState;
  /** Every transition, in order: what a record, the keyframes and the lab's statistics are read from. */
  readonly steps: readonly TrailStep[];
  /** null when the game stopped before its end (the controller failed). */
  readonly outcome: Outcome | null;
  /** Why the game stopped early (the controller failed or chose an illegal decision), or null. */
  readonly error: string | null;
}

/**
 * Plays from `start` until the game is over or the controller stops; never throws for a halt.
 * An engine failure (a bug, not a bad decision) is re-thrown.
 *
 * The path every game takes (page, CLI, lab, tests): the chart asks its squad port, the port asks
 * the controller, and the decision comes back to the chart as an event. A synchronous policy
 * answers at once, so the whole game runs inside the actor's start(). A controller that fails,
 * or whose decision the engine refuses, halts the game with its reason (controllers.ts).
 */
export function playGame(start: GameState, squad: Controller): PlayedGame {
  const actor = createGameActor({ state: start, squad: answering(squad) });
  // An engine error inside an action puts the actor in 'error'; observing it keeps XState from
  // re-throwing it later as an unhandled error. It is re-thrown here instead.
  actor.subscribe({ error: () => undefined });
  actor.start();
  const snap = actor.getSnapshot();
  actor.stop();
  if (snap.status === 'error') throw snap.error;
  const { game } = snap.context;
  const halted = snap.matches('halted');
  return {
    start, final: game.state, steps: stepsOf(game.trail),
    outcome: halted ? null : game.state.outcome, error: halted ? game.error : null,
  };
}

export interface RecordMeta {
  readonly seed: number;
  readonly overrides?: RulesetOverrides;
  /** The name in the record's `controllers.squad`. */
  readonly squad: string;
  readonly title?: string;
  /** The planner's reasons to keep (replay/plan-notes.ts), if any. */
  readonly plans?: readonly PlanNote[];
  /** The scenario file the game was played on, embedded in the record (runner/start.ts). */
  readonly scenarioFile?: ScenarioFile;
}

/** A played game as a record (every decision's state hash computed here, only when kept). */
export function recordOf(game: Pick<PlayedGame, 'start' | 'final' | 'steps'>, meta: RecordMeta): GameRecord {
  return buildRecord({
    start: game.start, final: game.final, steps: game.steps, seed: meta.seed,
    overrides: meta.overrides ?? {}, squad: meta.squad, title: meta.title, plans: meta.plans,
    ...(meta.scenarioFile ? { scenarioFile: meta.scenarioFile } : {}),
  });
}

export interface RunGameOptions extends GameStart {
  readonly squad: Controller;
  readonly title?: string;
}

/** Plays a whole game headless and returns its record; throws if the controller fails. */
export function runGame(options: RunGameOptions): GameRecord {
  const game = playGame(startingState(options), options.squad);
  if (game.error) throw new Error(game.error);
  return recordOf(game, {
    seed: options.seed, overrides: options.ruleset, squad: options.squad.name, title: options.title,
    ...(options.scenarioFile ? { scenarioFile: options.scenarioFile } : {}),
  });
}
