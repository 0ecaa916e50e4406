/**
 * Which scenario Autoplay and Play start (issue 36 §2): a built-in one (kit 04) by id, or a
 * scenario file opened, dropped or made in the Scenario editor (docs/scenarios.md). Pure: the
 * start of a game at a seed, and a file's text read as one line when it is refused.
 */
import { scenarioList } from '../../engine/setup/scenarios';
import { parseScenarioFile } from '../../engine/setup/scenario-game';
import { startingState } from '../../runner/start';
import { MAX_SCENARIO_BYTES, type ScenarioFile } from '../../engine/setup/scenario-file';
import type { RulesetOverrides } from '../../engine/ruleset/ruleset';
import type { GameState } from '../../engine/state/types';

export type ScenarioChoice =
  | { readonly kind: 'built-in'; readonly id: string }
  | { readonly kind: 'file'; readonly name: string; readonly file: ScenarioFile };

export const SCENARIO_A: ScenarioChoice = { kind: 'built-in', id: 'A' };

/** The built-ins a person plays (A and the C starts); Scenario B is a measurement (kit 04), for the Lab's firing range. */
export function playableBuiltIns(): { id: string; title: string }[] {
  return scenarioList().filter((s) => !s.id.startsWith('B')).map(({ id, title }) => ({ id, title }));
}

/** The first game state of a choice at a seed, as the runner starts it. Throws (a file's placement problem) naming it. */
export function startOfChoice(choice: ScenarioChoice, seed: number, ruleset: RulesetOverrides): GameState {
  return choice.kind === 'built-in'
    ? startingState({ scenario: choice.id, seed, ruleset })
    : startingState({ scenario: choice.file.id, seed, ruleset, scenarioFile: choice.file });
}

/** The scenario file chosen in the picker, to embed in a live game's record; undefined for a built-in. */
export function chosenFile(choice: ScenarioChoice): ScenarioFile | undefined {
  return choice.kind === 'file' ? choice.file : undefined;
}

/** The choice's name in a game's title and file names: "Scenario A", or the file's title. */
export function choiceTitle(choice: ScenarioChoice): string {
  return choice.kind === 'built-in' ? `Scenario ${choice.id}` : choice.file.title;
}

/** A file's text as a scenario; throws one line "NAME: scenario: PATH: problem" (or a JSON/size problem). */
export function readScenarioText(name: string, text: string): ScenarioFile {
  if (text.length > MAX_SCENARIO_BYTES) throw new Error(`${name}: the file is ${text.length} bytes, over the ${MAX_SCENARIO_BYTES}-byte limit`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${name}: not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  try {
    return parseScenarioFile(json);
  } catch (err) {
    throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
