/**
 * The batch heap (src/lab/young-generation.ts): the threads' young generation, its cap on a
 * machine with little memory per thread, the bench starting node with the same semi-space, and
 * which batches play on a thread.
 */
import { readFileSync } from 'node:fs';
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
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.bench).toContain(`--max-semi-space-size=${SEMI_SPACE_MB} `);
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
