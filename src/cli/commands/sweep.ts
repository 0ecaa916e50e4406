/**
 * `chamber sweep` (issue 34 §1): one ruleset number (`--path`, as `chamber rules` lists them) set
 * to each of `--values` (or, with `--variant-sweep NAME`, a ruling variant off then on), every other setting fixed, the same seeds at each value (lab/sweep.ts).
 * Each value's row is exactly `chamber autoplay --override PATH=VALUE`'s on those seeds, with each
 * soldier's HP removed and lost; each value is paired with the one before it (Newcombe 95%, exact
 * McNemar p). --json prints one line: {"path","rows":[{"value","games","wins","winRate",
 * "winRateCI95","meanRounds","perSoldier","step"},...]}. --report DIR writes report.json, report.md
 * and report.csv (lab/sweep-report.ts); --shard K/N plays every value on the K-th slice of the
 * games, and `chamber report merge` puts the shards back into the whole sweep (report/sweep-merge.ts).
 */
import { defineCommand, refuseArguments } from '../command';
import { labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { batchBasics, playOptionsOf, restrictionsOf, shardOfOption, specStartOf } from '../batch-basics';
import { BUDGET, DENY, GAMES, OVERRIDE, SCENARIO, SCENARIO_FILE, SEED, SQUAD_AI, VARIANT, WORKERS, rulesOf } from '../lab-options';
import { flag, text } from '../options';
import { playSide } from '../../lab/paired-play';
import type { RunSpec } from '../../lab/run-spec';
import { shardRange, type Shard } from '../../lab/shard';
import { MAX_SWEEP_VALUES, parseSweepValues, sweepOf, sweepPath, sweepSpecs, SweepGames, VARIANT_SETTINGS, variantOfPath, variantSweepPath, type SweepFigures, type SweepValue } from '../../lab/sweep';
import { sweepReportFiles } from '../../lab/sweep-report';
import { sweepText } from '../../lab/sweep-text';
import { writeReportFiles } from '../../lab/report/write-files';

const USAGE = 'chamber sweep (--scenario A | --scenario-file FILE.json) --games N --seed S --squad-ai random|greedy|planner [--budget N] (--path PATH --values V1,V2,...|LO..HI | --variant-sweep NAME) '
  + '[--variant V]... [--override P=V]... [--deny MECHANIC]... [--workers K] [--shard K/N|auto/N] [--report DIR] [--json]';

/** The --json line: the path, and each value's row (autoplay's figures, the soldiers' HP, the step from the value before). */
export function sweepJson(figures: SweepFigures): string {
  return JSON.stringify({ path: figures.path, rows: figures.rows }) + '\n';
}

export const sweep = defineCommand({
  name: 'sweep',
  summary: 'one ruleset number at each of several values, every other setting fixed, the same seeds at each: each value\'s win rate (Wilson 95%), '
    + 'mean rounds and each soldier\'s HP removed and lost, exactly chamber autoplay --override PATH=VALUE\'s; neighbouring values paired (Newcombe 95%, exact McNemar)',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    path: text('PATH', 'the ruleset number to sweep, by its path, e.g. aliens.worker.hp (chamber rules lists them with their ranges)'),
    values: text('V1,V2,...|LO..HI', `its values, whole numbers in the path's range, rising (LO..HI: every whole number from LO to HI), at most ${MAX_SWEEP_VALUES}`),
    'variant-sweep': text('NAME', 'instead of --path and --values: play the ruling variant NAME off, then on (path variants.NAME, values "off" and "on"), each row as chamber autoplay --variant NAME=off|on'),
    variant: VARIANT,
    override: OVERRIDE,
    deny: DENY,
    workers: WORKERS,
    shard: text('K/N', 'play every value on the K-th (1 to N) of N slices of the games; auto/N takes K from JOB_COMPLETION_INDEX + 1; chamber report merge puts the shards\' reports together'),
    report: text('DIR', 'write report.json (every value\'s row, and each game\'s outcome, rounds and soldiers\' HP at every value), report.md and report.csv (one row a game) in DIR (made if missing)'),
    json: flag('print one line: {"path","rows":[{"value","games","wins","winRate","winRateCI95","meanRounds","perSoldier":{"<soldier>":{"hpRemoved","hpLost"}},"step":null|{"diff","diffCI95","pValue","significant"}},...]}'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const basics = batchBasics(values);
    const variantSweep = values['variant-sweep'];
    if (variantSweep !== undefined && (values.path !== undefined || values.values !== undefined)) {
      throw new UsageError('--variant-sweep plays its variant off and on: give it without --path and --values');
    }
    if (variantSweep === undefined && values.path === undefined) throw new UsageError('sweep needs --path PATH, the ruleset number to sweep (chamber rules lists them), or --variant-sweep NAME');
    if (variantSweep === undefined && values.values === undefined) throw new UsageError(`sweep needs --values V1,V2,... or LO..HI, the values of ${values.path}`);
    let base: RunSpec;
    let path: string;
    let swept: SweepValue[];
    let specs: RunSpec[];
    let shard: Shard | null;
    try {
      base = {
        ...specStartOf(basics), ...labSquad(basics.squadAi, values.budget),
        ...rulesOf(values),
        ...restrictionsOf({ deny: values.deny }, basics),
      };
      if (variantSweep !== undefined) {
        path = variantSweepPath(variantSweep);
        swept = [...VARIANT_SETTINGS];
        const name = variantOfPath(path)!;
        // --variant NAME at its kit reading leaves no trace in the spec (parseVariants), so the flags themselves are read.
        if ((values.variant ?? []).some((t) => t.split('=')[0].trim().toLowerCase() === name.toLowerCase())) throw new Error(`--variant-sweep ${name} is also switched by --variant ${name}: the sweep plays it off and on`);
      } else {
        path = sweepPath(values.path!);
        swept = parseSweepValues(values.values!, path);
      }
      specs = sweepSpecs(base, path, swept);
      shard = shardOfOption(values.shard, base.games);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const options = playOptionsOf(basics, values, io);
    const { from, to } = shardRange(base.games, shard);
    const played: SweepGames[] = [];
    for (const [k, spec] of specs.entries()) {
      const games = new SweepGames(to - from);
      await playSide(spec, `games at ${path}=${swept[k]}`, { ...options, onRow: (row) => games.add(row, from) }, shard);
      played.push(games);
    }
    const figures = sweepOf(path, swept, played);
    if (report) writeReportFiles(report, sweepReportFiles(base, swept, shard, figures, { from, played }));
    io.stdout(values.json ? sweepJson(figures) : sweepText(base, figures, shard));
    return 0;
  },
});
