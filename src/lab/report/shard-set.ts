/**
 * The shards `chamber report merge` is given, checked as one set: every file a shard of the same
 * run (the same `specText`: the spec and whatever else makes the run, such as a ladder's budgets
 * or a sweep's path and values), each shard once, all N present. Any problem is one line naming
 * the file(s) and what is wrong.
 */
import type { Shard } from '../shard';

/** One shard as read: its file, the text that says which run it is of, and which shard it is. */
export interface ShardPart {
  readonly file: string;
  readonly specText: string;
  readonly shard: Shard;
}

/** Reads each file with `read` and returns every shard of the one run, in shard order; `what` names the run ("ladder"). */
export function wholeShardSet<S extends ShardPart>(files: readonly string[], read: (file: string) => S, what = 'run'): S[] {
  if (!files.length) throw new Error('report merge needs at least one report.json');
  const shards: S[] = [];
  const seen = new Map<number, string>();
  for (const file of files) {
    const s = read(file);
    const first = shards[0] ?? s;
    if (s.specText !== first.specText) throw new Error(`${s.file} is from another ${what} than ${first.file} (${s.specText} vs ${first.specText}); reports of different runs are kept apart`);
    if (s.shard.count !== first.shard.count) throw new Error(`${s.file} is shard ${s.shard.index}/${s.shard.count}, but ${first.file} is of ${first.shard.count} shards`);
    const twice = seen.get(s.shard.index);
    if (twice) throw new Error(`shard ${s.shard.index}/${first.shard.count} is given twice (${twice} and ${s.file})`);
    seen.set(s.shard.index, s.file);
    shards.push(s);
  }
  const { count } = shards[0].shard;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${count}`).join(', ')} missing: a merge needs every shard of the run`);
  return shards.sort((a, b) => a.shard.index - b.shard.index);
}
