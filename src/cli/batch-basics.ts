/**
 * What every lab batch reads from its options (autoplay, compare, ladder, sweep, calibrate, probe,
 * contribution): the scenario, games, seed, squad policy and workers, with the checks the option
 * specs cannot make alone (a known scenario and policy, seeds that stay inside the record's range),
 * its shard, and how it plays and shows its progress. Each command adds its own squad and rules.
 */
import { parseMechanics } from '../ai/denial';
import { policyNames } from '../ai/policies';
import { LAB_SQUAD_AI } from '../lab/default-squad';
import { batchThreads } from '../lab/pool';
import { labScenario, type RunSpec } from '../lab/run-spec';
import type { ScenarioFile } from '../engine/setup/scenario-file';
import { oneStart, readScenarioFile } from './scenario-file';
import { parseWithout, runSquad } from '../lab/squad-subset';
import { seedRangeProblem } from '../lab/seeds';
import { UsageError } from './errors';
import { GAMES, SEED } from './lab-options';
import type { CommandIo } from './command';
import type { PairedPlayOptions } from '../lab/paired-play';
import { progressMode } from '../lab/progress';
import { parseShard, type Shard } from '../lab/shard';

export interface BatchBasics {
  /** A lab scenario (run-spec.ts), or the scenario file's id. */
  readonly scenario: string;
  /** The `--scenario-file`, checked (docs/scenarios.md); absent for a built-in scenario. */
  readonly scenarioFile?: ScenarioFile;
  readonly games: number;
  readonly seed: number;
  readonly squadAi: string;
  readonly workers: number;
  /** Said on stderr when --workers asked for more threads than there are cores (pool.ts batchThreads). */
  readonly workersNote: string | null;
}

export interface BatchValues {
  readonly scenario?: string;
  readonly 'scenario-file'?: string;
  readonly games?: number;
  readonly seed?: number;
  readonly 'squad-ai'?: string;
  readonly workers?: number;
}

/** A squad AI by name, in any case (as --deny, --without and --scenario are read), or one line naming the known ones. */
export function squadAiOf(name: string, flag: string): string {
  const found = policyNames.find((p) => p === name.trim().toLowerCase());
  if (!found) throw new UsageError(`unknown ${flag} "${name}" (known: ${policyNames.join(', ')})`);
  return found;
}

export function batchBasics(values: BatchValues): BatchBasics {
  const games = values.games ?? GAMES.default;
  const seed = values.seed ?? SEED.default;
  const problem = seedRangeProblem(seed, games);
  if (problem) throw new UsageError(problem);
  const squadAi = squadAiOf(values['squad-ai'] ?? LAB_SQUAD_AI, '--squad-ai');
  oneStart(values);
  const { threads, note } = batchThreads(values.workers);
  const rest = { games, seed, squadAi, workers: threads, workersNote: note };
  if (values['scenario-file'] !== undefined) {
    const scenarioFile = readScenarioFile(values['scenario-file']);
    return { scenario: scenarioFile.id, scenarioFile, ...rest };
  }
  try {
    return { scenario: labScenario(values.scenario ?? 'A'), ...rest };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** The spec's start every batch shares: its scenario, games and seed (the squad and rules are the command's). */
export function specStartOf(basics: BatchBasics): Pick<RunSpec, 'scenario' | 'scenarioFile' | 'games' | 'seed'> {
  return { ...scenarioOfBasics(basics), games: basics.games, seed: basics.seed };
}

/** `--shard K/N|auto/N` against the run's games (lab/shard.ts), or null for the whole run; throws one line. */
export function shardOfOption(text: string | undefined, games: number): Shard | null {
  return text === undefined ? null : parseShard(text, games, process.env);
}

/**
 * How a batch plays, once its options hold: on its threads, its progress on stderr (a bar on a
 * terminal, quiet under --json, progress.ts). Says first when --workers asked for more threads
 * than there are cores, so a refused run prints its one line and nothing else.
 */
export function playOptionsOf(basics: BatchBasics, values: { readonly json?: boolean }, io: CommandIo): PairedPlayOptions {
  if (basics.workersNote) io.stderr?.(`chamber: ${basics.workersNote}\n`);
  return { workers: basics.workers, progress: progressMode(values.json === true), writeLine: (line: string) => io.stderr?.(line) };
}

/** The spec's scenario from the basics: the lab scenario's name, or the file's id and the file. */
export function scenarioOfBasics(basics: BatchBasics): Pick<RunSpec, 'scenario' | 'scenarioFile'> {
  return basics.scenarioFile ? { scenario: basics.scenario, scenarioFile: basics.scenarioFile } : { scenario: basics.scenario };
}

/**
 * A spec's restricted play from `--deny` and `--without` (ai/denial.ts, lab/squad-subset.ts): the
 * fields only when given, so a run without them has the spec (and report) it always had.
 */
export function restrictionsOf(values: { readonly deny?: readonly string[]; readonly without?: readonly string[] }, basics: BatchBasics): Pick<RunSpec, 'deny' | 'without'> {
  try {
    const deny = parseMechanics(values.deny ?? []);
    const without = parseWithout(values.without ?? [], '--without', runSquad(scenarioOfBasics(basics)));
    return { ...(deny.length ? { deny } : {}), ...(without.length ? { without } : {}) };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
