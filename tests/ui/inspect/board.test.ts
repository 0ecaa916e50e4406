/**
 * Issue 38 item 1 (the page): a position's board is bounded to what square names can name and the
 * chamber can draw (4x4 to 26x26), an empty board text is refused, a link's a=/b= are checked
 * against the link's own board, the editor edits on the position's board; and (item 6) Load…
 * refuses a file over the CLI's 1 MB limit before reading it.
 */
import { describe, expect, it } from 'vitest';
import { boardOfPosition } from '../../../src/ui/inspect/board';
import { addSoldier, moveFigure, toggleDoor } from '../../../src/ui/inspect/edit';
import { readInspectHash, writeInspectHash, type InspectLink } from '../../../src/ui/inspect/link';
import { checkedPosition, defaultPosition, positionFileProblem, positionFromText, positionOf, stateOf, DEFAULT_VARIANTS, type Position } from '../../../src/ui/inspect/position';
import { MAX_POSITION_BYTES } from '../../../src/engine/setup/position';
import { TEST_CHAMBER } from '../../../src/engine/board/board';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
/** A walled board `width` squares across and `height` down, floor inside. */
function boxBoard(width: number, height: number): string {
  const row = (inner: string) => `#${inner.repeat(Math.max(0, width - 2))}${width > 1 ? '#' : ''}`;
  return Array.from({ length: height }, (_, i) => (i === 0 || i === height - 1 ? row('#') : row('.'))).join('\n');
}
const on = (board: string, soldiers: Position['soldiers'] = []): Position => ({ soldiers, aliens: [], open: [], round: 1, board });
const link = (position: Position, a: string | null, b: string | null) =>
  writeInspectHash({ position, a: a as Square | null, b: b as Square | null, facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' } satisfies InspectLink);

describe('the page\'s bound on boards', () => {
  it('no board is the test chamber; 4x4 to 26x26 are read', () => {
    expect(boardOfPosition({})).toBe(TEST_CHAMBER);
    expect(boardOfPosition({ board: boxBoard(4, 4) })).toMatchObject({ width: 4, height: 4 });
    expect(boardOfPosition({ board: boxBoard(26, 26) })).toMatchObject({ width: 26, height: 26 });
  });

  it.each([
    [boxBoard(12, 100), 'position: board: 12 columns x 100 rows; boards are 4x4 to 26x26'],
    [boxBoard(12, 27), 'position: board: 12 columns x 27 rows; boards are 4x4 to 26x26'],
    [boxBoard(1, 1), 'position: board: 1 column x 1 row; boards are 4x4 to 26x26'],
    [boxBoard(3, 8), 'position: board: 3 columns x 8 rows; boards are 4x4 to 26x26'],
    [boxBoard(27, 8), 'position: board: 27 columns x 8 rows; boards are 4x4 to 26x26'],
    ['', 'position: board: no rows (the text is empty; leave "board" out for the kit\'s test chamber)'],
    ['  \n ', 'position: board: no rows (the text is empty; leave "board" out for the kit\'s test chamber)'],
  ])('a board %#: one line', (board, message) => {
    expect(() => boardOfPosition({ board })).toThrow(message);
    expect(() => checkedPosition(on(board))).toThrow(message);
    expect(() => positionFromText(JSON.stringify(on(board)))).toThrow(message);
  });

  it('a link with a 100-row board is one line, not a crash', () => {
    expect(() => readInspectHash(link(on(boxBoard(12, 100)), 'C3', 'J3'))).toThrow('link: position: board: 12 columns x 100 rows; boards are 4x4 to 26x26');
    expect(() => readInspectHash(link(on(''), 'C3', 'J3'))).toThrow('link: position: board: no rows');
  });

  it('a link\'s a= and b= are squares of its own board', () => {
    const small = on(boxBoard(5, 5));
    expect(() => readInspectHash(link(small, 'C3', 'J3'))).toThrow('link: b=: unknown square "J3" (squares are A1..E5)');
    const tall = on(boxBoard(12, 20), [{ name: 'Reyes', at: 'C15', facing: 'N' }]);
    expect(readInspectHash(link(tall, 'C15', 'C3'))).toMatchObject({ a: 'C15', b: 'C3' });
  });

  it('the editor moves figures, adds them and reads doors on the position\'s board', () => {
    const open = on(boxBoard(8, 8), [{ name: 'Reyes', at: 'B2', facing: 'E' }]);
    // F3 is a wall of the test chamber, floor here.
    expect(moveFigure(open, 'Reyes', sq('F3')).soldiers[0].at).toBe('F3');
    expect(() => moveFigure(open, 'Reyes', sq('H3'))).toThrow('H3 is a wall');
    expect(addSoldier(open).soldiers[1].at).toBe('C2');
    expect(() => toggleDoor(open, sq('F4'))).toThrow('F4 is not a door');
  });

  it('a moment of a game on another board keeps its board', () => {
    const board = boxBoard(6, 6);
    const state = stateOf(on(board, [{ name: 'Reyes', at: 'B2', facing: 'E' }]), DEFAULT_VARIANTS);
    const p = positionOf(state);
    expect(boardOfPosition(p)).toMatchObject({ width: 6, height: 6 });
    expect(positionOf(stateOf(defaultPosition(), DEFAULT_VARIANTS)).board).toBeUndefined();
  });
});

describe('Load…\'s size limit (issue 38 item 6)', () => {
  it('is the CLI\'s: a file over 1 MB is refused in one line, before it is read', () => {
    expect(MAX_POSITION_BYTES).toBe(1_048_576);
    expect(positionFileProblem('p.json', 1_048_576)).toBeNull();
    expect(positionFileProblem('big.json', 56_623_104)).toBe('big.json: the file is 56623104 bytes, over the 1048576-byte limit');
  });
});
