/**
 * Where a game starts (the boardgame.io shape: a game is its start plus its decisions): a built-in
 * scenario (kit 04) or a custom position, with a seed (RULINGS D1) and ruleset overrides.
 */
import { gameFromPosition } from '../engine/setup/position';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import { newGame } from '../engine/setup/scenarios';
import { gameFromScenarioFile, parseScenarioFile } from '../engine/setup/scenario-game';
import type { ScenarioFile } from '../engine/setup/scenario-file';
import type { GameState } from '../engine/state/types';
import type { GameRecord } from '../replay/record';

export interface GameStart {
  /** A built-in scenario id ("A", "C", ...), or the name to record for `position`. */
  readonly scenario: string;
  readonly seed: number;
  readonly ruleset?: RulesetOverrides;
  /** A custom position (engine/setup/position.ts) instead of the built-in scenario's. */
  readonly position?: unknown;
  /**
   * A scenario file (engine/setup/scenario-file.ts, docs/scenarios.md), already checked, instead of
   * a built-in scenario or a position: the game plays on its board under its mission rules.
   */
  readonly scenarioFile?: ScenarioFile;
}

/** The starting state: newGame for a built-in scenario, gameFromPosition otherwise. Throws naming the problem. */
export function startingState(start: GameStart): GameState {
  const { seed, ruleset } = start;
  if (start.scenarioFile !== undefined) return gameFromScenarioFile(start.scenarioFile, { seed, ruleset });
  return start.position !== undefined
    ? gameFromPosition(start.position, { seed, ruleset, scenario: start.scenario })
    : newGame(start.scenario, { seed, ruleset });
}

/**
 * The starting state a record describes: its embedded scenario file when it has one (checked again
 * here: a record is data from anywhere; as played, so without SC-V3's reach, which soldiers left
 * off by --without may have cut), else its full starting position; its seed and overrides.
 * A record without a scenario file was played on a built-in scenario or a custom position.
 */
export function startOf(record: GameRecord): GameState {
  if (record.scenarioFile !== undefined) {
    return startingState({
      scenario: record.scenario, seed: record.seed, ruleset: record.ruleset.overrides as RulesetOverrides,
      scenarioFile: parseScenarioFile(record.scenarioFile, { reach: false }),
    });
  }
  return startingState({
    scenario: record.scenario, seed: record.seed,
    ruleset: record.ruleset.overrides as RulesetOverrides, position: record.start.position,
  });
}
