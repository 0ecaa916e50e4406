/**
 * The flags every batch shares (autoplay, compare): --scenario, --games, --seed, --squad-ai,
 * --workers, each checked and bounded with a one-line error naming the flag.
 */
import { policyNames } from '../ai/policies';
import { boundedInteger, GAMES_RANGE, SEED_RANGE, stringFlag } from './flags';
import { defaultWorkers, MAX_WORKERS } from './pool';
import { labScenario, type LabScenario } from './run-spec';
import { seedRangeProblem } from './seeds';

export interface BatchBasics {
  readonly scenario: LabScenario;
  readonly games: number;
  readonly seed: number;
  readonly squadAi: string;
  readonly workers: number;
}

type Values = Readonly<Record<string, unknown>>;

export function batchBasics(values: Values): BatchBasics {
  const scenario = labScenario(stringFlag('--scenario', values.scenario, 'A'));
  const games = boundedInteger('--games', values.games, GAMES_RANGE, 1);
  const seed = boundedInteger('--seed', values.seed, SEED_RANGE, 1);
  const seedProblem = seedRangeProblem(seed, games);
  if (seedProblem) throw new Error(seedProblem);
  const squadAi = stringFlag('--squad-ai', values['squad-ai'], 'random');
  if (!policyNames.includes(squadAi)) throw new Error(`unknown --squad-ai "${squadAi}" (known: ${policyNames.join(', ')})`);
  const workers = boundedInteger('--workers', values.workers, { min: 1, max: MAX_WORKERS }, defaultWorkers());
  return { scenario, games, seed, squadAi, workers };
}
