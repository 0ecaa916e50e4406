/**
 * Reading a record file in Node (CLI, tests, scripts): the size limit is checked before reading,
 * and every problem becomes one line naming the file, in words (no such file, a folder, no
 * permission), never a raw EISDIR. `report merge` reads its report.json files the same way. Not
 * for the browser (node:fs).
 */
import { readFileSync, statSync } from 'node:fs';
import { parseRecord, RecordError } from './load';
import { MAX_RECORD_BYTES, type GameRecord } from './record';

/** What a failed file-system call means, in words ("no such file or folder"); the code if unknown. */
export function fileProblem(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT': return 'no such file or folder';
    case 'EISDIR': return 'is a folder, not a file';
    case 'ENOTDIR': return 'a part of the path is a file, not a folder';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'EROFS': return 'the file system is read-only';
    case 'ENOSPC': return 'no space left on the device';
    case 'EEXIST': return 'already exists';
    case 'ENAMETOOLONG': return 'the name is too long';
    case 'ELOOP': return 'too many symbolic links (a link loop?)';
    default: return typeof code === 'string' ? `the system refused (${code})` : err instanceof Error ? err.message.split('\n')[0] : String(err);
  }
}

/**
 * The text of a regular file of at most `maxBytes`, checked before a byte is read: a folder, a
 * device (/dev/zero) or a pipe is never read, as it would fail with a raw code, grow without end
 * or never answer. `what` names the file's kind in the one line ("record", "report").
 */
export function readRegularFile(file: string, what: string, maxBytes: number): string {
  if (file === '') throw new Error(`the ${what} file's name is empty`);
  let stat;
  try {
    stat = statSync(file);
  } catch (err) {
    // The system's code stays on the error, for a caller that words a missing file its own way.
    throw Object.assign(new Error(`${file}: cannot read the file: ${fileProblem(err)}`), { code: (err as { code?: unknown }).code });
  }
  if (stat.isDirectory()) throw new Error(`${file}: is a folder, not a ${what} file`);
  if (!stat.isFile()) throw new Error(`${file}: is not a regular file (a device or a pipe?), not a ${what} file`);
  if (stat.size > maxBytes) {
    throw new Error(`${file}: the ${what} is ${(stat.size / 1048576).toFixed(1)} MB, over the ${maxBytes / 1048576} MB limit`);
  }
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${file}: cannot read the file: ${fileProblem(err)}`);
  }
}

export function readRecordFile(file: string): GameRecord {
  const text = readRegularFile(file, 'record', MAX_RECORD_BYTES);
  try {
    return parseRecord(text);
  } catch (err) {
    if (err instanceof RecordError) throw new Error(`${file}: ${err.message}`);
    throw err;
  }
}
