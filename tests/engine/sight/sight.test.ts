/**
 * The sight line on the test chamber (kit 04 legend, kit 05 §3, RULINGS G2, S1-S5, S8).
 */
import { describe, expect, it } from 'vitest';
import { TEST_CHAMBER, coordOf, parseBoard } from '../../../src/engine/board/board';
import {
  blockingGrid, cornerPointName, describeBlocker, inFacingArc, lineOfSight, traceBlockers,
} from '../../../src/engine/sight';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const los = (a: string, b: string, options = {}) => lineOfSight(TEST_CHAMBER, sq(a), sq(b), options);

describe('walls and closed doors (S2)', () => {
  it('a line through a wall square is blocked by an interior crossing', () => {
    // C3 -> J3 runs along row 3 through the F3 wall.
    expect(los('C3', 'J3')).toEqual({ clear: false, blockers: [{ square: 'F3', contact: 'interior', cause: 'wall' }] });
  });

  it('C3 -> J8 crosses F5 and touches the F6 wall at its north-east corner', () => {
    expect(los('C3', 'J8')).toEqual({
      clear: false,
      blockers: [
        { square: 'F5', contact: 'interior', cause: 'wall' },
        { square: 'F6', contact: 'corner', cause: 'wall', corner: { col: 5.5, row: 5.5 } },
      ],
    });
  });

  it('a closed door blocks; the same door open is floor (S2)', () => {
    expect(los('E4', 'G4')).toEqual({ clear: false, blockers: [{ square: 'F4', contact: 'interior', cause: 'door' }] });
    expect(los('E4', 'G4', { openDoors: [sq('F4')] })).toEqual({ clear: true, blockers: [] });
    expect(los('B7', 'K7', { openDoors: [sq('F4')] }).blockers).toEqual([{ square: 'F7', contact: 'interior', cause: 'door' }]);
    expect(los('B7', 'K7', { openDoors: [sq('F4'), sq('F7')] }).clear).toBe(true);
  });

  it('a line that only touches a wall corner is blocked (kit 05 §3 "a line touching a solid wall corner is blocked")', () => {
    // D4 -> I3 through the open F4 door meets the F3 wall exactly at its south-east corner.
    const result = los('D4', 'I3', { openDoors: [sq('F4')] });
    expect(result.clear).toBe(false);
    expect(result.blockers).toEqual([{ square: 'F3', contact: 'corner', cause: 'wall', corner: { col: 5.5, row: 3.5 } }]);
  });

  it('a shallower line through the same open door is clear: D4 -> J3 (Chen to worker 1)', () => {
    expect(los('D4', 'J3', { openDoors: [sq('F4')] })).toEqual({ clear: true, blockers: [] });
  });

  it('the endpoints\' own squares never block, even walls and closed doors (S2)', () => {
    expect(los('F4', 'G4').clear).toBe(true);
    expect(los('F3', 'C3').clear).toBe(true);
    expect(los('F2', 'F9').blockers.map((b) => b.square)).toEqual(['F3', 'F4', 'F5', 'F6', 'F7', 'F8']);
  });

  it('a square sees itself', () => {
    expect(los('C3', 'C3')).toEqual({ clear: true, blockers: [] });
  });
});

describe('S8: a diagonal through an open doorway\'s centre touches the wall beside it', () => {
  it('E3 -> G5 through open F4 touches the F3 and F5 wall corners, so it is blocked', () => {
    const result = los('E3', 'G5', { openDoors: [sq('F4')] });
    expect(result.clear).toBe(false);
    expect(result.blockers).toEqual([
      { square: 'F3', contact: 'corner', cause: 'wall', corner: { col: 4.5, row: 3.5 } },
      { square: 'F5', contact: 'corner', cause: 'wall', corner: { col: 5.5, row: 4.5 } },
    ]);
  });

  it('the other diagonal through open F7 (E8 -> G6) is blocked by F8 and F6 corners', () => {
    const result = los('E8', 'G6', { openDoors: [sq('F7')] });
    expect(result.blockers.map((b) => [b.square, b.contact])).toEqual([['F6', 'corner'], ['F8', 'corner']]);
  });

  it('straight through the open doorway is clear', () => {
    expect(los('C7', 'K7', { openDoors: [sq('F7')] }).clear).toBe(true);
  });
});

describe('cover squares never block (S5)', () => {
  it('a line through S, H and F squares is clear', () => {
    expect(los('I2', 'I9').clear).toBe(true); // through I3 soft, I5 hard, I7 full
    expect(los('G3', 'K3').clear).toBe(true);
  });
});

describe('figures (S3, S4) and the figureCornerBlocks variant', () => {
  it('a figure blocks on interior crossing', () => {
    expect(los('C3', 'E5', { figures: [sq('D4')] }).blockers).toEqual([{ square: 'D4', contact: 'interior', cause: 'figure' }]);
  });

  it('a figure touched only at its corner does not block by default', () => {
    expect(los('C3', 'E5', { figures: [sq('D3')] })).toEqual({ clear: true, blockers: [] });
    expect(los('C3', 'E5', { figures: [sq('D3')], variants: { figureCornerBlocks: false } }).clear).toBe(true);
  });

  it('with figureCornerBlocks the corner touch blocks, naming the corner point', () => {
    expect(los('C3', 'E5', { figures: [sq('D3'), sq('C4')], variants: { figureCornerBlocks: true } })).toEqual({
      clear: false,
      blockers: [
        { square: 'C4', contact: 'corner', cause: 'figure', corner: { col: 2.5, row: 3.5 } },
        { square: 'D3', contact: 'corner', cause: 'figure', corner: { col: 2.5, row: 3.5 } },
      ],
    });
  });

  it('figures on the endpoints are ignored', () => {
    expect(los('C3', 'E5', { figures: [sq('C3'), sq('E5')] }).clear).toBe(true);
  });

  it('downed figures are simply not passed, so they do not block (S4)', () => {
    expect(los('C3', 'E5', { figures: [] }).clear).toBe(true);
  });

  it('walls keep their cause even when a figure square is listed on them', () => {
    expect(los('E3', 'G3', { figures: [sq('F3')] }).blockers).toEqual([{ square: 'F3', contact: 'interior', cause: 'wall' }]);
  });
});

describe('corner vs interior classification', () => {
  const open = parseBoard(`
    # # # # # #
    # . . . . #
    # . . . . #
    # . . . . #
    # # # # # #`);
  const everything = (from: string, to: string) =>
    traceBlockers(
      blockingGrid(open, { figures: ['B2', 'C2', 'D2', 'E2', 'B3', 'C3', 'D3', 'E3', 'B4', 'C4', 'D4', 'E4'] as Square[] }),
      coordOf(sq(from)),
      coordOf(sq(to)),
      true,
    );

  it('a 45-degree diagonal touches the two side squares at one corner each', () => {
    expect(everything('B2', 'D4').map((b) => `${b.square}:${b.contact}`)).toEqual([
      'B3:corner', 'C2:corner', 'C3:interior', 'C4:corner', 'D3:corner',
    ]);
  });

  it('a knight-move line (1,2) crosses two squares and touches no corner', () => {
    expect(everything('B2', 'C4').map((b) => `${b.square}:${b.contact}`)).toEqual(['B3:interior', 'C3:interior']);
  });

  it('a (3,1) line passes exactly through the corner point at its midpoint', () => {
    // B2 -> E3: midpoint (3.5, 2.5) is a corner point shared by C2, D2, C3, D3.
    expect(everything('B2', 'E3').map((b) => `${b.square}:${b.contact}`)).toEqual(['C2:interior', 'C3:corner', 'D2:corner', 'D3:interior']);
  });

  it('tracing east-to-west meets the same squares as west-to-east (E2 -> B4 vs B4 -> E2)', () => {
    const squares = (a: string, b: string) => everything(a, b).map((x) => x.square);
    expect(squares('E2', 'B4')).toEqual(squares('B4', 'E2'));
  });
});

describe('describeBlocker and corner point names', () => {
  it('names the four squares around a corner point, north-west first', () => {
    expect(cornerPointName({ col: 4.5, row: 3.5 })).toBe('E3/F3/E4/F4');
  });

  it('words a corner touch and an interior crossing', () => {
    expect(describeBlocker({ square: sq('F6'), contact: 'corner', cause: 'wall', corner: { col: 5.5, row: 5.5 } }))
      .toBe('F6 wall, corner touch at (F5/G5/F6/G6 corner point)');
    expect(describeBlocker({ square: sq('F4'), contact: 'interior', cause: 'door' })).toBe('F4 closed door, interior crossing');
  });
});

describe('facing arcs (S6, kit 05 §3)', () => {
  const from = sq('E5');
  it('east: same column or east of it', () => {
    expect(inFacingArc(from, 'E', sq('E1'))).toBe(true); // boundary included
    expect(inFacingArc(from, 'E', sq('E9'))).toBe(true);
    expect(inFacingArc(from, 'E', sq('L5'))).toBe(true);
    expect(inFacingArc(from, 'E', sq('D5'))).toBe(false);
  });
  it('west: same column or west of it', () => {
    expect(inFacingArc(from, 'W', sq('E9'))).toBe(true);
    expect(inFacingArc(from, 'W', sq('A2'))).toBe(true);
    expect(inFacingArc(from, 'W', sq('F5'))).toBe(false);
  });
  it('north: same row or north of it (row 1 is north, RULINGS G1)', () => {
    expect(inFacingArc(from, 'N', sq('A5'))).toBe(true);
    expect(inFacingArc(from, 'N', sq('L5'))).toBe(true);
    expect(inFacingArc(from, 'N', sq('E1'))).toBe(true);
    expect(inFacingArc(from, 'N', sq('E6'))).toBe(false);
  });
  it('south: same row or south of it', () => {
    expect(inFacingArc(from, 'S', sq('A5'))).toBe(true);
    expect(inFacingArc(from, 'S', sq('E10'))).toBe(true);
    expect(inFacingArc(from, 'S', sq('E4'))).toBe(false);
  });
  it('a square is in its own arc whatever the facing', () => {
    for (const f of ['N', 'E', 'S', 'W'] as const) expect(inFacingArc(from, f, from)).toBe(true);
  });
});
