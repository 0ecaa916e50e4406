/**
 * Batch games play with V8's allocation-site pretenuring off (src/lab/pretenuring.ts): V8 has no
 * way to read a flag back, so this holds the wiring — every entry point that plays batch games
 * turns it off before its first game — and that V8 takes the flag at run time.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NO_PRETENURING, stopPretenuring } from '../../src/lab/pretenuring';

describe('pretenuring off for batch games', () => {
  it('is a flag this V8 knows and takes at run time', () => {
    // setFlagsFromString ignores an unknown flag silently, but node refuses one on its command
    // line ("bad option", exit 9): the same node accepting it proves the name is V8's own.
    const run = spawnSync(process.execPath, [NO_PRETENURING, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(() => stopPretenuring()).not.toThrow();
  });

  // Each entry point run as a process of its own, with a preloaded module that reports at exit
  // whether pretenuring was turned off in that process (fixtures/report-pretenuring.ts).
  it.each([
    ['the chamber CLI', ['src/cli/main.ts', 'rules', '--json']],
    ['the lab\'s worker module', ['--input-type=module', '-e', "await import('./src/lab/worker.ts')"]],
    ['npm run bench', ['bench/run.ts', 'no-bench-has-this-name']],
  ])('is turned off by %s', (_what, args) => {
    const preload = ['--import', 'tsx', '--import', './tests/lab/fixtures/report-pretenuring.ts'];
    const run = spawnSync(process.execPath, [...preload, ...args], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('pretenuring stopped: true');
  });

  it('is not turned off by merely loading the module (the report above could not fail otherwise)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', './tests/lab/fixtures/report-pretenuring.ts', '-e', '0'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toContain('pretenuring stopped: false');
  });
});
