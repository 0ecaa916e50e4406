/**
 * Writes replays/graph/win-chances.json: each bundled record's win-chance graph, estimated as the
 * planner's worker would (src/ui/planner/shippedChances.ts says why). make-replays.ts runs it after
 * writing the records; run it alone after a change to the estimate (the planner's playouts, the
 * greedy policy, GRAPH_PLAYOUTS): tests/ui/planner/shippedChances.test.ts fails until it is.
 *
 *   npx tsx scripts/bundled-chances.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { estimateWinChance, GRAPH_PLAYOUTS } from '../src/ai/planner/win-chance';
import { readRecordFile } from '../src/replay/node-file';
import type { GameRecord } from '../src/replay/record';
import { graphPoints } from '../src/ui/planner/swings';
import { SHIPPED_CHANCES_FORMAT, type ShippedChances } from '../src/ui/planner/shippedChances';
import { entriesFromRecord } from '../src/ui/replay/records';

/** The bundled records replays/index.json lists, by name (the file's, without ".json"). */
export function bundledRecords(dir: string): Map<string, GameRecord> {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { file: string }[];
  return new Map(index.map(({ file }) => [file.replace(/\.json$/, ''), readRecordFile(join(dir, file))]));
}

/**
 * The graph's chance at each of a record's points that the game is not over at (those need no
 * playouts: the page's ChanceEstimates knows them), by keyframe index, as the worker estimates it.
 */
export function recordChances(record: GameRecord, playouts = GRAPH_PLAYOUTS): Map<number, number> {
  const entries = entriesFromRecord(record);
  const out = new Map<number, number>();
  for (const i of graphPoints(entries)) {
    const state = entries[i].state;
    if (!state.outcome) out.set(i, estimateWinChance(state, { seed: record.seed, playouts }).chance);
  }
  return out;
}

/** The shipped file for these records (by name). */
export function shippedChancesFile(records: ReadonlyMap<string, GameRecord>, playouts = GRAPH_PLAYOUTS): ShippedChances {
  const out: ShippedChances = { format: SHIPPED_CHANCES_FORMAT, version: 1, playouts, records: {} };
  for (const [name, record] of records) {
    out.records[name] = { digest: record.digest, chances: Object.fromEntries([...recordChances(record, playouts)].map(([i, c]) => [String(i), c])) };
  }
  return out;
}

export function writeBundledChances(dir: string): void {
  const started = performance.now();
  const file = shippedChancesFile(bundledRecords(dir));
  mkdirSync(join(dir, 'graph'), { recursive: true });
  writeFileSync(join(dir, 'graph', 'win-chances.json'), JSON.stringify(file) + '\n');
  const points = Object.values(file.records).reduce((n, r) => n + Object.keys(r.chances).length, 0);
  console.log(`graph/win-chances.json: ${points} points of ${Object.keys(file.records).length} records, ${file.playouts} playouts each, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && /bundled-chances\.ts$/.test(process.argv[1])) writeBundledChances(join(process.cwd(), 'replays'));
