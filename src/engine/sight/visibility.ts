/**
 * The visibility map (RULINGS S1-S7): every square's sight verdict from one square at once, for
 * the visualizer's sight overlay. One blocking grid is built and reused for every target.
 */
import { coordOf, squareName, terrainAt } from '../board/board';
import { blockingGrid, traceBlockers, type SightOptions } from './sight-line';
import { composeVerdict, type SightVerdict } from './sight-verdict';
import type { Board, Coord, CoverName, Facing, Square, Terrain } from '../state/types';

/** One square's verdict in a visibility map. */
export interface SquareSight extends SightVerdict {
  readonly square: Square;
}

/**
 * Indexed `[row - 1][col]` like Board.terrain (col 0 = A, row 1 = north): `map[2][9]` is J3.
 * The viewer's own square is included (always clear and in arc).
 */
export type VisibilityMap = readonly (readonly SquareSight[])[];

const COVER_OF: Readonly<Partial<Record<Terrain, CoverName>>> = { soft: 'soft', hard: 'hard', full: 'full' };

/**
 * RULINGS S1-S7 from `from` to every square of the board: the same verdict as `lineOfSight` plus
 * the facing arc (`facing` null or absent = no facing limit, as for aliens). Reasons name no
 * viewer ("outside the facing arc (facing E)").
 */
export function visibilityMap(board: Board, from: Square, options: SightOptions & { readonly facing?: Facing | null } = {}): VisibilityMap {
  const grid = blockingGrid(board, options);
  const origin = coordOf(from);
  const cornerBlocks = options.variants?.figureCornerBlocks ?? false;
  const facing = options.facing ?? null;
  const rows: SquareSight[][] = [];
  for (let row = 1; row <= board.height; row++) {
    const line: SquareSight[] = [];
    for (let col = 0; col < board.width; col++) {
      const square = squareName({ col, row });
      const blockers = traceBlockers(grid, origin, { col, row }, cornerBlocks);
      const inArc = facing === null || inArcAt(origin, facing, col, row);
      const cover = COVER_OF[terrainAt(board, { col, row })] ?? 'none';
      const verdict = composeVerdict({ clear: blockers.length === 0, blockers }, { inArc, facing }, cover);
      line.push({ square, clear: verdict.clear, blockers, inArc, visible: verdict.visible, cover, reason: verdict.reason });
    }
    rows.push(line);
  }
  return rows;
}

/** inFacingArc on coordinates already parsed (S6), to keep the map fast. */
function inArcAt(origin: Coord, facing: Facing, col: number, row: number): boolean {
  switch (facing) {
    case 'E': return col >= origin.col;
    case 'W': return col <= origin.col;
    case 'N': return row <= origin.row;
    case 'S': return row >= origin.row;
  }
}
