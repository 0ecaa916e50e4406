/**
 * report.csv (issue 18 §1): one row a game, the same columns as report.json's `games`.
 * Values are numbers or the words victory/defeat, so nothing needs quoting.
 */
import type { LabReport } from './report-data';

export function reportCsv(report: Pick<LabReport, 'columns' | 'games'>): string {
  return [report.columns.join(','), ...report.games.map((row) => row.join(','))].join('\n') + '\n';
}
