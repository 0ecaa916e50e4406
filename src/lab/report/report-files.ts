/**
 * A lab report's three files (issue 18 §1, issue 34 §5): report.json, report.md and report.csv,
 * as text (a long run's rows as pieces, so it never becomes one huge string). Every kind of
 * report (batch, compare, ladder, calibrate, sweep) builds its files with one pure function; the
 * CLI's --report writes them into a folder (write-files.ts) and the page offers the very same
 * text as downloads (ui/lab/download.ts), so there is one formatter for each.
 */

export const REPORT_FILE_NAMES = ['report.md', 'report.json', 'report.csv'] as const;
export type ReportFileName = (typeof REPORT_FILE_NAMES)[number];

/** Each file's text, whole or in pieces in order. */
export type ReportFiles = Readonly<Record<ReportFileName, string | Iterable<string>>>;

/** The file's text as one string (for the page and the tests; the CLI writes the pieces as they come). */
export function fileText(content: string | Iterable<string>): string {
  return typeof content === 'string' ? content : [...content].join('');
}
