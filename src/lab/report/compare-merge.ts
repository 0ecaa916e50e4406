/**
 * `chamber report merge` of a sharded comparison (`chamber compare --shard K/N --report DIR`):
 * every file a shard of the same comparison (same a and b), each shard once, all N present, each
 * holding exactly its slice; each paired row one the run could hold (its seed, outcomes, rounds
 * within each side's round limit, R2), each soldier sum a whole count, and each shard's
 * comparison what its rows and sums make (a hand-edited shard is named, never merged). The whole
 * comparison is then made by the same function `chamber compare` uses (compare.ts comparisonOf):
 * the soldiers' sums add up across shards exactly, so the merge equals the unsharded run. The
 * playtest sheet under a and b (issue 34 §4) is answered from the shards' `sheetGames` rows, each
 * checked against its run and against the shard's outcome, rounds and soldier sums.
 */
import { SOLDIER_NAMES } from '../../engine/state/types';
import { comparisonOf, type Comparison, type SoldierTotals } from '../compare';
import { emptySoldierStats, SOLDIER_STAT_KEYS, type SoldierStats } from '../game-stats';
import type { RunSpec } from '../run-spec';
import { gameSeed } from '../seeds';
import { shardRange, type Shard } from '../shard';
import { COMPARE_COLUMNS, COMPARE_FORMAT, COMPARE_VERSION, type SideGames } from './compare-report';
import { readReportJson, shardFrom, specFrom } from './read-report';
import { isObject } from './report-format';
import { rowBoundsOf } from './row-checks';
import { specJson } from './report-data';
import { anotherRun, type ShardPart } from './shard-set';
import { difference } from './totals-check';
import { compareAnswers, type CompareAnswer } from './compare-answers';
import { sheetRowsFrom } from './sheet-rows';
import type { GameRow } from '../game-row';
import { totalsOf } from '../totals';

export interface MergedComparison {
  readonly a: RunSpec;
  readonly b: RunSpec;
  readonly comparison: Comparison;
  readonly played: { readonly a: SideGames; readonly b: SideGames };
  readonly answers: readonly CompareAnswer[];
}

interface CompareShard {
  readonly file: string;
  readonly run: ShardPart['run'];
  readonly a: RunSpec;
  readonly b: RunSpec;
  readonly shard: Shard;
  readonly played: { readonly a: { victories: Uint8Array; rounds: Uint16Array }; readonly b: { victories: Uint8Array; rounds: Uint16Array } };
  readonly soldiers: { readonly a: SoldierTotals; readonly b: SoldierTotals };
  readonly rows: { readonly a: readonly GameRow[]; readonly b: readonly GameRow[] };
}

function soldierTotalsFrom(raw: unknown, at: string): SoldierTotals {
  if (!isObject(raw)) throw new Error(`${at} must be each soldier's sums`);
  const out = {} as Record<string, SoldierStats>;
  for (const n of SOLDIER_NAMES) {
    const given = raw[n];
    if (!isObject(given)) throw new Error(`${at}.${n} is missing`);
    const s = emptySoldierStats();
    for (const k of SOLDIER_STAT_KEYS) {
      const v = given[k];
      if (!Number.isSafeInteger(v) || (v as number) < 0) throw new Error(`${at}.${n}.${k} ${JSON.stringify(v)} is not a whole count from 0`);
      s[k] = v as number;
    }
    out[n] = s;
  }
  return out as SoldierTotals;
}

function readCompareShard(file: string): CompareShard {
  const raw = readReportJson(file);
  try {
    if (!isObject(raw) || raw.format !== COMPARE_FORMAT) throw new Error(`not a compare report (format must be "${COMPARE_FORMAT}")`);
    if (raw.version !== COMPARE_VERSION) throw new Error(`compare report version ${String(raw.version)} is not ${COMPARE_VERSION}`);
    const a = specFrom(raw.a);
    const b = specFrom(raw.b);
    if (a.games !== b.games || a.seed !== b.seed || a.scenario !== b.scenario) throw new Error('sides a and b must play the same games (scenario, games, seed)');
    const shard = shardFrom(raw.shard ?? null);
    if (!shard) throw new Error('a whole comparison\'s report, not a shard');
    if (!Array.isArray(raw.columns) || raw.columns.join(',') !== COMPARE_COLUMNS.join(',')) throw new Error(`"columns" must be ${COMPARE_COLUMNS.join(',')}`);
    const { from, to } = shardRange(a.games, shard);
    if (!Array.isArray(raw.games) || raw.games.length !== to - from) {
      throw new Error(`shard ${shard.index}/${shard.count} should hold games ${from}..${to - 1}, it holds ${Array.isArray(raw.games) ? raw.games.length : 'no'} rows`);
    }
    const limit = { a: rowBoundsOf(a).roundLimit, b: rowBoundsOf(b).roundLimit };
    const side = () => ({ victories: new Uint8Array(to - from), rounds: new Uint16Array(to - from) });
    const played = { a: side(), b: side() };
    raw.games.forEach((g: unknown, k: number) => {
      const at = `games[${k}]`;
      if (!Array.isArray(g) || g.length !== COMPARE_COLUMNS.length) throw new Error(`${at} must be a row of ${COMPARE_COLUMNS.length} values (${COMPARE_COLUMNS.join(',')})`);
      if (g[0] !== from + k) throw new Error(`${at}: index ${JSON.stringify(g[0])} is not game ${from + k}, the shard's ${k + 1}. game`);
      if (g[1] !== gameSeed(a.seed, from + k)) throw new Error(`${at}: seed ${JSON.stringify(g[1])} is not game ${from + k}'s: a run seeded ${a.seed} plays it with seed ${gameSeed(a.seed, from + k)}`);
      (['a', 'b'] as const).forEach((s, j) => {
        const outcome = g[2 + j];
        const n = g[4 + j];
        if (outcome !== 'victory' && outcome !== 'defeat') throw new Error(`${at}: ${s}.outcome ${JSON.stringify(outcome)} is not victory or defeat`);
        if (!Number.isInteger(n) || n < 1 || n > limit[s]) throw new Error(`${at}: ${s}.rounds ${JSON.stringify(n)} is not a round from 1 to side ${s}'s round limit of ${limit[s]} (R2)`);
        played[s].victories[k] = outcome === 'victory' ? 1 : 0;
        played[s].rounds[k] = n;
      });
    });
    const sums = isObject(raw.soldierTotals) ? raw.soldierTotals : {};
    const soldiers = { a: soldierTotalsFrom(sums.a, 'soldierTotals.a'), b: soldierTotalsFrom(sums.b, 'soldierTotals.b') };
    // The file's comparison must be its rows' and sums' (as totals-check.ts holds autoplay's summary to its rows).
    const own = JSON.parse(JSON.stringify(comparisonOf(played.a.victories, played.b.victories, soldiers.a, soldiers.b)));
    const wrong = difference(own, raw.comparison, 'comparison');
    if (wrong) throw new Error(wrong);
    const rows = sheetRowsFrom(raw.sheetGames, ['a', 'b'], { a, b }, from, to - from, 'each side\'s game rows');
    for (const s of ['a', 'b'] as const) {
      rows[s].forEach((row, k) => {
        if (row.outcome !== (played[s].victories[k] ? 'victory' : 'defeat') || row.rounds !== played[s].rounds[k]) {
          throw new Error(`sheetGames.${s}[${k}]: game ${row.index}'s outcome or rounds are not the games row's`);
        }
      });
      const sums = totalsOf(s === 'a' ? a : b, rows[s]).stats.perSoldier;
      const off = difference(JSON.parse(JSON.stringify(sums)), JSON.parse(JSON.stringify(soldiers[s])), `sheetGames.${s}`);
      if (off) throw new Error(`${off} (the rows' soldier sums are not soldierTotals.${s})`);
    }
    return { file, run: { a: specJson(a), b: specJson(b) }, a, b, shard, played, soldiers, rows };
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

function addTotals(into: Record<string, SoldierStats>, add: SoldierTotals): void {
  for (const n of SOLDIER_NAMES) for (const k of SOLDIER_STAT_KEYS) into[n][k] += add[n][k];
}

/** The whole comparison from its shards' report.json files. */
export function mergeCompareShards(files: readonly string[]): MergedComparison {
  if (!files.length) throw new Error('report merge needs at least one report.json');
  const shards: CompareShard[] = [];
  const seen = new Map<number, string>();
  for (const file of files) {
    const s = readCompareShard(file);
    const first = shards[0] ?? s;
    if (JSON.stringify(s.run) !== JSON.stringify(first.run)) throw new Error(anotherRun(s.file, s.run, first, 'comparison'));
    if (s.shard.count !== first.shard.count) throw new Error(`${s.file} is shard ${s.shard.index}/${s.shard.count}, but ${first.file} is of ${first.shard.count} shards`);
    const twice = seen.get(s.shard.index);
    if (twice) throw new Error(`shard ${s.shard.index}/${first.shard.count} is given twice (${twice} and ${s.file})`);
    seen.set(s.shard.index, s.file);
    shards.push(s);
  }
  const { a, b, shard: { count } } = shards[0];
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${count}`).join(', ')} missing: a merge needs every shard of the run`);
  const side = () => ({ victories: new Uint8Array(a.games), rounds: new Uint16Array(a.games) });
  const played = { a: side(), b: side() };
  const blank = () => Object.fromEntries(SOLDIER_NAMES.map((n) => [n, emptySoldierStats()])) as Record<string, SoldierStats>;
  const soldiers = { a: blank(), b: blank() };
  for (const s of shards) {
    const { from } = shardRange(a.games, s.shard);
    for (const k of ['a', 'b'] as const) {
      played[k].victories.set(s.played[k].victories, from);
      played[k].rounds.set(s.played[k].rounds, from);
      addTotals(soldiers[k], s.soldiers[k]);
    }
  }
  const comparison = comparisonOf(played.a.victories, played.b.victories, soldiers.a as SoldierTotals, soldiers.b as SoldierTotals);
  const answers = compareAnswers(a, b, { a: totalsOf(a, shards.flatMap((s) => s.rows.a)), b: totalsOf(b, shards.flatMap((s) => s.rows.b)) });
  return { a, b, comparison, played, answers };
}
