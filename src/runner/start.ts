/**
 * Where a game starts (the boardgame.io shape: a game is its start plus its decisions): a built-in
 * scenario (kit 04) or a custom position, with a seed (RULINGS D1) and ruleset overrides.
 */
import { gameFromPosition } from '../engine/setup/position';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import { newGame } from '../engine/setup/scenarios';
import type { GameState } from '../engine/state/types';
import type { GameRecord } from '../replay/record';

export interface GameStart {
  /** A built-in scenario id ("A", "C", ...), or the name to record for `position`. */
  readonly scenario: string;
  readonly seed: number;
  readonly ruleset?: RulesetOverrides;
  /** A custom position (engine/setup/position.ts) instead of the built-in scenario's. */
  readonly position?: unknown;
}

/** The starting state: newGame for a built-in scenario, gameFromPosition otherwise. Throws naming the problem. */
export function startingState(start: GameStart): GameState {
  const { seed, ruleset } = start;
  return start.position !== undefined
    ? gameFromPosition(start.position, { seed, ruleset, scenario: start.scenario })
    : newGame(start.scenario, { seed, ruleset });
}

/** The starting state a record describes: its full starting position, seed and overrides. */
export function startOf(record: GameRecord): GameState {
  return startingState({
    scenario: record.scenario, seed: record.seed,
    ruleset: record.ruleset.overrides as RulesetOverrides, position: record.start.position,
  });
}
