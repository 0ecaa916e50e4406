/**
 * The report of a probe that plays the same seeds several ways and keeps only each game's
 * outcome each way (`chamber probe --report`, `chamber contribution --report`): report.json
 * holds the spec, the shard (a shard's only), the figures (the command's --json object), the
 * ways as columns and one row a game, [index, seed, 1 victory / 0 defeat each way]; report.md the
 * command's text. `chamber report merge` of the shards checks each shard (its rows are its games,
 * its figures its rows') and makes the figures again from all the rows with the command's own
 * function, so the merge equals the unsharded run exactly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunSpec } from '../run-spec';
import { gameSeed } from '../seeds';
import { shardRange, type Shard } from '../shard';
import { readReportJson, shardFrom, specFrom } from './read-report';
import { specJson, type SpecJson } from './report-data';
import { isObject } from './report-format';
import { difference } from './totals-check';
import { wholeShardSet } from './shard-set';

/** One kind of outcome-grid report: its format, its ways of play, its figures and text. */
export interface OutcomeGridKind<Figures> {
  readonly format: string;
  readonly ways: readonly string[];
  /** The figures from each way's outcomes (in `ways` order), game by game. */
  figures(spec: RunSpec, victories: readonly ArrayLike<number>[]): Figures;
  text(spec: RunSpec, figures: Figures, shard: Shard | null): string;
}

const VERSION = 1;

export function writeOutcomeGrid<F>(dir: string, kind: OutcomeGridKind<F>, spec: RunSpec, shard: Shard | null, victories: readonly ArrayLike<number>[], figures: F): void {
  mkdirSync(dir, { recursive: true });
  const { from, to } = shardRange(spec.games, shard);
  const games = Array.from({ length: to - from }, (_, k) => [from + k, gameSeed(spec.seed, from + k), ...victories.map((v) => v[k])]);
  writeFileSync(join(dir, 'report.json'), JSON.stringify({
    format: kind.format, version: VERSION, spec: specJson(spec), ...(shard ? { shard } : {}), figures,
    columns: ['index', 'seed', ...kind.ways], games,
  }, null, 1) + '\n');
  writeFileSync(join(dir, 'report.md'), kind.text(spec, figures, shard));
}

interface GridShard { readonly file: string; readonly run: { readonly spec: SpecJson }; readonly spec: RunSpec; readonly shard: Shard; readonly victories: Uint8Array[] }

function readShard<F>(file: string, kind: OutcomeGridKind<F>): GridShard {
  const raw = readReportJson(file);
  try {
    if (!isObject(raw) || raw.format !== kind.format) throw new Error(`not a report of format "${kind.format}"`);
    if (raw.version !== VERSION) throw new Error(`report version ${String(raw.version)} is not ${VERSION}`);
    const spec = specFrom(raw.spec);
    const shard = shardFrom(raw.shard ?? null);
    if (!shard) throw new Error('a whole run\'s report, not a shard');
    const columns = ['index', 'seed', ...kind.ways];
    if (!Array.isArray(raw.columns) || raw.columns.join(',') !== columns.join(',')) throw new Error(`"columns" must be ${columns.join(',')}`);
    const { from, to } = shardRange(spec.games, shard);
    if (!Array.isArray(raw.games) || raw.games.length !== to - from) {
      throw new Error(`shard ${shard.index}/${shard.count} should hold games ${from}..${to - 1}, it holds ${Array.isArray(raw.games) ? raw.games.length : 'no'} rows`);
    }
    const victories = kind.ways.map(() => new Uint8Array(to - from));
    raw.games.forEach((g: unknown, k: number) => {
      const at = `games[${k}]`;
      if (!Array.isArray(g) || g.length !== columns.length) throw new Error(`${at} must be a row of ${columns.length} values (index, seed, then 1 or 0 for each way)`);
      if (g[0] !== from + k) throw new Error(`${at}: index ${JSON.stringify(g[0])} is not game ${from + k}, the shard's ${k + 1}. game`);
      if (g[1] !== gameSeed(spec.seed, from + k)) throw new Error(`${at}: seed ${JSON.stringify(g[1])} is not game ${from + k}'s: a run seeded ${spec.seed} plays it with seed ${gameSeed(spec.seed, from + k)}`);
      kind.ways.forEach((way, w) => {
        const v = g[2 + w];
        if (v !== 0 && v !== 1) throw new Error(`${at}: ${way} ${JSON.stringify(v)} is not 1 (victory) or 0 (defeat)`);
        victories[w][k] = v;
      });
    });
    const own = JSON.parse(JSON.stringify(kind.figures(spec, victories)));
    const wrong = difference(own, raw.figures, 'figures');
    if (wrong) throw new Error(wrong);
    return { file, run: { spec: specJson(spec) }, spec, shard, victories };
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** The whole run from its shards' report.json files: its spec, every game's outcome each way, and its figures. */
export function mergeOutcomeGrid<F>(files: readonly string[], kind: OutcomeGridKind<F>): { spec: RunSpec; victories: Uint8Array[]; figures: F } {
  const shards = wholeShardSet(files, (file) => readShard(file, kind));
  const { spec } = shards[0];
  const victories = kind.ways.map(() => new Uint8Array(spec.games));
  for (const s of shards) {
    const { from } = shardRange(spec.games, s.shard);
    s.victories.forEach((v, w) => victories[w].set(v, from));
  }
  return { spec, victories, figures: kind.figures(spec, victories) };
}
