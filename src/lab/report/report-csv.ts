/**
 * report.csv (issue 18 §1): one row a game, the same columns as report.json's `games`.
 * Values are numbers or the words victory/defeat, so nothing needs quoting.
 */
import type { RowStore } from '../row-store';
import { ROW_COLUMNS, rowValues } from './report-data';

/** The file's lines, header first, one game a line in index order. */
export function* csvLines(store: RowStore): Generator<string> {
  yield ROW_COLUMNS.join(',');
  for (const row of store.rows()) yield rowValues(row).join(',');
}
