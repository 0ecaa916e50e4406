/**
 * Playing a whole game headless through the statecharts, the squad's decisions coming from a
 * controller as events (controllers.ts), and keeping it as a record when asked.
 */
import type { Controller } from '../ai/controller';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import type { GameState, Outcome } from '../engine/state/types';
import { createGameActor, stepsOf, type GameMachineEvent, type GameProgress, type TrailStep } from '../machines';
import { buildRecord } from '../replay/build';
import type { GameRecord } from '../replay/record';
import type { PlanNote } from '../replay/plan-notes';
import type { ScenarioFile } from '../engine/setup/scenario-file';
import { decisionEvent } from './controllers';
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
 * The synchronous headless path, for batch speed, through the same charts: the runner itself is
 * the squad's controller here, sending each decision as the event the charts wait for (the chart
 * asks nobody: no controller is plugged into its `squad` actor), which spares the request and
 * answer going through that actor for each of a game's hundred-odd decisions. A controller that
 * fails, or whose decision the engine refuses, halts the game as `answering` would.
 */
export function playGame(start: GameState, squad: Controller): PlayedGame {
  const actor = createGameActor({ state: start });
  // An engine error inside an action puts the actor in 'error'; observing it keeps XState from
  // re-throwing it later as an unhandled error. It is re-thrown here instead.
  actor.subscribe({ error: () => undefined });
  actor.start();
  for (let made = 0; ; made++) {
    const now = actor.getSnapshot();
    if (now.status !== 'active') break;
    const decision = decisionFor(squad, now.context.game, made);
    actor.send(decision);
    const after = actor.getSnapshot();
    if (decision.type === 'decision.made' && after.status === 'active' && after.context.game.error && after.context.game.trail === now.context.game.trail) {
      actor.send({ type: 'squad.failed', error: `${squad.name} chose ${JSON.stringify(decision.decision)}, which is illegal: ${after.context.game.error}` });
    }
  }
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

/** The squad's next decision as the event to send, or the controller's failure. */
function decisionFor(squad: Controller, game: GameProgress, made: number): GameMachineEvent {
  if (game.next.kind !== 'decision') return { type: 'squad.failed', error: `the game waits for ${game.next.kind === 'over' ? 'nothing' : game.next.need}, not a squad decision` };
  return decisionEvent(squad, game.state, made);
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
