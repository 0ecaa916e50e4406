/**
 * A batch's report files (issue 18 §1-§2): report.json (the head pretty-printed, then one game row
 * a line), report.md and report.csv, from the head (build-report.ts) and the kept rows. The rows
 * are given a piece at a time, so a long run never becomes one huge string. `chamber autoplay
 * --report` writes them (write-report.ts); the page's Batch view offers them as downloads.
 */
import type { RowStore } from '../row-store';
import { csvLines } from './report-csv';
import { rowValues, type ReportHead } from './report-data';
import type { ReportFiles } from './report-files';
import { reportMarkdown } from './report-md';

/** report.json: the head pretty-printed, then one game row a line. */
function* reportJson(head: ReportHead, store: RowStore): Generator<string> {
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "games": [`;
  let first = true;
  for (const row of store.rows()) {
    yield `${first ? '' : ','}\n    ${JSON.stringify(rowValues(row))}`;
    first = false;
  }
  yield `${first ? '' : '\n  '}]\n}\n`;
}

/** The three files; each iterable is read once, as it is written. */
export function batchReportFiles(head: ReportHead, store: RowStore): ReportFiles {
  return {
    'report.json': reportJson(head, store),
    'report.md': reportMarkdown(head),
    'report.csv': (function* () { for (const line of csvLines(store)) yield `${line}\n`; })(),
  };
}
