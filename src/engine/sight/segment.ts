/**
 * The whole centre-to-centre segment as a ruling shows it (RULINGS G1, G2, S1): every square
 * whose interior it crosses and every exact corner point it passes through, with the four squares
 * meeting there. Exact integer arithmetic in doubled coordinates, as in sight-line.ts: a square
 * (col, row) is the box [2col-1, 2col+1] x [2row-1, 2row+1], so corner points have odd
 * coordinates and centres even ones.
 */
import { squareName } from '../board/board';
import type { Coord, Square } from '../state/types';

/** A corner point in square units (half-integers): {col: 4.5, row: 3.5} is the E3/F3/E4/F4 corner. */
export interface CornerPoint {
  readonly col: number;
  readonly row: number;
}

/** A corner point the segment passes exactly through. */
export interface CornerTouch {
  readonly at: CornerPoint;
  /** The squares meeting there, north-west, north-east, south-west, south-east (off-board left out). */
  readonly meeting: readonly Square[];
  /**
   * The two of them the segment only touches (it crosses the other two's interiors, or starts or
   * ends in them): the squares this corner could block by (S2, S3 variant).
   */
  readonly touched: readonly Square[];
}

export interface SegmentGeometry {
  /** Squares whose open interior the segment crosses, the two endpoints left out, in order along the line. */
  readonly crossed: readonly Square[];
  /** Corner points on the segment, in order from `from`. */
  readonly corners: readonly CornerTouch[];
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

const onBoard = (size: { width: number; height: number }, col: number, row: number) => col >= 0 && col < size.width && row >= 1 && row <= size.height;

/**
 * S1's segment between the centres of `from` and `to` on a board of `size`: crossed squares
 * (corners strictly on both sides of the line, G2) and the exact corner points it meets.
 */
export function segmentGeometry(size: { readonly width: number; readonly height: number }, from: Coord, to: Coord): SegmentGeometry {
  const px = 2 * from.col;
  const py = 2 * from.row;
  const dx = 2 * (to.col - from.col);
  const dy = 2 * (to.row - from.row);
  const crossed: { square: Square; t: number }[] = [];
  for (let col = Math.min(from.col, to.col); col <= Math.max(from.col, to.col); col++) {
    for (let row = Math.min(from.row, to.row); row <= Math.max(from.row, to.row); row++) {
      if ((col === from.col && row === from.row) || (col === to.col && row === to.row)) continue;
      if (!onBoard(size, col, row)) continue;
      const a = dy * (2 * col - 1 - px) - dx * (2 * row - 1 - py);
      const values = [a, a + 2 * dy, a - 2 * dx, a + 2 * dy - 2 * dx];
      if (Math.min(...values) < 0 && Math.max(...values) > 0) {
        // Order along the line by the projection of the square's centre onto the direction.
        crossed.push({ square: squareName({ col, row }), t: (2 * col - px) * dx + (2 * row - py) * dy });
      }
    }
  }
  crossed.sort((p, q) => p.t - q.t);
  const corners: CornerTouch[] = [];
  const g = gcd(dx, dy);
  if (g > 0) {
    const sx = dx / g;
    const sy = dy / g;
    for (let k = 1; k < g; k++) {
      const x = px + k * sx;
      const y = py + k * sy;
      if ((x & 1) === 0 || (y & 1) === 0) continue; // only odd, odd lattice points are box corners
      const at = { col: x / 2, row: y / 2 };
      corners.push({ at, meeting: meetingSquares(size, at), touched: touchedSquares(size, at, sx, sy) });
    }
  }
  return { crossed: crossed.map((c) => c.square), corners };
}

/** The squares meeting at a corner point, NW, NE, SW, SE, those on the board only. */
export function meetingSquares(size: { readonly width: number; readonly height: number }, at: CornerPoint): Square[] {
  const west = Math.floor(at.col);
  const north = Math.floor(at.row);
  const out: Square[] = [];
  for (const row of [north, north + 1]) for (const col of [west, west + 1]) if (onBoard(size, col, row)) out.push(squareName({ col, row }));
  return out;
}

/**
 * Of the four squares at a corner, the two the line only touches: a line heading south-east (or
 * north-west) passes through NW and SE and touches NE and SW; heading south-west, the reverse.
 */
function touchedSquares(size: { readonly width: number; readonly height: number }, at: CornerPoint, sx: number, sy: number): Square[] {
  const west = Math.floor(at.col);
  const north = Math.floor(at.row);
  const sameSign = (sx > 0) === (sy > 0);
  const pairs: [number, number][] = sameSign ? [[west + 1, north], [west, north + 1]] : [[west, north], [west + 1, north + 1]];
  return pairs.filter(([c, r]) => onBoard(size, c, r)).map(([col, row]) => squareName({ col, row }));
}
