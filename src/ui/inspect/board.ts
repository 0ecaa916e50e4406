/**
 * The board a position stands on, as the page reads it (issue 38): the kit's test chamber when
 * the position names none, else its own board text, bounded by the engine's parseBoard, the one owner
 * of the bound (4x4 to 26x26: what square names can name and the chamber can draw). Every way a position reaches Inspect (a link,
 * Load…, a moment of a game) comes through here, so a board outside the bounds, or an empty
 * board text, is one line and never reaches the chamber.
 */
import { parseBoard, TEST_CHAMBER } from '../../engine/board/board';
import type { Board } from '../../engine/state/types';
import type { Position } from '../../engine/setup/position';

let last: { text: string; board: Board } | null = null;

/** The position's board; throws "position: board: ..." for an empty text or one out of bounds. */
export function boardOfPosition(p: Pick<Position, 'board'>): Board {
  if (p.board === undefined) return TEST_CHAMBER;
  if (last?.text === p.board) return last.board;
  let board: Board;
  try {
    board = parseBoard(p.board);
  } catch (err) {
    throw new Error(`position: ${err instanceof Error ? err.message : String(err)}`);
  }
  last = { text: p.board, board };
  return board;
}
