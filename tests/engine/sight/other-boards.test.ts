/**
 * Sight and visibility on boards other than the test chamber (issue 36 §Tests, RULINGS S1-S7):
 * pillars at odd places, wall corners meeting diagonally, doors on the board's edge, a board with
 * no outer wall. Each board is read by parseBoard exactly as a scenario file's board is.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../../src/engine/board/board';
import { lineOfSight, visibilityMap } from '../../../src/engine/sight';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;

/** 7x6: pillars C3 and D4 meet corner to corner at (C/D, 3/4); doors D1 (north edge) and G4 (east edge). */
const DIAGONAL = parseBoard(`
   A B C D E F G
 1 # # # D # # #
 2 # . . . . . #
 3 # . # . . . #
 4 # . . # . . D
 5 # . . . . . #
 6 # # # # # # #
`);

/** 5x4 with no outer wall: floor squares on every edge, one wall in the middle. */
const OPEN_EDGES = parseBoard('.....\n..#..\n.....\n.....');

describe('walls meeting diagonally (S2: a corner touch of a wall blocks)', () => {
  it('the line squeezing between the two pillars touches both corners and is blocked', () => {
    expect(lineOfSight(DIAGONAL, sq('D3'), sq('C4'))).toEqual({
      clear: false,
      blockers: [
        { square: 'C3', contact: 'corner', cause: 'wall', corner: { col: 2.5, row: 3.5 } },
        { square: 'D4', contact: 'corner', cause: 'wall', corner: { col: 2.5, row: 3.5 } },
      ],
    });
  });

  it('a longer line through the same meeting point is blocked the same way, in both directions', () => {
    const there = lineOfSight(DIAGONAL, sq('E2'), sq('B5'));
    const back = lineOfSight(DIAGONAL, sq('B5'), sq('E2'));
    expect(there.clear).toBe(false);
    expect(there.blockers.map((b) => `${b.square}:${b.contact}`)).toEqual(['C3:corner', 'D4:corner']);
    expect(back).toEqual(there);
  });

  it('the other diagonal runs through both pillars\' interiors', () => {
    expect(lineOfSight(DIAGONAL, sq('B2'), sq('E5')).blockers.map((b) => `${b.square}:${b.contact}`)).toEqual(['C3:interior', 'D4:interior']);
  });

  it('an odd-placed pillar leaves lines beside it clear (S1: centre to centre)', () => {
    expect(lineOfSight(DIAGONAL, sq('B2'), sq('B5')).clear).toBe(true); // down column B, beside C3
    expect(lineOfSight(DIAGONAL, sq('E2'), sq('E5')).clear).toBe(true); // down column E, beside D4
  });
});

describe('doors on the board\'s edge (S2: closed doors block, open doors are floor)', () => {
  it('an edge door is itself seen from inside, closed or open: the target square never blocks', () => {
    expect(lineOfSight(DIAGONAL, sq('D2'), sq('D1')).clear).toBe(true);
    expect(lineOfSight(DIAGONAL, sq('E4'), sq('G4')).clear).toBe(true);
  });

  it('a closed edge door blocks a line along the edge, and opening it clears that line', () => {
    expect(lineOfSight(DIAGONAL, sq('C1'), sq('E1')).blockers).toEqual([{ square: 'D1', contact: 'interior', cause: 'door' }]);
    expect(lineOfSight(DIAGONAL, sq('C1'), sq('E1'), { openDoors: [sq('D1')] }).clear).toBe(true);
  });

  it('the visibility map marks the edge door visible from its room only inside the facing arc (S6-S7)', () => {
    const east = visibilityMap(DIAGONAL, sq('E4'), { facing: 'E' });
    expect(east[3][6]).toMatchObject({ square: 'G4', visible: true, inArc: true });
    const west = visibilityMap(DIAGONAL, sq('E4'), { facing: 'W' });
    expect(west[3][6]).toMatchObject({ square: 'G4', clear: true, inArc: false, visible: false, reason: 'outside the facing arc (facing W)' });
  });
});

describe('visibility maps on other boards', () => {
  it('are laid out [row - 1][col] over the board\'s own size', () => {
    const map = visibilityMap(DIAGONAL, sq('B2'));
    expect(map).toHaveLength(6);
    for (const row of map) expect(row).toHaveLength(7);
    expect(map[5][6].square).toBe('G6');
    expect(visibilityMap(OPEN_EDGES, sq('A1'))[3][4].square).toBe('E4');
  });

  it('agree with lineOfSight square by square (no facing: an alien, S6)', () => {
    for (const board of [DIAGONAL, OPEN_EDGES]) {
      for (const from of ['B2', 'E4', 'A1', 'D3'].map(sq)) {
        for (const cell of visibilityMap(board, from).flat()) {
          expect(cell.clear, `${from}->${cell.square}`).toBe(lineOfSight(board, from, cell.square).clear);
          expect(cell.visible).toBe(cell.clear);
        }
      }
    }
  });

  it('on a board with no outer wall, edge squares see along the edge; the lone wall shades behind it and, by its corners, even the diagonal step beside it (S2, S8)', () => {
    expect(lineOfSight(OPEN_EDGES, sq('A1'), sq('E1')).clear).toBe(true);
    expect(lineOfSight(OPEN_EDGES, sq('A4'), sq('E4')).clear).toBe(true);
    expect(lineOfSight(OPEN_EDGES, sq('C1'), sq('C4')).blockers).toEqual([{ square: 'C2', contact: 'interior', cause: 'wall' }]);
    const map = visibilityMap(OPEN_EDGES, sq('C1'));
    expect(map[0].every((c) => c.clear)).toBe(true); // the whole edge row
    expect(map[1][1].blockers).toEqual([{ square: 'C2', contact: 'corner', cause: 'wall', corner: { col: 1.5, row: 1.5 } }]); // B2
    expect(map[1][3].blockers).toEqual([{ square: 'C2', contact: 'corner', cause: 'wall', corner: { col: 2.5, row: 1.5 } }]); // D2
    expect(map[2][2].clear).toBe(false); // C3, straight behind it
  });
});
