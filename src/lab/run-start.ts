/**
 * Where a lab game starts: a built-in lab scenario (squad-subset.ts, with soldiers left off when
 * asked), or the run's scenario file (issue 36 §2, docs/scenarios.md), shared by every game of the
 * run as newGame's starts are: states are immutable, only the seed differs.
 */
import { seedRng } from '../engine/combat/dice';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import type { ScenarioFile } from '../engine/setup/scenario-file';
import { gameFromScenarioFile } from '../engine/setup/scenario-game';
import type { GameState, SoldierName } from '../engine/state/types';
import type { RunSpec } from './run-spec';
import { startWithout } from './squad-subset';

const starts = new Map<string, GameState>();
const MAX_STARTS = 16;

/** The file with the soldiers `without` left off (at least one stays: parseWithout). */
function fileWithout(file: ScenarioFile, without: readonly SoldierName[]): ScenarioFile {
  return without.length ? { ...file, soldiers: file.soldiers.filter((s) => !without.includes(s.name)) } : file;
}

/** The starting state of game `seed` of `spec`, under `ruleset`. */
export function runStart(spec: Pick<RunSpec, 'scenario' | 'scenarioFile' | 'without'>, seed: number, ruleset: RulesetOverrides): GameState {
  const without = spec.without ?? [];
  if (!spec.scenarioFile) return startWithout(spec.scenario, without, seed, ruleset);
  const key = `${JSON.stringify(spec.scenarioFile)}|${without.join(',')}|${JSON.stringify(ruleset)}`;
  let start = starts.get(key);
  if (!start) {
    start = Object.freeze(gameFromScenarioFile(fileWithout(spec.scenarioFile, without), { seed, ruleset }));
    if (starts.size >= MAX_STARTS) starts.clear();
    starts.set(key, start);
  }
  return { ...start, rng: seedRng(seed) };
}

/** The scenario file a run's records embed (its soldiers as played), or undefined for a built-in one. */
export function runScenarioFile(spec: Pick<RunSpec, 'scenarioFile' | 'without'>): ScenarioFile | undefined {
  return spec.scenarioFile ? fileWithout(spec.scenarioFile, spec.without ?? []) : undefined;
}

