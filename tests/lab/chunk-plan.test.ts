/**
 * The chunks of a run (chunk-plan.ts): every index once, in order; at most 50 games a chunk; the
 * last games in quarter-size chunks, so no thread is left alone with a whole chunk at the end
 * (issue 33 §6).
 */
import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../src/lab/chunk-plan';

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('chunksOf', () => {
  it('cuts every index once, in order, for any count of games and workers', () => {
    for (const games of [1, 2, 7, 31, 100, 799, 4000]) {
      for (const workers of [1, 2, 3, 8]) {
        const chunks = chunksOf(range(games, 5), workers);
        expect(chunks.flat()).toEqual(range(games, 5));
        expect(chunks.every((c) => c.length >= 1 && c.length <= 50)).toBe(true);
      }
    }
  });

  it('4000 games on two workers: chunks of 50, the last 100 games in chunks of 13 or fewer', () => {
    const chunks = chunksOf(range(4000), 2);
    const full = chunks.filter((c) => c.length === 50);
    expect(full).toHaveLength(78);
    expect(full[full.length - 1][49]).toBe(3899);
    expect(chunks.slice(78).map((c) => c.length)).toEqual([13, 13, 13, 13, 13, 13, 13, 9]);
  });

  it('a small batch keeps its small chunks', () => {
    expect(chunksOf(range(3), 2)).toEqual([[0], [1], [2]]);
  });
});
