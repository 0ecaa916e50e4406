/**
 * The sight line itself (RULINGS G1, G2, S1-S5): which squares a centre-to-centre segment meets,
 * and how, decided with exact integer arithmetic.
 *
 * Geometry in doubled coordinates, so every number is an integer: square (col, row) has its
 * centre at (2col, 2row) and is the closed box [2col-1, 2col+1] x [2row-1, 2row+1]. The segment
 * runs from centre P to centre Q. For a box, evaluate the line's side function
 * f(x, y) = dy * (x - Px) - dx * (y - Py) at its four corners:
 * - corners strictly on both sides: the line crosses the open interior ('interior' contact);
 * - one corner exactly on the line, the rest on one side: it touches only that corner ('corner');
 * - otherwise the line misses the box.
 * Only boxes inside the bounding box of the two centres can meet the segment, and among them the
 * line's extensions beyond P and Q reach only P's and Q's own squares, which never block (S2), so
 * the line test above is the segment test. The line can never run along a box edge: edges lie on
 * odd coordinates and the line passes through even ones.
 */
import { blocksSightLikeWall, coordOf, squareName, terrainAt } from '../board/board';
import type { Board, Coord, Square, Variants } from '../state/types';
import { RecentStates } from '../state/recent-states';

export interface SightOptions {
  readonly openDoors?: readonly Square[];
  /** Squares of conscious figures that may block (S3); callers leave out downed ones (S4). */
  readonly figures?: readonly Square[];
  readonly variants?: Partial<Variants>;
}

export interface Blocker {
  readonly square: Square;
  readonly contact: 'interior' | 'corner';
  readonly cause: 'wall' | 'door' | 'figure';
  /** The touched corner point in square units, e.g. {col: 4.5, row: 3.5}; corner contacts only. */
  readonly corner?: { readonly col: number; readonly row: number };
}

/** Blockers are sorted by square: column, then row (A2, A3, ..., B1, ...). */
export interface LineOfSight {
  readonly clear: boolean;
  readonly blockers: readonly Blocker[];
}

/** Cell codes of a blocking grid. */
export const OPEN = 0;
export const WALL = 1;
export const DOOR = 2; // a closed door
export const FIGURE = 3;
const CAUSES = [undefined, 'wall', 'door', 'figure'] as const;

/** What blocks sight on each square, index (row - 1) * width + col. */
export interface BlockingGrid {
  readonly width: number;
  readonly height: number;
  /** Plain numbers, not a typed array: a grid is made per state, and small arrays allocate cheaper. */
  readonly cells: readonly number[];
}

/**
 * Per-board terrain codes (walls and doors, all doors closed), remembered for the last few Board
 * objects by identity (a blocking grid is made per state; a weak map lookup each was dear, and
 * a board met again after others costs one pass over its squares).
 */
const terrainCodes = new RecentStates<Board, readonly number[]>(4);

function terrainCodesOf(board: Board): readonly number[] {
  return terrainCodes.get(board, codesOf);
}

function codesOf(board: Board): readonly number[] {
  const out: number[] = new Array(board.width * board.height).fill(OPEN);
  for (let row = 1; row <= board.height; row++) {
    for (let col = 0; col < board.width; col++) {
      const t = terrainAt(board, { col, row });
      out[(row - 1) * board.width + col] = blocksSightLikeWall(t) ? WALL : t === 'door' ? DOOR : OPEN;
    }
  }
  return out;
}

/** A square's index in a blocking grid, -1 off the board. */
function cellIndex(board: Board, sq: Square): number {
  const c = coordOf(sq);
  if (c.col < 0 || c.col >= board.width || c.row < 1 || c.row > board.height) return -1;
  return (c.row - 1) * board.width + c.col;
}

/**
 * The grid of sight blockers for a board with some doors open and some conscious figures
 * (S2-S5): walls, closed doors, figures. Open doors and cover squares are open (S2, S5).
 */
export function blockingGrid(board: Board, options: SightOptions = {}): BlockingGrid {
  const cells = terrainCodesOf(board).slice();
  for (const sq of options.openDoors ?? []) {
    const i = cellIndex(board, sq);
    if (i >= 0 && cells[i] === DOOR) cells[i] = OPEN;
  }
  for (const sq of options.figures ?? []) {
    const i = cellIndex(board, sq);
    // A figure can only stand on open ground; solid terrain keeps its own cause.
    if (i >= 0 && cells[i] === OPEN) cells[i] = FIGURE;
  }
  return { width: board.width, height: board.height, cells };
}

/**
 * Every blocker of the segment between the centres of `from` and `to` on a blocking grid
 * (RULINGS S1-S3), sorted by column then row. Walls and closed doors block on interior or corner
 * contact; figures on interior contact only, unless `figureCornerBlocks` (S3 variant). The two
 * endpoints' own squares never block (S2).
 */
export function traceBlockers(grid: BlockingGrid, from: Coord, to: Coord, figureCornerBlocks: boolean, options: { readonly first?: boolean } = {}): Blocker[] {
  const blockers: Blocker[] = [];
  const px = 2 * from.col;
  const py = 2 * from.row;
  const dx = 2 * (to.col - from.col);
  const dy = 2 * (to.row - from.row);
  const minCol = Math.min(from.col, to.col);
  const maxCol = Math.max(from.col, to.col);
  const minRow = Math.max(1, Math.min(from.row, to.row));
  const maxRow = Math.min(grid.height, Math.max(from.row, to.row));
  const { cells, width } = grid;
  for (let col = Math.max(0, minCol); col <= maxCol && col < width; col++) {
    for (let row = minRow; row <= maxRow; row++) {
      const code = cells[(row - 1) * width + col];
      if (code === OPEN) continue;
      if ((col === from.col && row === from.row) || (col === to.col && row === to.row)) continue;
      // Corners relative to P: x0/x1 west/east edge, y0/y1 north/south edge.
      const x0 = 2 * col - 1 - px;
      const y0 = 2 * row - 1 - py;
      const a = dy * x0 - dx * y0; // north-west corner
      const b = a + 2 * dy; // north-east
      const c = a - 2 * dx; // south-west
      const d = b - 2 * dx; // south-east
      const lo = Math.min(a, b, c, d);
      const hi = Math.max(a, b, c, d);
      if (lo < 0 && hi > 0) {
        blockers.push({ square: squareName({ col, row }), contact: 'interior', cause: CAUSES[code]! });
        if (options.first) return blockers;
      } else if (lo === 0 || hi === 0) {
        if (code === FIGURE && !figureCornerBlocks) continue;
        const east = b === 0 || d === 0;
        const south = c === 0 || d === 0;
        blockers.push({
          square: squareName({ col, row }), contact: 'corner', cause: CAUSES[code]!,
          corner: { col: col + (east ? 0.5 : -0.5), row: row + (south ? 0.5 : -0.5) },
        });
        if (options.first) return blockers;
      }
    }
  }
  return blockers;
}

/**
 * Whether nothing blocks the segment: the same corner and interior tests (RULINGS S1-S3),
 * stopping at the first blocker.
 */
export function isClearLine(grid: BlockingGrid, from: Coord, to: Coord, figureCornerBlocks: boolean): boolean {
  // traceBlockers' loop, answering at the first blocker without building it: legality and the
  // alien rule ask this many times per decision.
  const px = 2 * from.col;
  const py = 2 * from.row;
  const dx = 2 * (to.col - from.col);
  const dy = 2 * (to.row - from.row);
  const maxCol = Math.max(from.col, to.col);
  const minRow = Math.max(1, Math.min(from.row, to.row));
  const maxRow = Math.min(grid.height, Math.max(from.row, to.row));
  const { cells, width } = grid;
  for (let col = Math.max(0, Math.min(from.col, to.col)); col <= maxCol && col < width; col++) {
    for (let row = minRow; row <= maxRow; row++) {
      const code = cells[(row - 1) * width + col];
      if (code === OPEN) continue;
      if ((col === from.col && row === from.row) || (col === to.col && row === to.row)) continue;
      const a = dy * (2 * col - 1 - px) - dx * (2 * row - 1 - py); // north-west corner
      const b = a + 2 * dy; // north-east
      const c = a - 2 * dx; // south-west
      const d = b - 2 * dx; // south-east
      const lo = Math.min(a, b, c, d);
      const hi = Math.max(a, b, c, d);
      if (lo < 0 && hi > 0) return false; // interior crossing
      if ((lo === 0 || hi === 0) && (code !== FIGURE || figureCornerBlocks)) return false; // corner touch
    }
  }
  return true;
}

/**
 * Pure line of sight over a board (RULINGS S1-S5): clear when nothing blocks the segment between
 * the two square centres; every blocker with its contact and, for a corner touch, the corner
 * point. Figures on the endpoints' squares are ignored like the squares themselves.
 */
export function lineOfSight(board: Board, from: Square, to: Square, options: SightOptions = {}): LineOfSight {
  const grid = blockingGrid(board, options);
  const blockers = traceBlockers(grid, coordOf(from), coordOf(to), options.variants?.figureCornerBlocks ?? false);
  return { clear: blockers.length === 0, blockers };
}
