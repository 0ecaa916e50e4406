/**
 * What every lab batch reads from its options (autoplay, compare): the scenario, games, seed,
 * squad policy and workers, with the checks the option specs cannot make alone (a known scenario
 * and policy, seeds that stay inside the record's range).
 */
import { parseMechanics } from '../ai/denial';
import { policyNames } from '../ai/policies';
import { LAB_SQUAD_AI } from '../lab/default-squad';
import { batchThreads } from '../lab/pool';
import { labScenario, type LabScenario, type RunSpec } from '../lab/run-spec';
import { parseWithout } from '../lab/squad-subset';
import { seedRangeProblem } from '../lab/seeds';
import { UsageError } from './errors';
import { GAMES, SEED } from './lab-options';

export interface BatchBasics {
  readonly scenario: LabScenario;
  readonly games: number;
  readonly seed: number;
  readonly squadAi: string;
  readonly workers: number;
  /** Said on stderr when --workers asked for more threads than there are cores (pool.ts batchThreads). */
  readonly workersNote: string | null;
}

export interface BatchValues {
  readonly scenario?: string;
  readonly games?: number;
  readonly seed?: number;
  readonly 'squad-ai'?: string;
  readonly workers?: number;
}

export function batchBasics(values: BatchValues): BatchBasics {
  const games = values.games ?? GAMES.default;
  const seed = values.seed ?? SEED.default;
  const problem = seedRangeProblem(seed, games);
  if (problem) throw new UsageError(problem);
  const squadAi = values['squad-ai'] ?? LAB_SQUAD_AI;
  if (!policyNames.includes(squadAi)) throw new UsageError(`unknown --squad-ai "${squadAi}" (known: ${policyNames.join(', ')})`);
  let scenario: LabScenario;
  try {
    scenario = labScenario(values.scenario ?? 'A');
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { threads, note } = batchThreads(values.workers);
  return { scenario, games, seed, squadAi, workers: threads, workersNote: note };
}

/**
 * A spec's restricted play from `--deny` and `--without` (ai/denial.ts, lab/squad-subset.ts): the
 * fields only when given, so a run without them has the spec (and report) it always had.
 */
export function restrictionsOf(values: { readonly deny?: readonly string[]; readonly without?: readonly string[] }): Pick<RunSpec, 'deny' | 'without'> {
  try {
    const deny = parseMechanics(values.deny ?? []);
    const without = parseWithout(values.without ?? []);
    return { ...(deny.length ? { deny } : {}), ...(without.length ? { without } : {}) };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
