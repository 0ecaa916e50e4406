/**
 * `chamber report merge` of a sharded sweep (`chamber sweep --shard K/N --report DIR`): every file
 * a shard of the same sweep (same spec, path and values), each shard once, all N present
 * (shard-set.ts), each holding exactly its slice; each game row one the run could hold at each
 * value (its seed, an outcome, rounds within that value's round limit, R2, HP removed within the
 * aliens fielded, kit 06) and each shard's rows of figures what its games make (a hand-edited shard
 * is named, never merged). The whole sweep's figures are then made from the games by the function
 * `chamber sweep` uses (sweep.ts sweepOf), so a merge equals the unsharded run exactly.
 */
import { SOLDIER_NAMES } from '../../engine/state/types';
import type { RunSpec } from '../run-spec';
import { gameSeed } from '../seeds';
import { shardRange, type Shard } from '../shard';
import { parseSweepValues, sweepOf, sweepPath, sweepSpecs, SweepGames, VARIANT_SETTINGS, variantOfPath, type SweepFigures, type SweepValue } from '../sweep';
import { SWEEP_FORMAT, SWEEP_GROUP, SWEEP_VERSION, sweepColumns } from '../sweep-report';
import { readReportJson, shardFrom, specFrom } from './read-report';
import { isObject } from './report-format';
import { rowBoundsOf } from './row-checks';
import { specJson } from './report-data';
import { wholeShardSet, type ShardPart } from './shard-set';
import { difference } from './totals-check';

export interface MergedSweep {
  /** The run without the swept path. */
  readonly spec: RunSpec;
  readonly values: readonly SweepValue[];
  readonly played: readonly SweepGames[];
  readonly figures: SweepFigures;
}

interface SweepShard {
  readonly file: string;
  readonly run: ShardPart['run'];
  readonly spec: RunSpec;
  readonly path: string;
  readonly values: SweepValue[];
  readonly shard: Shard;
  readonly played: SweepGames[];
}

/** A whole count from 0 to `max`, or the line naming the cell. */
function count(v: unknown, at: string, column: string, max: number, why: string): number {
  if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > max) throw new Error(`${at}: ${column} ${JSON.stringify(v)} is not a whole number from 0 to ${max} (${why})`);
  return v as number;
}

function readSweepShard(file: string): SweepShard {
  const raw = readReportJson(file);
  try {
    if (!isObject(raw) || raw.format !== SWEEP_FORMAT) throw new Error(`not a sweep report (format must be "${SWEEP_FORMAT}")`);
    if (raw.version !== SWEEP_VERSION) throw new Error(`sweep report version ${String(raw.version)} is not ${SWEEP_VERSION}`);
    const spec = specFrom(raw.spec);
    if (typeof raw.path !== 'string') throw new Error('"path" must be the swept ruleset path');
    const variant = variantOfPath(raw.path);
    const path = variant ? raw.path : sweepPath(raw.path, 'path');
    let values: SweepValue[];
    if (variant) {
      if (!Array.isArray(raw.values) || raw.values.join(',') !== VARIANT_SETTINGS.join(',')) throw new Error(`"values" of a variant's sweep must be ${JSON.stringify(VARIANT_SETTINGS)}`);
      values = [...VARIANT_SETTINGS];
    } else {
      if (!Array.isArray(raw.values) || !raw.values.every(Number.isInteger)) throw new Error('"values" must be the swept values, whole numbers');
      values = parseSweepValues(raw.values.join(','), path, 'values');
    }
    const specs = sweepSpecs(spec, path, values, { path: 'path', values: 'values', override: 'spec.overrides' });
    const shard = shardFrom(raw.shard ?? null);
    if (!shard) throw new Error('a whole sweep\'s report, not a shard');
    const columns = sweepColumns(values);
    if (!Array.isArray(raw.columns) || raw.columns.join(',') !== columns.join(',')) throw new Error(`"columns" must be ${columns.join(',')}`);
    const { from, to } = shardRange(spec.games, shard);
    if (!Array.isArray(raw.games) || raw.games.length !== to - from) {
      throw new Error(`shard ${shard.index}/${shard.count} should hold games ${from}..${to - 1}, it holds ${Array.isArray(raw.games) ? raw.games.length : 'no'} rows`);
    }
    const bounds = specs.map(rowBoundsOf);
    const played = values.map(() => new SweepGames(to - from));
    raw.games.forEach((g: unknown, k: number) => {
      const at = `games[${k}]`;
      if (!Array.isArray(g) || g.length !== columns.length) throw new Error(`${at} must be a row of ${columns.length} values (${columns.slice(0, 2 + SWEEP_GROUP).join(',')},...)`);
      if (g[0] !== from + k) throw new Error(`${at}: index ${JSON.stringify(g[0])} is not game ${from + k}, the shard's ${k + 1}. game`);
      if (g[1] !== gameSeed(spec.seed, from + k)) throw new Error(`${at}: seed ${JSON.stringify(g[1])} is not game ${from + k}'s: a run seeded ${spec.seed} plays it with seed ${gameSeed(spec.seed, from + k)}`);
      values.forEach((_v, w) => {
        const base = 2 + w * SWEEP_GROUP;
        const name = (c: number) => columns[base + c];
        const outcome = g[base];
        if (outcome !== 'victory' && outcome !== 'defeat') throw new Error(`${at}: ${name(0)} ${JSON.stringify(outcome)} is not victory or defeat`);
        const rounds = g[base + 1];
        if (!Number.isInteger(rounds) || rounds < 1 || rounds > bounds[w].roundLimit) throw new Error(`${at}: ${name(1)} ${JSON.stringify(rounds)} is not a round from 1 to that value's round limit of ${bounds[w].roundLimit} (R2)`);
        const games = played[w];
        games.victories[k] = outcome === 'victory' ? 1 : 0;
        games.rounds[k] = rounds;
        SOLDIER_NAMES.forEach((_n, s) => {
          games.hpRemoved[s][k] = count(g[base + 2 + 2 * s], at, name(2 + 2 * s), bounds[w].alienHp, 'no more than the aliens fielded have, kit 06');
          games.hpLost[s][k] = count(g[base + 3 + 2 * s], at, name(3 + 2 * s), 0xffff, 'a whole count');
        });
      });
    });
    // The file's figures must be its games' (a hand-edited figure is named, as the ladder's merge does).
    const own = JSON.parse(JSON.stringify(sweepOf(path, values, played).rows));
    const wrong = difference(own, raw.rows, 'sweep.rows');
    if (wrong) throw new Error(wrong);
    return { file, run: { spec: specJson(spec), path, values }, spec, path, values, shard, played };
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** Copies `part` (a shard's games) into `whole` from game `from`. */
function place(whole: SweepGames, part: SweepGames, from: number): void {
  whole.victories.set(part.victories, from);
  whole.rounds.set(part.rounds, from);
  part.hpRemoved.forEach((h, s) => whole.hpRemoved[s].set(h, from));
  part.hpLost.forEach((h, s) => whole.hpLost[s].set(h, from));
}

/** The whole sweep from its shards' report.json files. */
export function mergeSweepShards(files: readonly string[]): MergedSweep {
  const shards = wholeShardSet(files, readSweepShard, 'sweep');
  const { spec, path, values } = shards[0];
  const played = values.map(() => new SweepGames(spec.games));
  for (const s of shards) {
    const { from } = shardRange(spec.games, s.shard);
    s.played.forEach((p, w) => place(played[w], p, from));
  }
  return { spec, values, played, figures: sweepOf(path, values, played) };
}
