/**
 * `chamber report merge FILE...` (issue 18 §2): the shards of one run put back together. Every
 * file must be a shard of the same run (same scenario, games, seed, policy, variants, overrides:
 * Scenario C at 3, 10 and 18 XP stay apart, kit 04), each shard once, all N present, each holding
 * exactly its slice; the rows then make the whole run, and its report is built as a whole run's
 * is. Timing: the slowest shard's wall time (shards run side by side).
 */
import { specJson } from './report-data';
import type { RunRows } from './build-report';
import type { ReadReport } from './read-report';
import { shardIndices } from '../shard';

export function mergeShards(reports: readonly ReadReport[]): RunRows {
  if (!reports.length) throw new Error('report merge needs at least one report.json');
  const first = reports[0];
  const spec = JSON.stringify(specJson(first.spec));
  for (const r of reports) {
    if (JSON.stringify(specJson(r.spec)) !== spec) {
      throw new Error(`${r.file} is from another run than ${first.file} (${JSON.stringify(specJson(r.spec))} vs ${spec}); reports of different runs are kept apart`);
    }
    if (!r.shard) throw new Error(`${r.file} is a whole run's report, not a shard`);
  }
  const count = first.shard!.count;
  const seen = new Map<number, string>();
  for (const r of reports) {
    if (r.shard!.count !== count) throw new Error(`${r.file} is shard ${r.shard!.index}/${r.shard!.count}, but ${first.file} is of ${count} shards`);
    const twice = seen.get(r.shard!.index);
    if (twice) throw new Error(`shard ${r.shard!.index}/${count} is given twice (${twice} and ${r.file})`);
    seen.set(r.shard!.index, r.file);
    const want = shardIndices(first.spec.games, r.shard);
    const got = r.rows.map((row) => row.index);
    if (want.length !== got.length || want.some((i, k) => got[k] !== i)) {
      throw new Error(`${r.file}: shard ${r.shard!.index}/${count} should hold games ${want[0]}..${want[want.length - 1]}, it holds ${got.length} other rows`);
    }
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${count}`).join(', ')} missing: a merge needs every shard of the run`);
  const rows = reports.flatMap((r) => r.rows).sort((a, b) => a.index - b.index);
  return { spec: first.spec, shard: null, rows, wallSeconds: Math.max(...reports.map((r) => r.wallSeconds)) };
}
