/**
 * `npm run bench`: runs every bench/*.bench.ts in name order and prints its figures.
 * Each file exports `default async function (): Promise<BenchLine[]>`.
 * Goals are printed beside the measurement; a benchmark never fails the test suite.
 */
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopPretenuring } from '../src/lab/pretenuring';

export interface BenchLine {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** e.g. "< 1 ms"; met is true/false when a goal exists. */
  readonly goal?: string;
  readonly met?: boolean;
}

/**
 * Times `fn` over at least `minMs` milliseconds, after 5 calls and at least `warmMs` of warm-up
 * (a throughput figure for long batches should not count the JIT's first second of work);
 * returns the mean milliseconds per call.
 */
export function timeIt(fn: () => void, minMs = 500, warmMs = 0): { msPerCall: number; calls: number } {
  for (let i = 0; i < 5; i++) fn();
  for (const warm = performance.now(); performance.now() - warm < warmMs;) fn();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < minMs) {
    fn();
    calls++;
    now = performance.now();
  }
  return { msPerCall: (now - start) / calls, calls };
}

async function main(): Promise<void> {
  // The games benches play as the lab's batches do (src/lab/pretenuring.ts).
  stopPretenuring();
  const here = dirname(fileURLToPath(import.meta.url));
  const only = process.argv[2];
  // Node-only benches first: Chromium's processes (SwiftShader's GPU process above all) linger
  // busy for a while after a browser bench closes, which would slow the CPU figures after it.
  const inBrowser = (f: string) => /browser|frames/.test(f);
  const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
    .sort((a, b) => Number(inBrowser(a)) - Number(inBrowser(b)) || a.localeCompare(b));
  for (const file of files) {
    const mod = await import(pathToFileURL(join(here, file)).href);
    console.log(`# ${file}`);
    const lines: BenchLine[] = await mod.default();
    for (const l of lines) {
      const goal = l.goal ? `  (goal ${l.goal}: ${l.met ? 'met' : 'NOT met'})` : '';
      console.log(`  ${l.name}: ${formatValue(l.value)} ${l.unit}${goal}`);
    }
  }
}

function formatValue(v: number): string {
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toPrecision(3);
}

if (process.argv[1] && /run\.ts$/.test(process.argv[1])) {
  main().catch((err) => { console.error(err); process.exitCode = 1; });
}
