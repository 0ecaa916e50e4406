/**
 * isClearLine has its own loop (it stops at the first blocker without building it), so it is held
 * to traceBlockers, which sight-properties.test.ts checks against an exact clipping reference
 * (RULINGS S1-S3, the S3 corner variant included).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_CHAMBER, allSquares, coordOf, doorSquares, terrainAt } from '../../../src/engine/board/board';
import { blockingGrid, isClearLine, traceBlockers } from '../../../src/engine/sight';
import type { Square } from '../../../src/engine/state/types';

const SQUARES = allSquares(TEST_CHAMBER);
const FLOORS = SQUARES.filter((s) => terrainAt(TEST_CHAMBER, coordOf(s)) !== 'wall');
const square = fc.constantFrom(...SQUARES);

describe('isClearLine', () => {
  it('is clear exactly when traceBlockers finds no blocker, on random lines, doors, figures and variants', () => {
    fc.assert(fc.property(square, square, fc.subarray(doorSquares(TEST_CHAMBER)), fc.subarray(FLOORS, { maxLength: 12 }), fc.boolean(), (a, b, openDoors, figures, cornerBlocks) => {
      const grid = blockingGrid(TEST_CHAMBER, { openDoors, figures });
      const blockers = traceBlockers(grid, coordOf(a), coordOf(b), cornerBlocks);
      expect(isClearLine(grid, coordOf(a), coordOf(b), cornerBlocks)).toBe(blockers.length === 0);
    }), { numRuns: 5000 });
  });

  it('a figure touched only at a corner blocks under the S3 variant alone', () => {
    // B2 -> E3 runs through the corner point C2/D2/C3/D3 and touches C3 there, nowhere else.
    const sq = (name: string) => coordOf(name as Square);
    const grid = blockingGrid(TEST_CHAMBER, { figures: ['C3' as Square] });
    expect(traceBlockers(grid, sq('B2'), sq('E3'), true).map((x) => `${x.square} ${x.contact}`)).toEqual(['C3 corner']);
    expect(isClearLine(grid, sq('B2'), sq('E3'), false)).toBe(true);
    expect(isClearLine(grid, sq('B2'), sq('E3'), true)).toBe(false);
  });
});
