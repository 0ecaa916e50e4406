/**
 * `chamber report merge FILE...` (issue 18 §2): the shards of one run put back together. Every
 * file must be a shard of the same run (same scenario, games, seed, policy, variants, overrides:
 * Scenario C at 3, 10 and 18 XP stay apart, kit 04), each shard once, all N present, each holding
 * exactly its slice; the rows then make the whole run, and its report is built as a whole run's
 * is. Timing: the slowest shard's wall time (shards run side by side). Files are read one at a
 * time into the packed store. Each file is a regular file of a sane size (read-report.ts), each
 * row a game the run could have played (row-checks.ts), and each file's summary its rows' sums
 * (totals-check.ts): a hand-edited shard is named, row and column, never merged.
 */
import { RowStore } from '../row-store';
import { shardRange } from '../shard';
import type { RunGames } from './build-report';
import { readReport } from './read-report';
import { specJson } from './report-data';
import { anotherRun } from './shard-set';
import { rowBoundsOf, rowProblem, type RowBounds } from './row-checks';
import { totalsProblem } from './totals-check';

export function mergeShards(files: readonly string[]): RunGames {
  if (!files.length) throw new Error('report merge needs at least one report.json');
  let first: { file: string; run: { spec: unknown }; count: number } | null = null;
  let store: RowStore | null = null;
  let runSpec = null as RunGames['spec'] | null;
  let bounds = null as RowBounds | null;
  let wallSeconds = 0;
  const seen = new Map<number, string>();
  for (const file of files) {
    const r = readReport(file);
    // The spec as read back (read-report.ts): rules in one order, whatever order the shard's flags had.
    const run = { spec: specJson(r.spec) };
    if (!r.shard) throw new Error(`${r.file} is a whole run's report, not a shard`);
    if (!first) { first = { file, run, count: r.shard.count }; runSpec = r.spec; store = new RowStore(r.spec.seed); bounds = rowBoundsOf(r.spec); }
    if (JSON.stringify(run) !== JSON.stringify(first.run)) throw new Error(anotherRun(r.file, run, first));
    if (r.shard.count !== first.count) throw new Error(`${r.file} is shard ${r.shard.index}/${r.shard.count}, but ${first.file} is of ${first.count} shards`);
    const twice = seen.get(r.shard.index);
    if (twice) throw new Error(`shard ${r.shard.index}/${first.count} is given twice (${twice} and ${r.file})`);
    seen.set(r.shard.index, r.file);
    const { from, to } = shardRange(r.spec.games, r.shard);
    if (r.rows.length !== to - from || r.rows.some((row, k) => row.index !== from + k)) {
      throw new Error(`${r.file}: shard ${r.shard.index}/${first.count} should hold games ${from}..${to - 1}, it holds ${r.rows.length} other rows`);
    }
    r.rows.forEach((row, k) => {
      const problem = rowProblem(row, bounds!);
      if (problem) throw new Error(`${r.file}: games[${k}] (game ${row.index}, seed ${row.seed}): ${problem}`);
    });
    const sums = totalsProblem(r.spec, r.rows, r);
    if (sums) throw new Error(`${r.file}: ${sums}`);
    for (const row of r.rows) store!.add(row);
    wallSeconds = Math.max(wallSeconds, r.wallSeconds);
  }
  const count = first!.count;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${count}`).join(', ')} missing: a merge needs every shard of the run`);
  return { spec: runSpec!, shard: null, store: store!, wallSeconds };
}
