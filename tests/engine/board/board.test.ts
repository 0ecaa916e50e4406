/**
 * The board (kit 04 legend, RULINGS G1, M1).
 */
import { describe, expect, it } from 'vitest';
import {
  TEST_CHAMBER, allSquares, coordOf, doorSquares, drawBoard, isEnterableTerrain, isOrthogonallyAdjacent,
  isSolid, orthogonalNeighbours, parseBoard, parseSquare, squareName, terrainAt, toSquare,
} from '../../../src/engine/board/board';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;

describe('the test chamber as printed in kit 04', () => {
  it('is 12 x 10 with walls round the rim and the F column', () => {
    expect([TEST_CHAMBER.width, TEST_CHAMBER.height]).toEqual([12, 10]);
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('A1')))).toBe('wall');
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('F2')))).toBe('wall');
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('F9')))).toBe('wall');
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('L5')))).toBe('wall');
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('B2')))).toBe('floor');
  });

  it('has doors F4 and F7 and cover S I3, H I5, F I7', () => {
    expect(doorSquares(TEST_CHAMBER)).toEqual(['F4', 'F7']);
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('I3')))).toBe('soft');
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('I5')))).toBe('hard');
    expect(terrainAt(TEST_CHAMBER, coordOf(sq('I7')))).toBe('full');
  });

  it('has 120 squares listed row by row', () => {
    const all = allSquares(TEST_CHAMBER);
    expect(all).toHaveLength(120);
    expect(all.slice(0, 3)).toEqual(['A1', 'B1', 'C1']);
  });
});

describe('coordinates (G1)', () => {
  it('C3 is column 2, row 3; names round-trip', () => {
    expect(parseSquare('C3')).toEqual({ col: 2, row: 3 });
    expect(parseSquare(' j10 ')).toEqual({ col: 9, row: 10 });
    expect(parseSquare('ZZ')).toBeNull();
    expect(squareName({ col: 11, row: 10 })).toBe('L10');
  });

  it('toSquare rejects squares off the board with a one-line message', () => {
    expect(toSquare(TEST_CHAMBER, 'c3')).toBe('C3');
    expect(() => toSquare(TEST_CHAMBER, 'M3')).toThrow('unknown square "M3" (squares are A1..L10)');
    expect(() => toSquare(TEST_CHAMBER, 'A11')).toThrow(/unknown square "A11"/);
    expect(() => toSquare(TEST_CHAMBER, 'ZZ')).toThrow(/unknown square "ZZ"/);
  });

  it('neighbours come N, E, S, W; adjacency is orthogonal only', () => {
    expect(orthogonalNeighbours({ col: 2, row: 3 }).map(squareName)).toEqual(['C2', 'D3', 'C4', 'B3']);
    expect(isOrthogonallyAdjacent(sq('C3'), sq('C4'))).toBe(true);
    expect(isOrthogonallyAdjacent(sq('C3'), sq('D4'))).toBe(false);
  });
});

describe('solidity and entering (S2, M1)', () => {
  it('walls are solid; doors are solid only while closed; cover squares are not solid', () => {
    expect(isSolid(TEST_CHAMBER, [], coordOf(sq('F3')))).toBe(true);
    expect(isSolid(TEST_CHAMBER, [], coordOf(sq('F4')))).toBe(true);
    expect(isSolid(TEST_CHAMBER, [sq('F4')], coordOf(sq('F4')))).toBe(false);
    expect(isSolid(TEST_CHAMBER, [], coordOf(sq('I7')))).toBe(false);
    expect(isEnterableTerrain(TEST_CHAMBER, [sq('F7')], coordOf(sq('F7')))).toBe(true);
    expect(isEnterableTerrain(TEST_CHAMBER, [], { col: 12, row: 3 })).toBe(false);
  });
});

describe('parseBoard and drawBoard', () => {
  it('round-trips the chamber through its drawing, open doors drawn as d', () => {
    const text = drawBoard({ board: TEST_CHAMBER, openDoors: [sq('F7')] });
    expect(text.split('\n')[4]).toBe(' 4 # . . . . D . . . . . #');
    expect(text.split('\n')[7]).toBe(' 7 # . . . . d . . F . . #');
    expect(parseBoard(drawBoard({ board: TEST_CHAMBER, openDoors: [] }))).toEqual(TEST_CHAMBER);
  });

  it('draws marks over terrain', () => {
    const text = drawBoard({ board: TEST_CHAMBER, openDoors: [] }, new Map([[sq('C3'), 'R']]));
    expect(text.split('\n')[3]).toBe(' 3 # . R . . # . . S . . #');
  });

  it('rejects unknown symbols and ragged rows', () => {
    expect(() => parseBoard('#.Q#')).toThrow(/unknown symbol "Q"/);
    expect(() => parseBoard('###\n##')).toThrow(/different lengths/);
  });

  it('a board is 4x4 to 26x26 squares: what square names name (RULINGS G1) and the chamber draws', () => {
    const board = (width: number, height: number) => Array.from({ length: height }, () => '#'.repeat(width)).join('\n');
    expect(parseBoard(board(4, 4))).toMatchObject({ width: 4, height: 4 });
    expect(parseBoard(board(26, 26))).toMatchObject({ width: 26, height: 26 });
    expect(() => parseBoard(board(26, 30000))).toThrow('board: 26 columns x 30000 rows; boards are 4x4 to 26x26');
    expect(() => parseBoard(board(26, 27))).toThrow('board: 26 columns x 27 rows; boards are 4x4 to 26x26');
    expect(() => parseBoard(board(27, 4))).toThrow('board: 27 columns x 4 rows; boards are 4x4 to 26x26');
    expect(() => parseBoard(board(3, 5))).toThrow('board: 3 columns x 5 rows; boards are 4x4 to 26x26');
    expect(TEST_CHAMBER).toMatchObject({ width: 12, height: 10 });
  });

  it('an empty board is refused, not read as the test chamber', () => {
    expect(() => parseBoard('')).toThrow('board: no rows (the text is empty; leave "board" out for the kit\'s test chamber)');
    expect(() => parseBoard('  \n  A B C\n')).toThrow(/^board: no rows/);
  });

  it('an unknown symbol in a megabyte line quotes the start of the line, not the whole of it', () => {
    expect(() => parseBoard(`#${'.'.repeat(1_000_000)}Q`)).toThrow(`board: unknown symbol "Q" in line "#${'.'.repeat(56)}..."`);
  });
});

describe('solid terrain and rows of capitals (docs/scenarios.md SC-T1)', () => {
  it('reads O and X as solid terrain and draws them back', () => {
    const board = parseBoard('# # # #\n# O X #\n# . . #\n# # # #');
    expect(board.terrain[1]).toEqual(['wall', 'solid', 'solidOpaque', 'wall']);
    expect(drawBoard({ board, openDoors: [] })).toContain(' 2 # O X #');
  });

  it('a row of doors or cover letters is a row, not the header of column letters', () => {
    const board = parseBoard('# D D #\n# S H #\n# F . #\n# # # #');
    expect(board.height).toBe(4);
    expect(board.terrain[0]).toEqual(['wall', 'door', 'door', 'wall']);
    expect(parseBoard('A B C D\n# D D #\n# S H #\n# F . #\n# # # #').height).toBe(4); // the header still dropped
  });
});
