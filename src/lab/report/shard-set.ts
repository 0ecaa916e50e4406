/**
 * The shards `chamber report merge` is given, checked as one set: every file a shard of the same
 * run (the same `run`: the spec as read back, and whatever else makes the run, such as a ladder's
 * budgets or a sweep's path and values), each shard once, all N present. Any problem is one line
 * naming the file(s) and what is wrong; shards of different runs are told apart by what differs.
 */
import type { Shard } from '../shard';
import { isObject } from './report-format';

/** One shard as read: its file, what makes its run, and which shard it is. */
export interface ShardPart {
  readonly file: string;
  /**
   * What makes the run, as plain data: the spec as parsed back (specJson of specFrom's, so flags
   * given in another order, or a report written before their order was fixed, make the same
   * run) and the rest of the run. Two shards are of one run when these are equal.
   */
  readonly run: Readonly<Record<string, unknown>>;
  readonly shard: Shard;
}

/** The longest value a difference shows; a scenario file is named by its title, never shown whole. */
const SHOWN = 48;

function shown(v: unknown): string {
  if (v === undefined) return 'none';
  if (typeof v === 'string') return JSON.stringify(v.length > SHOWN ? `${v.slice(0, SHOWN - 1)}…` : v);
  const text = JSON.stringify(v);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** Where `a` and `b` differ, one short phrase a field ("spec.seed: 22 vs 21"); a scenario file by its title, or "differs". */
export function runDifferences(a: unknown, b: unknown, at = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (at === 'scenarioFile' || at.endsWith('.scenarioFile')) {
    const [x, y] = [a, b].map((f) => (isObject(f) ? shown(f.title) : 'none'));
    return [x === y ? `${at} differs` : `${at}: ${x} vs ${y}`];
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((k) => runDifferences(a[k], b[k], at ? `${at}.${k}` : k));
  }
  return [`${at || 'the run'}: ${shown(a)} vs ${shown(b)}`];
}

/** The one line refusing `file`'s shard of `run` beside `first`'s: what differs, three fields at most. */
export function anotherRun(file: string, run: unknown, first: { readonly file: string; readonly run: unknown }, what = 'run'): string {
  const all = runDifferences(run, first.run);
  const said = all.length > 3 ? [...all.slice(0, 3), `${all.length - 3} more`] : all;
  return `${file} is from another ${what} than ${first.file} (${said.join(', ')}); reports of different runs are kept apart`;
}

/** Reads each file with `read` and returns every shard of the one run, in shard order; `what` names the run ("ladder"). */
export function wholeShardSet<S extends ShardPart>(files: readonly string[], read: (file: string) => S, what = 'run'): S[] {
  if (!files.length) throw new Error('report merge needs at least one report.json');
  const shards: S[] = [];
  const seen = new Map<number, string>();
  for (const file of files) {
    const s = read(file);
    const first = shards[0] ?? s;
    if (JSON.stringify(s.run) !== JSON.stringify(first.run)) throw new Error(anotherRun(s.file, s.run, first, what));
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
