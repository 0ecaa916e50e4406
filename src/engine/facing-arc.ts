/**
 * The facing arc (RULINGS S6, kit 05 §3): a soldier sees the forward 180-degree half-plane,
 * boundary included. Aliens have no facing limit.
 */
import { coordOf } from './board';
import type { Facing, Square } from './types';

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
