/**
 * Game rows a shard's report.json keeps so that `chamber report merge` can answer the playtest
 * sheet exactly as the whole run does (`sheetGames`: the ladder's greedy and top planner rung,
 * compare's sides a and b), in autoplay's row columns; read back, each row is checked against its
 * run's spec (row-checks.ts) and its place in the shard.
 */
import type { GameRow } from '../game-row';
import type { RunSpec } from '../run-spec';
import { ROW_COLUMNS, rowFromValues, rowValues } from './report-data';
import { rowBoundsOf, rowProblem } from './row-checks';

const byIndex = (rows: readonly GameRow[]) => [...rows].sort((a, b) => a.index - b.index);

/** report.json's `sheetGames`: the columns, then each run's rows in game order under its key. */
export function sheetRowsJson<K extends string>(rows: Readonly<Record<K, readonly GameRow[]>>, keys: readonly K[]): { columns: readonly string[] } & Record<K, (number | string)[][]> {
  return { columns: ROW_COLUMNS, ...Object.fromEntries(keys.map((k) => [k, byIndex(rows[k]).map(rowValues)])) } as { columns: readonly string[] } & Record<K, (number | string)[][]>;
}

/**
 * `sheetGames` read back from a shard holding games from..from+count-1: each key's rows, each
 * checked against `specs[key]`; `what` names the rows in the one error when the columns are wrong.
 */
export function sheetRowsFrom<K extends string>(raw: unknown, keys: readonly K[], specs: Readonly<Record<K, RunSpec>>, from: number, count: number, what: string): Record<K, GameRow[]> {
  const o = raw as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null || !Array.isArray(o.columns) || o.columns.join(',') !== ROW_COLUMNS.join(',')) {
    throw new Error(`"sheetGames" must hold ${what} in the report's row columns`);
  }
  const read = (key: K): GameRow[] => {
    const list = o[key];
    if (!Array.isArray(list) || list.length !== count) throw new Error(`"sheetGames.${key}" must hold the shard's ${count} games`);
    const bounds = rowBoundsOf(specs[key]);
    return list.map((values: unknown, k: number) => {
      const at = `sheetGames.${key}[${k}]`;
      const row = rowFromValues(values as unknown[], at);
      if (row.index !== from + k) throw new Error(`${at}: index ${row.index} is not game ${from + k}`);
      const problem = rowProblem(row, bounds);
      if (problem) throw new Error(`${at}: ${problem}`);
      return row;
    });
  };
  return Object.fromEntries(keys.map((k) => [k, read(k)])) as Record<K, GameRow[]>;
}
