/**
 * The headless runner (issue 3 §2): a whole game through the same charts the browser runs, with
 * a controller for the squad side, returned as a game record.
 */
import type { Controller } from '../ai/controller';
import type { RulesetOverrides } from '../engine/ruleset';
import { gameFromPosition } from '../engine/position';
import { newGame } from '../engine/scenarios';
import type { GameState } from '../engine/types';
import { buildRecord } from '../replay/build';
import type { GameRecord } from '../replay/record';
import { createGameActor } from './actor';

export interface RunGameOptions {
  /** A built-in scenario id ("A", "C", ...), or the name to record for `position`. */
  readonly scenario: string;
  readonly seed: number;
  readonly ruleset?: RulesetOverrides;
  readonly squad: Controller;
  /** A custom position (engine/position.ts) instead of the built-in scenario's. */
  readonly position?: unknown;
  readonly title?: string;
}

export interface PlayResult {
  readonly record: GameRecord;
  /** Why the game stopped early (a controller failed), or null. */
  readonly error: string | null;
}

/** The starting state of a run: newGame for a built-in scenario, gameFromPosition otherwise. */
export function startingState(options: Pick<RunGameOptions, 'scenario' | 'seed' | 'ruleset' | 'position'>): GameState {
  const { seed, ruleset } = options;
  return options.position !== undefined
    ? gameFromPosition(options.position, { seed, ruleset, scenario: options.scenario })
    : newGame(options.scenario, { seed, ruleset });
}

/** Plays from `start` until the game is over or the controller stops; never throws for a halt. */
export function playFrom(start: GameState, squad: Controller, meta: { seed: number; ruleset?: RulesetOverrides; title?: string }): PlayResult {
  const actor = createGameActor({ state: start, squad });
  // An engine error inside an action puts the actor in 'error'; observing it keeps XState from
  // re-throwing it later as an unhandled error. It is re-thrown here instead.
  actor.subscribe({ error: () => undefined });
  actor.start();
  const snap = actor.getSnapshot();
  actor.stop();
  if (snap.status === 'error') throw snap.error;
  const { context } = snap;
  const record = buildRecord({
    start, final: context.state, seed: meta.seed, overrides: meta.ruleset ?? {}, squad: squad.name,
    journal: context.journal, title: meta.title,
  });
  return { record, error: context.halted ? context.error : null };
}

/** Plays a whole game headless and returns its record; throws if the controller fails. */
export function runGame(options: RunGameOptions): GameRecord {
  const { record, error } = playFrom(startingState(options), options.squad, options);
  if (error) throw new Error(error);
  return record;
}
