/**
 * Which kind of lab report a report.json is, from its first bytes (`format` is the first key
 * every report writes): `chamber report merge` runs the merge of that kind (autoplay's merge.ts,
 * ladder-merge.ts, compare-merge.ts) without reading a large file twice.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** The report's `format`, or null when the file cannot be read or does not start as a report (the autoplay merge then names the problem). */
export function reportFormatOf(file: string): string | null {
  let fd: number | null = null;
  try {
    if (!statSync(file).isFile()) return null;
    fd = openSync(file, 'r');
    const head = Buffer.alloc(256);
    const n = readSync(fd, head, 0, head.length, 0);
    return /^\s*\{\s*"format"\s*:\s*"([\w-]+)"/.exec(head.subarray(0, n).toString('utf8'))?.[1] ?? null;
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
