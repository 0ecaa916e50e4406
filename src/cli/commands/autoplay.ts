/**
 * `chamber autoplay`: a batch of whole games headless through the statecharts (issue 3 §2,
 * issue 18 §1-§2). Game i of a run is played with seed S + i whatever the worker count or shard,
 * so runs reproduce and compare game for game. --json prints one summary line (lab/summary.ts);
 * --report DIR writes report.md, report.json and report.csv; --out DIR keeps each game's record
 * as DIR/game-<seed>.json (with --reasons, the planner's reasons in each: replay/plan-notes.ts).
 */
import { defineCommand, refuseArguments } from '../command';
import { labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { batchBasics, playOptionsOf, restrictionsOf, shardOfOption, specStartOf } from '../batch-basics';
import { BUDGET, DENY, GAMES, OVERRIDE, SCENARIO, SCENARIO_FILE, SEED, SQUAD_AI, VARIANT, WITHOUT, WORKERS } from '../lab-options';
import { flag, text } from '../options';
import { parseOverrides } from '../../engine/rule-changes/overrides';
import { writeReport } from '../../lab/report/write-report';
import { RowStore } from '../../lab/row-store';
import { runBatch } from '../../lab/run-batch';
import { squadText, type RunSpec } from '../../lab/run-spec';
import { shardIndices, type Shard } from '../../lab/shard';
import { summaryOf, type RunSummary } from '../../lab/summary';
import { RunTally } from '../../lab/totals';
import { parseVariants } from '../../engine/rule-changes/variants';
import { rulesTexts } from '../../lab/paired-play';
import { SOLDIER_NAMES } from '../../engine/state/types';
import { pct } from '../../lab/percent';
import { counted } from '../../lab/report/counted';

export { GAMES, SEED };

const USAGE = 'chamber autoplay (--scenario A|C|C-veteran|C-specialist | --scenario-file FILE.json) --games N --seed S --squad-ai random|greedy|planner [--budget N] [--deny MECHANIC]... [--without NAME]... '
  + '[--workers K] [--shard K/N|auto/N] [--variant NAME]... [--override PATH=VALUE]... [--report DIR] [--out DIR [--reasons]] [--json]';

/**
 * The human summary. Its headline carries everything the win rate depends on and its interval
 * (issue 33 §B): the games, the squad AI with its budget and restrictions, and the rules, as
 * --json's spec-free line cannot and report.md does.
 */
function humanText(spec: RunSpec, shard: Shard | null, indices: readonly number[], s: RunSummary, out: string | null, report: string | null): string {
  const first = spec.seed + (indices[0] ?? 0);
  const seeds = s.games === 1 ? `seed ${first}` : `seeds ${first}..${first + s.games - 1}`;
  const rules = rulesTexts(spec);
  const lines = [
    `${counted(s.games, 'game')} of scenario ${spec.scenario} (${seeds}), squad AI ${squadText(spec)}; ${rules.length ? `rules: ${rules.join(', ')}` : 'the kit as written'}: `
      + `${counted(s.wins, 'win')}, win rate ${pct(s.winRate)} (95% Wilson interval ${pct(s.winRateCI95[0])} to ${pct(s.winRateCI95[1])})`,
    `mean ${s.meanRounds.toFixed(2)} rounds, ${s.gamesPerSecond} games per second`
      + `${shard ? `; shard ${shard.index}/${shard.count} of ${spec.games} games` : ''}${out ? `; records in ${out}` : ''}`,
    ...SOLDIER_NAMES.map((n) => {
      const p = s.perSoldier[n];
      return `  ${n.padEnd(6)} shots ${p.shots}, hits ${p.hits}, HP removed ${p.hpRemoved}, kills ${p.kills}, HP lost ${p.hpLost}, downed ${p.downed}, revived ${p.revived}, XP ${p.xp}`;
    }),
    `  aliens killed ${s.aliens.killed}, melee attacks ${s.aliens.meleeAttacks}, ranged ${s.aliens.rangedAttacks}, four-melee activations ${s.aliens.fourMeleeActivations}; `
      + `overwatch triggers ${s.overwatch.triggers}, reactions ${s.overwatch.reactions}, hits ${s.overwatch.hits}; deflections ${s.deflections}`,
    ...(report ? [`report in ${report} (report.md, report.json, report.csv)`] : []),
  ];
  return lines.join('\n') + '\n';
}

export const autoplay = defineCommand({
  name: 'autoplay',
  summary: 'play a batch of whole games headless on every core and summarise them (win rate with its Wilson 95% interval, each soldier, aliens, overwatch)',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    deny: DENY,
    without: WITHOUT,
    workers: WORKERS,
    shard: text('K/N', 'play the K-th (1 to N) of N slices of the games; auto/N takes K from JOB_COMPLETION_INDEX + 1'),
    variant: VARIANT,
    override: OVERRIDE,
    report: text('DIR', 'write report.md, report.json, report.csv and the best and worst games\' records in DIR (made if missing)'),
    out: text('DIR', 'write each game\'s record as DIR/game-<seed>.json (made if missing)'),
    reasons: flag('with --out and --squad-ai planner: each record keeps the planner\'s reasons (its top plans and their scores at each decision it searched), which Replay shows'),
    json: flag('print one summary line (games, wins, meanRounds, gamesPerSecond, winRate, winRateCI95, perSoldier, aliens, overwatch, deflections, rounds, wallSeconds)'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const basics = batchBasics(values);
    let spec: RunSpec;
    let shard: Shard | null;
    try {
      spec = {
        ...specStartOf(basics), ...labSquad(basics.squadAi, values.budget),
        variants: parseVariants(values.variant ?? []),
        overrides: parseOverrides(values.override ?? []),
        ...restrictionsOf(values, basics),
      };
      shard = shardOfOption(values.shard, spec.games);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const out = values.out ?? null;
    const report = values.report ?? null;
    if (values.reasons && out === null) throw new UsageError('--reasons needs --out DIR: the reasons are kept in the records written there');
    if (values.reasons && spec.squadAi !== 'planner') throw new UsageError(`--reasons needs --squad-ai planner: ${spec.squadAi} gives no reasons`);
    if (out !== null) prepareFolder('--out', out);
    if (report !== null) prepareFolder('--report', report);
    const options = playOptionsOf(basics, values, io);
    const indices = shardIndices(spec.games, shard);
    // A run keeps its totals; only a report keeps the games, packed (row-store.ts).
    const tally = new RunTally(spec);
    const store = report ? new RowStore(spec.seed) : null;
    const wallSeconds = await runBatch(spec, indices, {
      ...options, outDir: out, reasons: values.reasons === true,
      onRow: (row) => { tally.add(row); store?.add(row); },
    });
    const summary = summaryOf(tally.totals(), wallSeconds);
    if (report) writeReport(report, { spec, shard, store: store!, wallSeconds });
    io.stdout(values.json ? JSON.stringify(summary) + '\n' : humanText(spec, shard, indices, summary, out, report));
    return 0;
  },
});
