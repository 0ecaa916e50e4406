/**
 * Batch games play with V8's allocation-site pretenuring off (src/lab/pretenuring.ts): V8 has no
 * way to read a flag back, so this holds the wiring — every entry point that plays batch games
 * turns it off before its first game — and that V8 takes the flag at run time.
 */
import { readFileSync } from 'node:fs';
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

  it.each(['src/cli/main.ts', 'src/lab/worker.ts', 'bench/run.ts'])('is turned off by %s', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/import \{ stopPretenuring \} from '[^']*\/pretenuring'/);
    expect(source).toMatch(/^\s*stopPretenuring\(\);/m);
  });
});
