/**
 * Cover (RULINGS C1, C2; kit 04 legend; kit 02 MG Cover Penetration).
 */
import { describe, expect, it } from 'vitest';
import { TEST_CHAMBER, allSquares, coordOf, terrainAt } from '../../../src/engine/board/board';
import { coverAt, coverLevel, coverName, penetratedCover } from '../../../src/engine/combat/cover';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;

describe('coverAt (C1)', () => {
  it('S/H/F squares give soft/hard/full cover: the Scenario B targets', () => {
    expect(coverAt(TEST_CHAMBER, sq('J4'))).toBe(0);
    expect(coverAt(TEST_CHAMBER, sq('I3'))).toBe(1);
    expect(coverAt(TEST_CHAMBER, sq('I5'))).toBe(2);
    expect(coverAt(TEST_CHAMBER, sq('I7'))).toBe(3);
  });

  it('no other square gives cover: not next to a cover letter, not a door, not a wall', () => {
    expect(coverAt(TEST_CHAMBER, sq('H3'))).toBe(0);
    expect(coverAt(TEST_CHAMBER, sq('I4'))).toBe(0);
    expect(coverAt(TEST_CHAMBER, sq('F4'))).toBe(0);
    const covered = allSquares(TEST_CHAMBER).filter((s) => coverAt(TEST_CHAMBER, s) > 0);
    expect(covered).toEqual(['I3', 'I5', 'I7']);
    for (const s of covered) expect(terrainAt(TEST_CHAMBER, coordOf(s))).not.toBe('floor');
  });
});

describe('names and levels', () => {
  it('maps levels to names and back, clamping out-of-range levels', () => {
    expect([0, 1, 2, 3].map(coverName)).toEqual(['none', 'soft', 'hard', 'full']);
    expect(coverName(-1)).toBe('none');
    expect(coverName(5)).toBe('full');
    expect(coverLevel('hard')).toBe(2);
  });
});

describe('penetratedCover (C2)', () => {
  it('MG Cover Penetration 1: soft -> none, hard -> soft, full -> hard, none stays none', () => {
    expect([0, 1, 2, 3].map((l) => penetratedCover(l as 0 | 1 | 2 | 3, 1))).toEqual([0, 0, 1, 2]);
  });
  it('never goes below zero', () => {
    expect(penetratedCover(1, 3)).toBe(0);
  });
});
