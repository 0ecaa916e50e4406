/**
 * A Lab report's files as downloads (issue 34 §5): the very files the CLI's --report writes, built
 * by the same functions (src/lab/report/report-files.ts: each kind of report has one), handed to
 * the browser as a Blob under the CLI's file name. Nothing here knows a kind of report, so any
 * view (Batch, Compare, Ladder, Calibrate, Sweep) offers its files through ReportDownloads.
 */
import type { ReportFileName, ReportFiles } from '../../lab/report/report-files';

const TYPES: Readonly<Record<ReportFileName, string>> = {
  'report.md': 'text/markdown;charset=utf-8',
  'report.json': 'application/json;charset=utf-8',
  'report.csv': 'text/csv;charset=utf-8',
};

/** Saves `name` with `content` (whole, or its pieces in order: a long run's rows are never one string). */
export function downloadFile(name: ReportFileName, content: string | Iterable<string>): void {
  const blob = new Blob(typeof content === 'string' ? [content] : [...content], { type: TYPES[name] });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the blob by the time the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the report's files (anew each time: the batch's rows are read once per file) and saves the one asked for. */
export async function downloadReportFile(name: ReportFileName, files: () => ReportFiles | Promise<ReportFiles>): Promise<void> {
  downloadFile(name, (await files())[name]);
}
