/**
 * The visibility map as three sets (RULINGS S2-S7), the reverse map, and which squares a variant
 * changes: what `chamber visibility` answers and the Inspect mode colours. Fast: one blocking grid
 * per map, no words, the first blocker ends a line (sight-line.ts's isClearLine).
 */
import { blocksMovement, coordOf, squareName, terrainAt } from '../board/board';
import { blockingGrid, isClearLine, type SightOptions } from './sight-line';
import type { Board, Coord, Facing, Square, Variants } from '../state/types';

/** S6 first: outside the arc; then S2-S4: in the arc but the line is not clear; else visible (S7). */
export type SightClass = 'visible' | 'outsideArc' | 'blocked';

export interface VisibilitySets {
  readonly visible: readonly Square[];
  readonly outsideArc: readonly Square[];
  readonly blocked: readonly Square[];
}

export type MapOptions = SightOptions & {
  /** The viewer's facing (S6); null or absent = no arc, as for an alien. */
  readonly facing?: Facing | null;
};

/** Squares a map judges: every square a figure may stand on but door squares (not walls, doors or solid terrain). */
export function judgedSquare(board: Board, c: Coord): boolean {
  const t = terrainAt(board, c);
  return !blocksMovement(t) && t !== 'door';
}

function inArc(origin: Coord, facing: Facing | null, c: Coord): boolean {
  switch (facing) {
    case null: return true;
    case 'E': return c.col >= origin.col;
    case 'W': return c.col <= origin.col;
    case 'N': return c.row <= origin.row;
    case 'S': return c.row >= origin.row;
  }
}

/**
 * Every judged square's class from `from` (RULINGS S2-S7), as a map from square to class, in board
 * order (row by row). `from` itself is left out, and so is a figure listed on `from` (S2: the
 * viewer's own square never blocks); a figure on the target square never blocks it either.
 */
export function sightClasses(board: Board, from: Square, options: MapOptions = {}): Map<Square, SightClass> {
  return classesAround(board, from, options, 'from');
}

/** The map as the three lists `chamber visibility` prints (S7). */
export function visibilitySets(board: Board, from: Square, options: MapOptions = {}): VisibilitySets {
  return setsOf(sightClasses(board, from, options));
}

function setsOf(classes: ReadonlyMap<Square, SightClass>): VisibilitySets {
  const sets = { visible: [] as Square[], outsideArc: [] as Square[], blocked: [] as Square[] };
  for (const [sq, k] of classes) sets[k].push(sq);
  return sets;
}

/**
 * The reverse map (S2-S7): for every judged square, whether a viewer standing there with
 * `options.facing` (null = no arc) would see `target`. The segment is the same both ways, so the
 * line is the forward map's; only the arc is the viewer's own.
 */
export function reverseSightClasses(board: Board, target: Square, options: MapOptions = {}): Map<Square, SightClass> {
  return classesAround(board, target, options, 'onto');
}

/**
 * Every judged square but `fixed`, classed with the viewer on `fixed` looking at it (`from`) or on
 * it looking at `fixed` (`onto`): outside the viewer's arc (S6), else clear or blocked (S2-S5, S7).
 */
function classesAround(board: Board, fixed: Square, options: MapOptions, way: 'from' | 'onto'): Map<Square, SightClass> {
  const grid = blockingGrid(board, options);
  const there = coordOf(fixed);
  const facing = options.facing ?? null;
  const cornerBlocks = options.variants?.figureCornerBlocks ?? false;
  const out = new Map<Square, SightClass>();
  for (let row = 1; row <= board.height; row++) {
    for (let col = 0; col < board.width; col++) {
      const c = { col, row };
      if ((col === there.col && row === there.row) || !judgedSquare(board, c)) continue;
      const viewer = way === 'from' ? there : c;
      const seen = way === 'from' ? c : there;
      out.set(squareName(c), !inArc(viewer, facing, seen) ? 'outsideArc' : isClearLine(grid, viewer, seen, cornerBlocks) ? 'visible' : 'blocked');
    }
  }
  return out;
}

/** Every square from which `target` can be seen, the two other lists beside it. */
export function reverseVisibilitySets(board: Board, target: Square, options: MapOptions = {}): VisibilitySets {
  return setsOf(reverseSightClasses(board, target, options));
}

/**
 * The squares whose class flips when one variant is toggled (RULINGS variants: S3's
 * figureCornerBlocks changes sight; O2's shotgunOverwatchPointBlank never does, so it flips none),
 * with the class each has without and with it.
 */
export function variantChanges(board: Board, from: Square, variant: keyof Variants, options: MapOptions = {}, reverse = false): { square: Square; off: SightClass; on: SightClass }[] {
  const at = (on: boolean) => (reverse ? reverseSightClasses : sightClasses)(board, from, { ...options, variants: { ...options.variants, [variant]: on } });
  const off = at(false);
  const on = at(true);
  const out: { square: Square; off: SightClass; on: SightClass }[] = [];
  for (const [sq, k] of off) if (on.get(sq) !== k) out.push({ square: sq, off: k, on: on.get(sq)! });
  return out;
}
