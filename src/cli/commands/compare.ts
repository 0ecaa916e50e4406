/**
 * `chamber compare`: a one-variable experiment (issue 18 §3). Rules a and rules b play the same
 * games (same seeds and policy, paired); --json prints exactly {"games","a":{"wins","winRate",
 * "winRateCI95"},"b":{...},"diff","diffCI95":[lo,hi],"pValue","significant","perSoldier"}.
 */
import type { Command } from '../command';
import { UsageError } from '../errors';
import { batchBasics } from '../../lab/batch-flags';
import { compareSides, PairedSide } from '../../lab/compare';
import { repeatedFlag, stringFlag } from '../../lab/flags';
import { parseOverrides } from '../../lab/overrides';
import { progressMode } from '../../lab/progress';
import { compareMarkdown, writeCompareReport } from '../../lab/report/compare-report';
import { runBatch } from '../../lab/run-batch';
import type { RunSpec } from '../../lab/run-spec';
import { shardIndices } from '../../lab/shard';
import { parseVariants } from '../../lab/variants';

const USAGE = 'chamber compare --scenario A --games N --seed S --squad-ai random|greedy [--a-variant V]... [--a-override P=V]... '
  + '[--b-variant V]... [--b-override P=V]... [--workers K] [--report DIR] [--json]';

export const compare: Command = {
  name: 'compare',
  summary: 'rules a against rules b on the same seeds (paired games): Wilson 95% intervals, the difference b - a with '
    + 'Newcombe\'s paired 95% interval (method 10, 1998) and the exact McNemar test (binomial test on the discordant pairs, p < 0.05)',
  usage: USAGE,
  options: {
    scenario: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    'squad-ai': { type: 'string' },
    workers: { type: 'string' },
    'a-variant': { type: 'string', multiple: true },
    'a-override': { type: 'string', multiple: true },
    'b-variant': { type: 'string', multiple: true },
    'b-override': { type: 'string', multiple: true },
    report: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${USAGE})`);
    let a: RunSpec;
    let b: RunSpec;
    let workers: number;
    let report: string | null;
    try {
      const basics = batchBasics(values);
      workers = basics.workers;
      const sideOf = (s: 'a' | 'b'): RunSpec => ({
        scenario: basics.scenario, games: basics.games, seed: basics.seed, squadAi: basics.squadAi,
        variants: parseVariants(repeatedFlag(values[`${s}-variant`]), `--${s}-variant`),
        overrides: parseOverrides(repeatedFlag(values[`${s}-override`]), `--${s}-override`),
      });
      a = sideOf('a');
      b = sideOf('b');
      report = values.report === undefined ? null : stringFlag('--report', values.report);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const indices = shardIndices(a.games, null);
    const sides = { a: new PairedSide(a), b: new PairedSide(b) };
    const options = { workers, outDir: null, progress: progressMode(values.json === true), writeLine: (line: string) => io.stderr?.(line) };
    await runBatch(a, indices, { ...options, label: 'games under a', onRow: (row) => sides.a.add(row) });
    await runBatch(b, indices, { ...options, label: 'games under b', onRow: (row) => sides.b.add(row) });
    const comparison = compareSides(sides.a, sides.b);
    if (report) writeCompareReport(report, a, b, comparison, sides);
    io.stdout(values.json ? JSON.stringify(comparison) + '\n' : compareMarkdown(a, b, comparison));
    return 0;
  },
};
