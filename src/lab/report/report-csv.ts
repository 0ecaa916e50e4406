/**
 * report.csv (issue 18 §1): one row a game, the same columns as report.json's `games`.
 * Values are numbers or the words victory/defeat; they go through csvCell all the same, so a text
 * column added later is written safe for a spreadsheet (replay/csv-cell.ts).
 */
import type { RowStore } from '../row-store';
import { csvLine } from '../../replay/csv-cell';
import { ROW_COLUMNS, rowValues } from './report-data';

/** The file's lines, header first, one game a line in index order. */
export function* csvLines(store: RowStore): Generator<string> {
  yield csvLine(ROW_COLUMNS);
  for (const row of store.rows()) yield csvLine(rowValues(row));
}
