/**
 * `--report DIR`: a report's files (report-files.ts) written into DIR (made if missing), each
 * whole or not at all (atomic-file.ts). report.json goes first, as it always has: when a later
 * file cannot be written, the run's data is already whole on disk.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file';
import type { ReportFileName, ReportFiles } from './report-files';

const WRITE_ORDER: readonly ReportFileName[] = ['report.json', 'report.md', 'report.csv'];

export function writeReportFiles(dir: string, files: ReportFiles): void {
  mkdirSync(dir, { recursive: true });
  for (const name of WRITE_ORDER) writeFileAtomic(join(dir, name), files[name]);
}
