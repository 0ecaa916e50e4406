/**
 * `chamber compare`: a one-variable experiment (issue 18 §3). Rules a and rules b play the same
 * games (same seeds and policy, paired); --json prints exactly {"games","a":{"wins","winRate",
 * "winRateCI95"},"b":{...},"diff","diffCI95":[lo,hi],"pValue","significant","perSoldier"}.
 * --shard K/N plays both sides on the K-th slice of the games (lab/shard.ts) and compares that
 * slice; `chamber report merge` puts the shards' reports back into the whole comparison.
 * --report (and the text) also answers the playtest sheet under a and under b, side by side
 * (issue 34 §4). --sprt stops when a sequential test decides (issue 34 §3, lab/sequential.ts).
 */
import { defineCommand, refuseArguments } from '../command';
import { idleBudget, labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { batchBasics, playOptionsOf, restrictionsOf, shardOfOption, specStartOf, squadAiOf } from '../batch-basics';
import { BUDGET, DENY, GAMES, SCENARIO, SCENARIO_FILE, SEED, SQUAD_AI, WITHOUT, WORKERS } from '../lab-options';
import { flag, text, textList } from '../options';
import { comparisonOf, PairedSide, pairedTable } from '../../lab/compare';
import { parseOverrides } from '../../engine/rule-changes/overrides';
import { compareMarkdown, compareReportFiles } from '../../lab/report/compare-report';
import { writeReportFiles } from '../../lab/report/write-files';
import { runBatch } from '../../lab/run-batch';
import type { RunSpec } from '../../lab/run-spec';
import { shardIndices, shardRange, type Shard } from '../../lab/shard';
import { parseVariants } from '../../engine/rule-changes/variants';
import { SPRT_BATCH } from '../../lab/sequential';
import { playSequential } from '../../lab/sequential-play';
import { SPRT_OPTIONS, sprtSettingsOf } from '../sprt-options';
import { compareAnswers } from '../../lab/report/compare-answers';
import type { GameRow } from '../../lab/game-row';
import type { SprtSettings } from '../../lab/stats/sprt';

const USAGE = 'chamber compare (--scenario A | --scenario-file FILE.json) --games N --seed S --squad-ai random|greedy|planner [--a-squad-ai AI] [--b-squad-ai AI] [--budget N] [--deny MECHANIC]... [--without NAME]... [--a-variant V]... [--a-override P=V]... '
  + '[--b-variant V]... [--b-override P=V]... [--workers K] [--shard K/N|auto/N] [--sprt [--delta0 D0] [--delta1 D1] [--alpha A] [--beta B]] [--report DIR] [--json]';

export const compare = defineCommand({
  name: 'compare',
  summary: 'rules a against rules b on the same seeds (paired games): Wilson 95% intervals, the difference b - a with '
    + 'Newcombe\'s paired 95% interval (method 10, 1998) and the exact McNemar test (binomial test on the discordant pairs, p < 0.05)',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    'a-squad-ai': text('AI', 'side a\'s squad policy instead of --squad-ai (a policy against another on the same games and rules)'),
    'b-squad-ai': text('AI', 'side b\'s squad policy instead of --squad-ai'),
    budget: BUDGET,
    deny: { ...DENY, help: `${DENY.help}; on both sides` },
    without: { ...WITHOUT, help: `${WITHOUT.help}; on both sides` },
    workers: WORKERS,
    shard: text('K/N', 'compare on the K-th (1 to N) of N slices of the games; auto/N takes K from JOB_COMPLETION_INDEX + 1; chamber report merge puts the shards\' reports together'),
    'a-variant': textList('NAME', 'a ruling variant switched on side a (as autoplay --variant)'),
    'a-override': textList('PATH=VALUE', 'a ruleset number set on side a (as autoplay --override)'),
    'b-variant': textList('NAME', 'a ruling variant switched on side b'),
    'b-override': textList('PATH=VALUE', 'a ruleset number set on side b'),
    ...SPRT_OPTIONS,
    report: text('DIR', 'write report.md, report.json and report.csv (one row a paired game) in DIR'),
    json: flag('print {"games","a","b","diff","diffCI95","pValue","significant","perSoldier"}'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const basics = batchBasics(values);
    let a: RunSpec;
    let b: RunSpec;
    let shard: Shard | null;
    let sprt: SprtSettings | null;
    const restrictions = restrictionsOf(values, basics);
    try {
      const aiOf = (s: 'a' | 'b'): string => {
        const named = values[`${s}-squad-ai`];
        return named === undefined ? basics.squadAi : squadAiOf(named, `--${s}-squad-ai`);
      };
      // --budget is for whichever side plays the planner; with none it would go unspent.
      const ais = [aiOf('a'), aiOf('b')];
      // The advice names the flags that chose the squads: a side's own flag overrides --squad-ai.
      const chosenBy = (['a', 'b'] as const).map((s) => (values[`${s}-squad-ai`] === undefined ? '--squad-ai' : `--${s}-squad-ai`));
      if (values.budget !== undefined && !ais.includes('planner')) throw new Error(idleBudget(ais, [...new Set(chosenBy)].join(' or ')));
      const sideOf = (s: 'a' | 'b', ai: string): RunSpec => ({
        ...specStartOf(basics), ...labSquad(ai, ai === 'planner' ? values.budget : undefined),
        variants: parseVariants(values[`${s}-variant`] ?? [], `--${s}-variant`),
        overrides: parseOverrides(values[`${s}-override`] ?? [], `--${s}-override`),
        ...restrictions,
      });
      a = sideOf('a', ais[0]);
      b = sideOf('b', ais[1]);
      shard = shardOfOption(values.shard, a.games);
      sprt = sprtSettingsOf(values);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    // A shard sees only its slice of the games, and the test must see them in order from the first to stop at the right one.
    if (sprt && shard) throw new UsageError('--sprt cannot be sharded: the test stops on the games played so far, from the first in order, which no one shard sees');
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const playing = playOptionsOf(basics, values, io);
    if (sprt) {
      const { sides, result } = await playSequential(a, b, sprt, playing);
      const played = (s: PairedSide) => ({ victories: s.victories.subarray(0, result.games), rounds: s.rounds.subarray(0, result.games) });
      const c = comparisonOf(played(sides.a).victories, played(sides.b).victories, sides.a.totals().stats.perSoldier, sides.b.totals().stats.perSoldier);
      const sequential = { result, settings: sprt, maxGames: a.games, batch: SPRT_BATCH, table: pairedTable(played(sides.a).victories, played(sides.b).victories) };
      const answers = compareAnswers(a, b, { a: sides.a.totals(), b: sides.b.totals() });
      if (report) writeReportFiles(report, compareReportFiles(a, b, c, { from: 0, a: played(sides.a), b: played(sides.b), shard: null, answers }, sequential));
      io.stdout(values.json ? JSON.stringify({ ...c, sprt: result }) + '\n' : compareMarkdown(a, b, c, sequential, answers));
      return 0;
    }
    const indices = shardIndices(a.games, shard);
    const sides = { a: new PairedSide(a), b: new PairedSide(b) };
    const options = { ...playing, outDir: null };
    // A shard's report keeps each side's rows, from which report merge answers the sheet (sheet-rows.ts).
    const rows = { a: [] as GameRow[], b: [] as GameRow[] };
    const keep = shard !== null && report !== null;
    await runBatch(a, indices, { ...options, label: 'games under a', onRow: (row) => { sides.a.add(row); if (keep) rows.a.push(row); } });
    await runBatch(b, indices, { ...options, label: 'games under b', onRow: (row) => { sides.b.add(row); if (keep) rows.b.push(row); } });
    const { from, to } = shardRange(a.games, shard);
    const slice = (s: PairedSide) => ({ victories: s.victories.subarray(from, to), rounds: s.rounds.subarray(from, to) });
    const soldierTotals = { a: sides.a.totals().stats.perSoldier, b: sides.b.totals().stats.perSoldier };
    const comparison = comparisonOf(slice(sides.a).victories, slice(sides.b).victories, soldierTotals.a, soldierTotals.b);
    const answers = compareAnswers(a, b, { a: sides.a.totals(), b: sides.b.totals() });
    if (report) writeReportFiles(report, compareReportFiles(a, b, comparison, { from, a: slice(sides.a), b: slice(sides.b), shard: shard ? { shard, soldierTotals, rows } : null, answers }));
    io.stdout(values.json ? JSON.stringify(comparison) + '\n' : compareMarkdown(a, b, comparison, null, answers));
    return 0;
  },
});
