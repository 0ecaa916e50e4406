/**
 * `chamber report merge` of a sharded ladder (`chamber ladder --shard K/N --report DIR`): every
 * file a shard of the same ladder (same spec and rungs), each shard once, all N present, each
 * holding exactly its slice; each game row one the run could hold (its seed, an outcome, rounds
 * within the round limit, R2) and each shard's rungs, steps and plateau what its rows make
 * (a hand-edited shard is named, never merged). The whole ladder's figures are then made from the
 * rows by the same function `chamber ladder` uses (ladder.ts ladderOf), so a merge equals the
 * unsharded run exactly.
 */
import { ladderOf, ladderPolicies, parseBudgets, type LadderFigures } from '../ladder';
import { LADDER_FORMAT, LADDER_VERSION, ladderColumns, type LadderOutcomes } from '../ladder-report';
import { sheetGamesFrom, type LadderSheetRows } from '../ladder-sheet';
import type { RunSpec } from '../run-spec';
import { gameSeed } from '../seeds';
import { shardRange, type Shard } from '../shard';
import { readReportJson, shardFrom, specFrom } from './read-report';
import { rowBoundsOf } from './row-checks';
import { isObject } from './report-format';
import { difference } from './totals-check';
import { specJson } from './report-data';
import { wholeShardSet, type ShardPart } from './shard-set';

export interface MergedLadder {
  readonly spec: RunSpec;
  readonly budgets: readonly number[];
  readonly played: readonly LadderOutcomes[];
  readonly figures: LadderFigures;
  /** Greedy's and the top planner rung's game rows, every game: what the sheet is answered from (ladder-sheet.ts). */
  readonly sheetRows: LadderSheetRows;
}

interface LadderShard {
  readonly file: string;
  readonly run: ShardPart['run'];
  readonly spec: RunSpec;
  readonly budgets: number[];
  readonly shard: Shard;
  readonly played: LadderOutcomes[];
  readonly sheet: LadderSheetRows;
}


function readLadderShard(file: string): LadderShard {
  const raw = readReportJson(file);
  try {
    if (!isObject(raw) || raw.format !== LADDER_FORMAT) throw new Error(`not a ladder report (format must be "${LADDER_FORMAT}")`);
    if (raw.version !== LADDER_VERSION) throw new Error(`ladder report version ${String(raw.version)} is not ${LADDER_VERSION}`);
    if (!isObject(raw.spec) || 'squadAi' in raw.spec || 'budget' in raw.spec) throw new Error('"spec" must be a ladder\'s (no one squadAi or budget)');
    const spec = specFrom({ ...raw.spec, squadAi: 'planner' });
    const shard = shardFrom(raw.shard ?? null);
    if (!shard) throw new Error('a whole ladder\'s report, not a shard');
    if (!Array.isArray(raw.rungs) || raw.rungs.length < 3 || !raw.rungs.every(isObject)) throw new Error('"rungs" must be the ladder\'s rungs');
    const rungs = raw.rungs as Record<string, unknown>[];
    if (rungs[0].squadAi !== 'random' || rungs[1].squadAi !== 'greedy' || rungs.slice(2).some((r) => r.squadAi !== 'planner')) {
      throw new Error('"rungs" must be random, greedy, then the planner at each budget');
    }
    const budgets = parseBudgets(rungs.slice(2).map((r) => String(r.budget)).join(','), 'rungs\' budgets');
    const columns = ladderColumns(ladderPolicies(budgets));
    if (!Array.isArray(raw.columns) || raw.columns.join(',') !== columns.join(',')) throw new Error(`"columns" must be ${columns.join(',')}`);
    const { from, to } = shardRange(spec.games, shard);
    if (!Array.isArray(raw.games) || raw.games.length !== to - from) {
      throw new Error(`shard ${shard.index}/${shard.count} should hold games ${from}..${to - 1}, it holds ${Array.isArray(raw.games) ? raw.games.length : 'no'} rows`);
    }
    const { roundLimit } = rowBoundsOf(spec);
    const played = budgets.length + 2;
    const victories = Array.from({ length: played }, () => new Uint8Array(to - from));
    const rounds = Array.from({ length: played }, () => new Uint16Array(to - from));
    raw.games.forEach((g: unknown, k: number) => {
      const at = `games[${k}]`;
      if (!Array.isArray(g) || g.length !== columns.length) throw new Error(`${at} must be a row of ${columns.length} values (${columns.join(',')})`);
      if (g[0] !== from + k) throw new Error(`${at}: index ${JSON.stringify(g[0])} is not game ${from + k}, the shard's ${k + 1}. game`);
      if (g[1] !== gameSeed(spec.seed, from + k)) throw new Error(`${at}: seed ${JSON.stringify(g[1])} is not game ${from + k}'s: a run seeded ${spec.seed} plays it with seed ${gameSeed(spec.seed, from + k)}`);
      for (let r = 0; r < played; r++) {
        const outcome = g[2 + 2 * r];
        const n = g[3 + 2 * r];
        if (outcome !== 'victory' && outcome !== 'defeat') throw new Error(`${at}: ${columns[2 + 2 * r]} ${JSON.stringify(outcome)} is not victory or defeat`);
        if (!Number.isInteger(n) || n < 1 || n > roundLimit) throw new Error(`${at}: ${columns[3 + 2 * r]} ${JSON.stringify(n)} is not a round from 1 to the run's round limit of ${roundLimit} (R2)`);
        victories[r][k] = outcome === 'victory' ? 1 : 0;
        rounds[r][k] = n;
      }
    });
    const outcomes = victories.map((v, r) => ({ victories: v, rounds: rounds[r] }));
    // The file's figures must be its rows' (a hand-edited figure is named, as totals-check.ts does for autoplay).
    const figures = ladderOf(budgets, outcomes);
    const own = JSON.parse(JSON.stringify({ rungs: figures.rungs, steps: figures.steps, plateau: { budget: figures.plateau } }));
    const sums = difference(own, { rungs: raw.rungs, steps: raw.steps, plateau: raw.plateau }, 'ladder');
    if (sums) throw new Error(sums);
    const sheet = sheetGamesFrom(raw.sheetGames, spec, budgets, from, to - from);
    return { file, run: { spec: specJson(spec), budgets }, spec, budgets, shard, played: outcomes, sheet };
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** The whole ladder from its shards' report.json files. */
export function mergeLadderShards(files: readonly string[]): MergedLadder {
  const shards = wholeShardSet(files, readLadderShard, 'ladder');
  const { spec, budgets } = shards[0];
  const played = shards[0].played.map(() => ({ victories: new Uint8Array(spec.games), rounds: new Uint16Array(spec.games) }));
  for (const s of shards) {
    const { from } = shardRange(spec.games, s.shard);
    s.played.forEach((p, r) => { played[r].victories.set(p.victories as Uint8Array, from); played[r].rounds.set(p.rounds as Uint16Array, from); });
  }
  const sheetRows = { greedy: shards.flatMap((s) => s.sheet.greedy), planner: shards.flatMap((s) => s.sheet.planner) };
  return { spec, budgets, played, figures: ladderOf(budgets, played), sheetRows };
}
