/**
 * `chamber ladder`: the skill ladder (lab/ladder.ts). Random, greedy and the planner at each
 * budget play the same seeds; each rung's games, wins, win rate (Wilson 95%) and mean rounds are
 * exactly `chamber autoplay`'s for its settings; neighbouring rungs are compared pair by pair; the
 * plateau is named. --json prints one line: {"rungs":[{"squadAi","budget","games","wins",
 * "winRate","winRateCI95","meanRounds"},...],"plateau":{"budget":n|null}}.
 * --report DIR writes report.json, report.md and report.csv (lab/ladder-report.ts). --shard K/N
 * plays every rung on the K-th slice of the games (as autoplay's, lab/shard.ts) and reports that
 * slice; `chamber report merge` puts the shards back into the whole ladder (report/ladder-merge.ts).
 */
import { defineCommand, refuseArguments } from '../command';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { batchBasics, playOptionsOf, restrictionsOf, shardOfOption, specStartOf } from '../batch-basics';
import { DENY, GAMES, OVERRIDE, SCENARIO, SCENARIO_FILE, SEED, VARIANT, WORKERS, rulesOf } from '../lab-options';
import { flag, text } from '../options';
import { DEFAULT_BUDGETS, ladderOf, ladderPolicies, parseBudgets } from '../../lab/ladder';
import { ladderReportFiles, type LadderOutcomes } from '../../lab/ladder-report';
import { writeReportFiles } from '../../lab/report/write-files';
import { ladderText } from '../../lab/ladder-text';
import { playSide } from '../../lab/paired-play';
import type { RunSpec } from '../../lab/run-spec';
import { shardRange, type Shard } from '../../lab/shard';

const USAGE = 'chamber ladder (--scenario A | --scenario-file FILE.json) --games N --seed S [--budgets 1,2,4,8,16,32,64] [--deny MECHANIC]... [--variant V]... [--override P=V]... [--workers K] [--shard K/N|auto/N] [--report DIR] [--json]';
import type { GameRow } from '../../lab/game-row';
import { ladderSheet } from '../../lab/ladder-sheet';

export const ladder = defineCommand({
  name: 'ladder',
  summary: 'the skill ladder: random, greedy and the planner at each budget play the same seeds; each rung\'s win rate (Wilson 95%), '
    + 'neighbouring rungs paired (Newcombe 95%, exact McNemar), and the plateau: the rules\' own difficulty for good play',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    games: GAMES,
    seed: SEED,
    budgets: text('B1,B2,...', `the planner's budgets (playouts per decision), rising (default ${DEFAULT_BUDGETS.join(',')})`),
    deny: DENY,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    shard: text('K/N', 'play every rung on the K-th (1 to N) of N slices of the games; auto/N takes K from JOB_COMPLETION_INDEX + 1; chamber report merge puts the shards\' reports together'),
    report: text('DIR', 'write report.json (every rung, step and game; the playtest sheet answered under greedy and the top planner rung, each answer "stable": false when their verdicts differ), report.md and report.csv (one row a game, every rung\'s outcome) in DIR (made if missing)'),
    json: flag('print one line: {"rungs":[{"squadAi","budget","games","wins","winRate","winRateCI95","meanRounds"},...],"plateau":{"budget":n|null}}'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const basics = batchBasics(values);
    let base: Omit<RunSpec, 'squadAi'>;
    let budgets: number[];
    let shard: Shard | null;
    try {
      budgets = values.budgets === undefined ? [...DEFAULT_BUDGETS] : parseBudgets(values.budgets);
      base = {
        ...specStartOf(basics),
        ...rulesOf(values),
        ...restrictionsOf({ deny: values.deny }, basics),
      };
      shard = shardOfOption(values.shard, base.games);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const options = playOptionsOf(basics, values, io);
    const { from, to } = shardRange(base.games, shard);
    const played: LadderOutcomes[] = [];
    const policies = ladderPolicies(budgets);
    // With --report the sheet is answered from greedy's games and the top planner rung's (issue 33
    // §2), from their rows as kept in report.json, so merged shards answer as the whole run does.
    const sheetRows = { greedy: [] as GameRow[], planner: [] as GameRow[] };
    for (const policy of policies) {
      const spec: RunSpec = { ...base, squadAi: policy.squadAi, ...(policy.budget !== null ? { budget: policy.budget } : {}) };
      const kept = report === null ? null : policy.squadAi === 'greedy' ? sheetRows.greedy : policy === policies[policies.length - 1] ? sheetRows.planner : null;
      const side = await playSide(spec, `games by ${policy.budget === null ? policy.squadAi : `the planner at budget ${policy.budget}`}`, { ...options, ...(kept ? { onRow: (row: GameRow) => kept.push(row) } : {}) }, shard);
      played.push({ victories: side.victories.subarray(from, to), rounds: side.rounds.subarray(from, to) });
    }
    const figures = ladderOf(budgets, played);
    const { rungs, plateau } = figures;
    const whole: RunSpec = { ...base, squadAi: 'planner' };
    const text = ladderText(whole, figures, shard);
    if (report) writeReportFiles(report, ladderReportFiles(whole, shard, figures, { from, played }, text, { rows: sheetRows, answers: ladderSheet(whole, budgets, sheetRows) }));
    io.stdout(values.json ? JSON.stringify({ rungs, plateau: { budget: plateau } }) + '\n' : text);
    return 0;
  },
});
