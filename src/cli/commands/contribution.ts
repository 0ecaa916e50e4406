/**
 * `chamber contribution`: what each soldier is worth. The 31 squads made by leaving soldiers off
 * the board (`autoplay --without`) play the same seeds; each soldier's Shapley value of the win
 * rate (lab/shapley.ts; the empty squad loses), with a 95% bootstrap interval over the seeds, and
 * the leave-one-out difference. --json prints exactly {"fullWinRate","soldiers":{"Reyes":
 * {"shapley","shapleyCI95":[lo,hi],"leaveOneOut"},...}}.
 */
import { defineCommand } from '../command';
import { labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { batchBasics, restrictionsOf } from '../batch-basics';
import { BUDGET, DENY, GAMES, OVERRIDE, SCENARIO, SEED, SQUAD_AI, VARIANT, WORKERS } from '../lab-options';
import { flag } from '../options';
import { SOLDIER_NAMES } from '../../engine/types';
import { parseOverrides } from '../../engine/rule-changes/overrides';
import { playSide, runHead } from '../../lab/paired-play';
import { progressMode } from '../../lab/progress';
import { squadText, type RunSpec } from '../../lab/run-spec';
import { contributionOf, FULL_SQUAD, RESAMPLES, squadOf, type Contribution } from '../../lab/shapley';
import { parseVariants } from '../../engine/rule-changes/variants';

const USAGE = 'chamber contribution --scenario A --games N --seed S --squad-ai random|greedy|planner [--budget N] [--deny MECHANIC]... '
  + '[--variant V]... [--override P=V]... [--workers K] [--json]';

const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

function table(spec: RunSpec, c: Contribution): string {
  let sum = 0;
  for (const n of SOLDIER_NAMES) sum += c.soldiers[n].shapley;
  return [
    `What each soldier is worth: ${runHead(spec, squadText(spec))}; all 31 squads made by leaving soldiers off the board, on the same seeds (the empty squad loses).`,
    `Full squad: win rate ${(100 * c.fullWinRate).toFixed(1)}%. Shapley values in points of win rate (they add up to the full squad's: ${points(sum)}),`,
    `with a 95% percentile bootstrap interval over the seeds (${RESAMPLES} resamples, seeded from --seed ${spec.seed}); leave-one-out = full squad - squad without the soldier.`, '',
    `${'soldier'.padEnd(8)} ${'Shapley'.padStart(8)}  ${'95% interval'.padEnd(16)} ${'leave-one-out'.padStart(13)}`,
    ...SOLDIER_NAMES.map((n) => {
      const s = c.soldiers[n];
      return `${n.padEnd(8)} ${points(s.shapley).padStart(8)}  ${`${points(s.shapleyCI95[0])} to ${points(s.shapleyCI95[1])}`.padEnd(16)} ${points(s.leaveOneOut).padStart(13)}`;
    }), '',
  ].join('\n');
}

export const contribution = defineCommand({
  name: 'contribution',
  summary: 'what each soldier is worth: the 31 squads made by leaving soldiers off the board play the same seeds; '
    + `each soldier's Shapley value of the win rate with a 95% bootstrap interval (${RESAMPLES} resamples of the seeds), and the leave-one-out difference`,
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    deny: DENY,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    json: flag('print one line: {"fullWinRate","soldiers":{"Reyes":{"shapley","shapleyCI95":[lo,hi],"leaveOneOut"},...}}'),
  },
  async run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${USAGE})`);
    const basics = batchBasics(values);
    if (basics.workersNote) io.stderr?.(`chamber: ${basics.workersNote}\n`);
    let spec: RunSpec;
    try {
      spec = {
        scenario: basics.scenario, games: basics.games, seed: basics.seed, ...labSquad(basics.squadAi, values.budget),
        variants: parseVariants(values.variant ?? []), overrides: parseOverrides(values.override ?? []),
        ...restrictionsOf({ deny: values.deny }),
      };
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const options = { workers: basics.workers, progress: progressMode(values.json === true), writeLine: (line: string) => io.stderr?.(line) };
    const victories: Uint8Array[] = [];
    for (let mask = FULL_SQUAD; mask >= 1; mask--) {
      const without = SOLDIER_NAMES.filter((n) => !squadOf(mask).includes(n));
      const side = await playSide({ ...spec, ...(without.length ? { without } : {}) }, without.length ? `games without ${without.join(', ')}` : 'games of the full squad', options);
      victories[mask] = side.victories;
    }
    const result = contributionOf(victories, spec.games, spec.seed);
    io.stdout(values.json ? JSON.stringify(result) + '\n' : table(spec, result));
    return 0;
  },
});
