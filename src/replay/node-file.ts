/**
 * Reading a record file in Node (CLI, tests, scripts): the size limit is checked before reading,
 * and every problem becomes one line naming the file. Not for the browser (node:fs).
 */
import { readFileSync, statSync } from 'node:fs';
import { parseRecord, RecordError } from './load';
import { MAX_RECORD_BYTES, type GameRecord } from './record';

export function readRecordFile(file: string): GameRecord {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new Error(`${file}: cannot read the file (does it exist?)`);
  }
  if (size > MAX_RECORD_BYTES) {
    throw new Error(`${file}: the record is ${(size / 1048576).toFixed(1)} MB, over the ${MAX_RECORD_BYTES / 1048576} MB limit`);
  }
  try {
    return parseRecord(readFileSync(file, 'utf8'));
  } catch (err) {
    if (err instanceof RecordError) throw new Error(`${file}: ${err.message}`);
    throw err;
  }
}
