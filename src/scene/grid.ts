/**
 * Grid-to-world mapping for the 3D chamber (RULINGS G1): one square is one world unit, the board
 * is centred on the origin, y is up, north (row - 1) is -z and east (col + 1) is +x.
 * Pure functions: the only place that knows how squares sit in world space.
 */
import type { Board, Coord, Facing, Square } from '../engine/state/types';
import { coordOf, squareName, isOnBoard } from '../engine/board/board';
import { facingArcBounds } from '../engine/sight';

export interface WorldXZ {
  readonly x: number;
  readonly z: number;
}

/** Board extent, for sizing: how many squares across (x) and down (z). */
export type BoardSize = Pick<Board, 'width' | 'height'>;

/** The world (x, z) of a square's centre. */
export function coordToWorld(size: BoardSize, c: Coord): WorldXZ {
  return { x: c.col - (size.width - 1) / 2, z: c.row - 1 - (size.height - 1) / 2 };
}

export function squareToWorld(size: BoardSize, square: Square): WorldXZ {
  return coordToWorld(size, coordOf(square));
}

/** The grid coordinate a world point falls in (squares are closed unit boxes; ties round up). */
export function worldToCoord(size: BoardSize, p: WorldXZ): Coord {
  return {
    col: Math.floor(p.x + (size.width - 1) / 2 + 0.5),
    row: Math.floor(p.z + (size.height - 1) / 2 + 0.5) + 1,
  };
}

/** The square under a world point, or null off the board. */
export function worldToSquare(board: Board, p: WorldXZ): Square | null {
  const c = worldToCoord(board, p);
  return isOnBoard(board, c) ? squareName(c) : null;
}

/** Unit vector a facing points along in world space (N is -z, E is +x). */
export function facingVector(f: Facing): WorldXZ {
  switch (f) {
    case 'N': return { x: 0, z: -1 };
    case 'E': return { x: 1, z: 0 };
    case 'S': return { x: 0, z: 1 };
    case 'W': return { x: -1, z: 0 };
  }
}

/**
 * Rotation about +y that turns an object modelled looking along +x to look along the facing.
 * (A rotation by a about y maps +x to (cos a, 0, -sin a).)
 */
export function facingAngle(f: Facing): number {
  switch (f) {
    case 'E': return 0;
    case 'N': return Math.PI / 2;
    case 'W': return Math.PI;
    case 'S': return -Math.PI / 2;
  }
}

/** The world-space rectangle covering a range of squares (inclusive), for floor overlays. */
export interface WorldRect {
  readonly x: number; // centre
  readonly z: number;
  readonly w: number; // extent along x
  readonly d: number; // extent along z
}

export function squaresRect(size: BoardSize, from: Coord, to: Coord): WorldRect {
  const a = coordToWorld(size, { col: Math.min(from.col, to.col), row: Math.min(from.row, to.row) });
  const b = coordToWorld(size, { col: Math.max(from.col, to.col), row: Math.max(from.row, to.row) });
  return { x: (a.x + b.x) / 2, z: (a.z + b.z) / 2, w: b.x - a.x + 1, d: b.z - a.z + 1 };
}

/**
 * The forward half-plane of a figure facing `f` from `at`, boundary line included (RULINGS S6),
 * as the rectangle of board squares it covers.
 */
export function halfPlaneRect(size: BoardSize, at: Coord, f: Facing): WorldRect {
  const { from, to } = facingArcBounds(size, at, f);
  return squaresRect(size, from, to);
}

/** A grid corner point {col,row} (half-integers allowed) in world space, e.g. a blocking corner. */
export function pointToWorld(size: BoardSize, p: { col: number; row: number }): WorldXZ {
  return coordToWorld(size, p);
}

/** The kit's test chamber's extent (kit 04): world-sized text is drawn to read right on it. */
const CHAMBER_SIZE: BoardSize = { width: 12, height: 10 };

/**
 * How much world-sized text (edge letters, cover labels, a ruling's corner names) grows on this
 * board (issue 36 §2: any board from 4x4 to 26x26). The camera fits the whole board, so a board
 * k times the test chamber's extent shows each world unit 1/k as large; the text grows by sqrt(k),
 * meeting it halfway: readable on a 26x26 board without labels as big as squares. 1 on the test
 * chamber and anything smaller.
 */
export function textScale(size: BoardSize): number {
  const k = Math.max(size.width / CHAMBER_SIZE.width, size.height / CHAMBER_SIZE.height);
  return Math.max(1, Math.sqrt(k));
}

/** How deep the ring round the board that holds the edge labels is, in world units (scene/board/EdgeLabels). */
export function rimDepth(size: BoardSize): number {
  return textScale(size);
}
