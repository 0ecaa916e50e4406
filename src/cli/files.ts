/**
 * The files and folders the CLI is told to use (`--position FILE`, `--out DIR`), checked before
 * any work starts and every problem said in words with the path (issue 16 §5): a folder where a
 * file is wanted, a file where a folder is wanted, a place where no folder can be made (/proc).
 */
import { accessSync, constants, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './errors';
import { fileProblem } from '../replay/node-file';
import { FileWriteError, writeFileAtomic } from '../lab/atomic-file';

function statOrNull(path: string): ReturnType<typeof statSync> | null {
  try {
    return statSync(path);
  } catch (err) {
    // ENOTDIR: a part of the path is a file; the walk up names it.
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw err;
  }
}

/** The text of a small file named by `flag`; a missing file, a folder or a device is one line. */
export function readTextFile(flag: string, file: string, maxBytes: number): string {
  if (file === '') throw new UsageError(`${flag}: the file name is empty`);
  const problem = (words: string) => new UsageError(`${flag} ${file}: ${words}`);
  let stat;
  try {
    stat = statSync(file);
  } catch (err) {
    throw problem(`cannot read the file: ${fileProblem(err)}`);
  }
  if (stat.isDirectory()) throw problem('is a folder, not a file');
  if (!stat.isFile()) throw problem('is not a regular file (a device or a pipe?)');
  if (stat.size > maxBytes) throw problem(`the file is ${stat.size} bytes, over the ${maxBytes}-byte limit`);
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw problem(`cannot read the file: ${fileProblem(err)}`);
  }
}

/** What each folder flag holds, for the line that asks for a folder. */
const WRITTEN: Readonly<Record<string, string>> = { '--out': 'the records', '--report': 'the report' };

/**
 * Makes sure `dir` is a folder the CLI can write in, creating it (and its missing parents) one
 * level at a time: node's recursive mkdir never returns under /proc, where mkdir says ENOENT
 * for a folder whose parent exists.
 */
export function prepareFolder(flag: string, dir: string): void {
  if (dir === '') throw new UsageError(`${flag}: the folder name is empty`);
  const problem = (words: string) => new UsageError(`${flag} ${dir}: ${words}`);
  const missing: string[] = [];
  let at = resolve(dir);
  let stat;
  for (;;) {
    try {
      stat = statOrNull(at);
    } catch (err) {
      throw problem(`cannot use ${at}: ${fileProblem(err)}`);
    }
    if (stat || dirname(at) === at) break;
    missing.unshift(at);
    at = dirname(at);
  }
  if (stat && !stat.isDirectory()) {
    throw problem(missing.length ? `${at} is a file, not a folder` : `is a file, not a folder (give a folder for ${WRITTEN[flag] ?? 'the files'})`);
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      const why = code === 'ENOENT' ? `${dirname(folder)} does not hold ordinary folders` : fileProblem(err);
      throw problem(`cannot create the folder ${folder}: ${why}`);
    }
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw problem(`cannot write in the folder: ${fileProblem(err)}`);
  }
}

/** Writes one output file whole or not at all, naming it and the problem in words if the system refuses. */
export function writeTextFile(flag: string, file: string, content: string): void {
  try {
    writeFileAtomic(file, content);
  } catch (err) {
    if (err instanceof FileWriteError) throw new UsageError(`${flag}: ${err.message}`);
    throw err;
  }
}

/** Writes a binary output file whole or not at all (a clip), naming it and the problem in words. */
export function writeBytesFile(flag: string, file: string, content: Uint8Array): void {
  try {
    writeFileAtomic(file, content);
  } catch (err) {
    if (err instanceof FileWriteError) throw new UsageError(`${flag}: ${err.message}`);
    throw err;
  }
}
