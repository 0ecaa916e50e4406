/**
 * `--position FILE` for the commands that read a custom position (alien-decision, board, los,
 * visibility): the file read as `--scenario-file` reads its file (files.ts: a missing file, a
 * folder or a device is one line), parsed as JSON, then the engine's position loader, whose one
 * line names the JSON path and the problem; every problem a UsageError "--position FILE: ...", as
 * `--scenario-file FILE: scenario: soldiers.0.at: ...` reads.
 */
import { UsageError } from './errors';
import { readTextFile } from './files';
import { gameFromPosition, MAX_POSITION_BYTES } from '../engine/setup/position';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import type { GameState } from '../engine/state/types';

/** The game state a position file describes (seed 1: nothing here rolls dice). */
export function stateFromPositionFile(file: string, ruleset?: RulesetOverrides): GameState {
  const source = readTextFile('--position', file, MAX_POSITION_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (err) {
    throw new UsageError(`--position ${file}: not valid JSON: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  try {
    return gameFromPosition(json, { seed: 1, ruleset });
  } catch (err) {
    throw new UsageError(`--position ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
