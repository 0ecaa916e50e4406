/** A report's files (made in memory, as the Lab's are) written into DIR, each whole or not at all (atomic-file.ts). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file';

export function writeReportFiles(dir: string, files: Readonly<Record<string, string>>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileAtomic(join(dir, name), text);
}
