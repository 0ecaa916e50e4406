/**
 * `--scenario-file FILE` (issue 36 §2): a scenario file read as `--position` files are (files.ts:
 * a missing file, a folder or a device is one line), parsed as JSON, then checked whole by the
 * engine (engine/setup/scenario-game.ts), whose one line names the JSON path and the problem.
 */
import { UsageError } from './errors';
import { readTextFile } from './files';
import { MAX_SCENARIO_BYTES, type ScenarioFile } from '../engine/setup/scenario-file';
import { parseScenarioFile } from '../engine/setup/scenario-game';

/** The checked scenario file at `file`; every problem a UsageError "--scenario-file FILE: ...". */
export function readScenarioFile(file: string): ScenarioFile {
  const source = readTextFile('--scenario-file', file, MAX_SCENARIO_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (err) {
    throw new UsageError(`--scenario-file ${file}: not valid JSON: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  try {
    return parseScenarioFile(json);
  } catch (err) {
    throw new UsageError(`--scenario-file ${file}: ${(err as Error).message}`);
  }
}

/** `--scenario` and `--scenario-file` (and `--position`, where a command takes one) name the start: one at most. */
export function oneStart(values: { readonly scenario?: string; readonly 'scenario-file'?: string; readonly position?: string }): void {
  const given = (['scenario', 'scenario-file', 'position'] as const).filter((k) => values[k] !== undefined);
  if (given.length === 2) throw new UsageError(`give either --${given[0]} or --${given[1]}, not both`);
  if (given.length > 2) throw new UsageError('give one of --scenario, --scenario-file and --position, not all three');
}
