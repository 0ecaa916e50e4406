/**
 * `--report DIR`: a report's files (report-files.ts) written into DIR (made if missing), each
 * whole or not at all (atomic-file.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file';
import { REPORT_FILE_NAMES, type ReportFiles } from './report-files';

export function writeReportFiles(dir: string, files: ReportFiles): void {
  mkdirSync(dir, { recursive: true });
  for (const name of REPORT_FILE_NAMES) writeFileAtomic(join(dir, name), files[name]);
}
