/**
 * `--position FILE` for the commands that read a custom position (alien-decision, board, los,
 * visibility): the file read and parsed as JSON, then the engine's position loader; any problem is
 * one line naming the file and what is wrong (the loader's own message for a bad position).
 */
import { readFileSync } from 'node:fs';
import { gameFromPosition } from '../engine/position';
import type { RulesetOverrides } from '../engine/ruleset';
import type { GameState } from '../engine/types';

/** The game state a position file describes (seed 1: nothing here rolls dice). */
export function stateFromPositionFile(file: string, ruleset?: RulesetOverrides): GameState {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`--position ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return gameFromPosition(json, { seed: 1, ruleset });
}
