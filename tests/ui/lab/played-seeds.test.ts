/**
 * A stopped batch's headline names the seeds played (issue 32 item 3): "14 games (seeds 1..40)"
 * claimed games never played. Game i plays seed S + i; the workers take chunks in turn, so the
 * games played by a stop may be several runs of seeds.
 */
import { describe, expect, it } from 'vitest';
import { playedRuns, playedSeedsText } from '../../../src/ui/lab/played-seeds';

const table = (games: number, played: readonly number[]) => {
  const t = new Uint8Array(games);
  for (const i of played) t[i] = 1;
  return t;
};

describe('playedSeedsText', () => {
  it('a whole run: its seed range', () => {
    expect(playedSeedsText(1, table(40, Array.from({ length: 40 }, (_, i) => i)))).toBe('seeds 1..40');
  });

  it('a stopped run: the seeds played, not the run\'s range', () => {
    expect(playedSeedsText(1, table(40, Array.from({ length: 14 }, (_, i) => i)))).toBe('seeds 1..14');
    expect(playedSeedsText(5, table(40, [0, 1, 2, 3, 8, 9, 11]))).toBe('seeds 5..8, 13..14, 16');
    expect(playedSeedsText(5, table(40, [3]))).toBe('seed 8');
    expect(playedSeedsText(5, table(40, []))).toBe('no seeds');
    expect(playedSeedsText(1, table(40, [0, 2, 4, 6, 8, 10]))).toBe('seeds 1, 3, 5, 7, and 2 more runs of seeds');
    expect(playedRuns(table(6, [1, 2, 4]))).toEqual([[1, 2], [4, 4]]);
  });
});
