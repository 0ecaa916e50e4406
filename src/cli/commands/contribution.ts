/**
 * `chamber contribution`: what each soldier is worth. The squads made by leaving soldiers off
 * the board (`autoplay --without`) play the same seeds; each soldier's Shapley value of the win
 * rate (lab/shapley.ts; the empty squad loses), with a 95% bootstrap interval over the seeds, and
 * the leave-one-out difference. --json prints exactly {"fullWinRate","soldiers":{"Reyes":
 * {"shapley","shapleyCI95":[lo,hi],"leaveOneOut"},...}}. --shard K/N plays the squads on the K-th
 * slice of the games; --report DIR keeps each game's outcome for each squad (report/outcome-grid.ts),
 * which `chamber report merge` puts back into the whole contribution (bootstrap included: it is
 * seeded from --seed and made from every game's outcomes).
 */
import { defineCommand, refuseArguments } from '../command';
import { labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { batchBasics, playOptionsOf, restrictionsOf, shardOfOption, specStartOf } from '../batch-basics';
import { BUDGET, DENY, GAMES, OVERRIDE, SCENARIO, SCENARIO_FILE, SEED, SQUAD_AI, VARIANT, WORKERS, rulesOf } from '../lab-options';
import { flag, text } from '../options';
import { prepareFolder } from '../files';
import { SOLDIER_NAMES } from '../../engine/state/types';
import { runSquad } from '../../lab/squad-subset';
import { playSide, runHead } from '../../lab/paired-play';
import { writeOutcomeGrid, type OutcomeGridKind } from '../../lab/report/outcome-grid';
import { shardRange, type Shard } from '../../lab/shard';
import { squadText, type RunSpec } from '../../lab/run-spec';
import { wilsonInterval } from '../../lab/stats/wilson';
import { contributionOf, FULL_SQUAD, maskOf, RESAMPLES, squadOf, type Contribution } from '../../lab/shapley';
import { pct, points } from '../../lab/percent';
import { counted } from '../../lab/report/counted';

const USAGE = 'chamber contribution (--scenario A | --scenario-file FILE.json) --games N --seed S --squad-ai random|greedy|planner [--budget N] [--deny MECHANIC]... '
  + '[--variant V]... [--override P=V]... [--workers K] [--shard K/N|auto/N] [--report DIR] [--json]';

function table(spec: RunSpec, c: SquadWorth, shard: Shard | null): string {
  const { from, to } = shardRange(spec.games, shard);
  const squad = runSquad(spec);
  let sum = 0;
  for (const n of squad) sum += c.soldiers[n]!.shapley;
  // The full squad's rate is a count of these games' wins: its Wilson interval, as every win rate has.
  const games = to - from;
  const wins = Math.round(c.fullWinRate * games);
  const [lo, hi] = wilsonInterval(wins, games);
  return [
    `What each soldier is worth: ${runHead(spec, squadText(spec))}; ${squad.length > 1 ? `all ${squadCount(squad.length)} squads` : 'the one squad'} made by leaving soldiers off the board, on the same seeds (the empty squad loses)${shard ? `; shard ${shard.index}/${shard.count}: games ${from}..${to - 1}` : ''}.`,
    `Full squad: ${counted(wins, 'win')} of ${games}, win rate ${pct(c.fullWinRate)} (95% Wilson interval ${pct(lo)} to ${pct(hi)}). Shapley values in points of win rate (they add up to the full squad's: ${points(sum)}),`,
    `with a 95% percentile bootstrap interval over the seeds (${RESAMPLES} resamples, seeded from --seed ${spec.seed}); leave-one-out = full squad - squad without the soldier.`, '',
    `${'soldier'.padEnd(8)} ${'Shapley'.padStart(8)}  ${'95% interval'.padEnd(16)} ${'leave-one-out'.padStart(13)}`,
    ...squad.map((n) => {
      const s = c.soldiers[n]!;
      return `${n.padEnd(8)} ${points(s.shapley).padStart(8)}  ${`${points(s.shapleyCI95[0])} to ${points(s.shapleyCI95[1])}`.padEnd(16)} ${points(s.leaveOneOut).padStart(13)}`;
    }), '',
  ].join('\n');
}

/** The squads in play order, full squad first (mask 31 down to 1, shapley.ts), and each one's soldiers left off. */
const SQUADS_PLAYED = Array.from({ length: FULL_SQUAD }, (_, i) => FULL_SQUAD - i);
const leftOff = (mask: number) => SOLDIER_NAMES.filter((n) => !squadOf(mask).includes(n));
/** The contribution of the soldiers a run's scenario fields (all five for the kit's). */
type SquadWorth = Omit<Contribution, 'soldiers'> & { readonly soldiers: Readonly<Partial<Contribution['soldiers']>> };

/** How many squads n soldiers make, the empty one aside: 31 for the kit's five. */
const squadCount = (n: number) => (1 << n) - 1;

/** `chamber contribution --report`'s report.json (report merge reads it back): one way a squad. */
export const CONTRIBUTION_GRID: OutcomeGridKind<SquadWorth> = {
  format: 'star-chamber-lab-contribution',
  ways: SQUADS_PLAYED.map((mask) => (mask === FULL_SQUAD ? 'full squad' : `without ${leftOff(mask).join('+')}`)),
  figures(spec, victories) {
    const byMask: ArrayLike<number>[] = [];
    SQUADS_PLAYED.forEach((mask, i) => { byMask[mask] = victories[i]; });
    const whole = contributionOf(byMask, victories[0].length, spec.seed);
    // A soldier the scenario does not field is worth exactly 0 (every squad plays as the one
    // without them): the answer names only the soldiers on the board.
    const squad = runSquad(spec);
    return { ...whole, soldiers: Object.fromEntries(squad.map((n) => [n, whole.soldiers[n]])) };
  },
  text: (spec, c, shard) => table(spec, c, shard),
};

export const contribution = defineCommand({
  name: 'contribution',
  summary: 'what each soldier is worth: the squads made by leaving soldiers off the board (31 for five soldiers) play the same seeds; '
    + `each soldier's Shapley value of the win rate with a 95% bootstrap interval (${RESAMPLES} resamples of the seeds), and the leave-one-out difference`,
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    deny: DENY,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    shard: text('K/N', 'play the squads on the K-th (1 to N) of N slices of the games; auto/N takes K from JOB_COMPLETION_INDEX + 1; chamber report merge puts the shards\' reports together'),
    report: text('DIR', 'write report.json (the figures and each game\'s outcome for each squad) and report.md in DIR (made if missing)'),
    json: flag('print one line: {"fullWinRate","soldiers":{"Reyes":{"shapley","shapleyCI95":[lo,hi],"leaveOneOut"},...}}'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const basics = batchBasics(values);
    let spec: RunSpec;
    let shard: Shard | null;
    try {
      spec = {
        ...specStartOf(basics), ...labSquad(basics.squadAi, values.budget),
        ...rulesOf(values),
        ...restrictionsOf({ deny: values.deny }, basics),
      };
      shard = shardOfOption(values.shard, spec.games);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const options = playOptionsOf(basics, values, io);
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const { from, to } = shardRange(spec.games, shard);
    // The grid keeps all 31 squads (report merge reads them by name); with a scenario that fields
    // fewer soldiers, a squad plays as its part on the board, so each distinct part plays once and
    // a part with nobody on the board loses every game unplayed (the empty squad loses).
    const onBoard = maskOf(runSquad(spec));
    const played = new Map<number, Uint8Array>([[0, new Uint8Array(to - from)]]);
    for (const mask of SQUADS_PLAYED) {
      const part = mask & onBoard;
      if (played.has(part)) continue;
      const without = leftOff(mask).filter((n) => onBoard & (1 << SOLDIER_NAMES.indexOf(n)));
      const side = await playSide({ ...spec, ...(without.length ? { without } : {}) }, without.length ? `games without ${without.join(', ')}` : 'games of the full squad', options, shard);
      played.set(part, side.victories.subarray(from, to));
    }
    const victories = SQUADS_PLAYED.map((mask) => played.get(mask & onBoard)!);
    const result = CONTRIBUTION_GRID.figures(spec, victories);
    if (report) writeOutcomeGrid(report, CONTRIBUTION_GRID, spec, shard, victories, result);
    io.stdout(values.json ? JSON.stringify(result) + '\n' : table(spec, result, shard));
    return 0;
  },
});
