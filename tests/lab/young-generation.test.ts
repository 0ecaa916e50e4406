/**
 * The batch heap (src/lab/young-generation.ts): the threads' young generation, its cap on a
 * machine with little memory per thread, the bench starting node with the same semi-space, and
 * which batches play on a thread.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { poolFor, THREAD_FROM_GAMES } from '../../src/lab/pool';
import { SEMI_SPACE_MB, youngGenerationMb } from '../../src/lab/young-generation';

const GB = 2 ** 30;

describe('the young generation of a batch thread', () => {
  it('is three semi-spaces on a machine with memory to spare', () => {
    expect(youngGenerationMb(2, 24 * GB)).toBe(3 * SEMI_SPACE_MB);
  });

  it('takes no more than a quarter of the memory over all threads', () => {
    // 64 threads on 16 GB: a quarter is 4 GB, 64 MB a thread.
    expect(youngGenerationMb(64, 16 * GB)).toBe(64);
    expect(youngGenerationMb(64, 16 * GB) * 64).toBeLessThanOrEqual(16 * 1024 / 4);
  });

  it('never goes below V8\'s own default', () => {
    expect(youngGenerationMb(64, 1 * GB)).toBe(16);
  });

  it('is the semi-space `npm run bench` starts node with, so the bench plays on the same heap', () => {
    // The bench run for real (a name no bench has: it plays nothing), each node process saying at
    // exit the options it was started with (fixtures/report-exec-argv.mjs).
    const run = spawnSync('npm', ['run', '--silent', 'bench', '--', 'no-bench-has-this-name'], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE_OPTIONS: '--import ./tests/lab/fixtures/report-exec-argv.mjs' },
    });
    expect(run.status).toBe(0);
    const started = run.stderr.split('\n').filter((l) => l.startsWith('execArgv: ')).map((l) => JSON.parse(l.slice('execArgv: '.length)) as string[]);
    const bench = started.find((argv) => argv.includes('tsx'));
    expect(bench).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  });
});

describe('where one worker plays', () => {
  const indices = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('plays a small batch in this thread', async () => {
    const pool = poolFor(indices(THREAD_FROM_GAMES - 1), 1);
    expect(pool.threaded).toBe(false);
    await pool.close();
  });

  it('plays a batch of a couple of hundred games or more on a worker thread, with the batch heap', async () => {
    const pool = poolFor(indices(THREAD_FROM_GAMES), 1);
    expect(pool.threaded).toBe(true);
    await pool.close();
  });
});
