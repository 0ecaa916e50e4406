/**
 * The facing arc (RULINGS S6, kit 05 §3): a soldier sees the forward 180-degree half-plane,
 * boundary included. Aliens have no facing limit.
 */
import { coordOf } from '../board/board';
import type { Board, Coord, Facing, Square } from '../state/types';

/**
 * S6: forward half-plane including its boundary: E => target col >= own col; N => row <=;
 * S => row >=; W => col <=. A square is always in its own arc.
 */
export function inFacingArc(from: Square, facing: Facing, to: Square): boolean {
  const a = coordOf(from);
  const b = coordOf(to);
  switch (facing) {
    case 'E': return b.col >= a.col;
    case 'W': return b.col <= a.col;
    case 'N': return b.row <= a.row; // row 1 is the north edge (RULINGS G1)
    case 'S': return b.row >= a.row;
  }
}

/**
 * S6's arc on a board as the rectangle of squares it covers, corner to corner, both inclusive
 * (columns from 0, rows from 1, RULINGS G1): exactly the squares `inFacingArc` admits, for the
 * visualizer to draw or count.
 */
export function facingArcBounds(board: Pick<Board, 'width' | 'height'>, at: Coord, facing: Facing): { readonly from: Coord; readonly to: Coord } {
  const last = { col: board.width - 1, row: board.height };
  switch (facing) {
    case 'E': return { from: { col: at.col, row: 1 }, to: last };
    case 'W': return { from: { col: 0, row: 1 }, to: { col: at.col, row: last.row } };
    case 'N': return { from: { col: 0, row: 1 }, to: { col: last.col, row: at.row } };
    case 'S': return { from: { col: 0, row: at.row }, to: last };
  }
}
