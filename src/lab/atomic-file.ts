/**
 * Files the CLI writes (records, reports) are written whole or not at all: the text goes to a
 * temporary name beside the file, which is renamed to the file's own name only when every byte is
 * written. A full disk used to leave a 0-byte record, a truncated record and a truncated
 * report.json beside no report.md, and said `ENOSPC: no space left on device, write` without the
 * path; now no file is left half-written and the one line names the file and the problem in words.
 */
import * as nodeFs from 'node:fs';
import { threadId } from 'node:worker_threads';
import { fileProblem } from '../replay/node-file';

/** The calls this module makes, so that a test can make one of them fail (a full disk). */
export type FileCalls = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'closeSync' | 'renameSync' | 'unlinkSync'>;

/** A file that could not be written: "cannot write FILE: PROBLEM", the problem in words. */
export class FileWriteError extends Error {
  override readonly name = 'FileWriteError';
  constructor(readonly file: string, readonly problem: string) {
    super(`cannot write ${file}: ${problem}`);
  }
}

/** Text is written in pieces of about a megabyte, so a long report never becomes one string. */
const PIECE_CHARS = 1 << 20;

/**
 * Writes `content` (one text, or pieces of it in order) to `file` through a temporary name beside
 * it (`file.part-PID-THREAD`: threads and shards side by side never share one) and renames it when
 * whole. Throws FileWriteError; the temporary file is removed.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array | Iterable<string>, fs: FileCalls = nodeFs): void {
  const part = `${file}.part-${process.pid}-${threadId}`;
  let fd: number | null = null;
  try {
    fd = fs.openSync(part, 'w');
    if (content instanceof Uint8Array) writeAll(fs, fd, content);
    else {
      let buffer = '';
      for (const piece of typeof content === 'string' ? [content] : content) {
        buffer += piece;
        if (buffer.length >= PIECE_CHARS) { writeAll(fs, fd, Buffer.from(buffer, 'utf8')); buffer = ''; }
      }
      writeAll(fs, fd, Buffer.from(buffer, 'utf8'));
    }
    const open = fd;
    fd = null;
    fs.closeSync(open);
    fs.renameSync(part, file);
  } catch (err) {
    if (fd !== null) try { fs.closeSync(fd); } catch { /* already failing */ }
    try { fs.unlinkSync(part); } catch { /* never made, or gone */ }
    throw new FileWriteError(file, problemOf(err));
  }
}

/** writeSync may write less than asked (a nearly full disk): write on until all of it is out. */
function writeAll(fs: FileCalls, fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at, bytes.length - at);
}

function problemOf(err: unknown): string {
  // A folder that exists but takes no files (/proc) answers ENOENT to a new file.
  return (err as { code?: unknown } | null)?.code === 'ENOENT' ? 'the folder does not take files (or is gone)' : fileProblem(err);
}
