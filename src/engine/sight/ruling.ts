/**
 * A sight ruling explained (RULINGS S1-S8): for a line from one square to another on a board with
 * open doors, figures, variants and an optional facing, every reason with its ruling id, kind,
 * square, contact, corner point and the squares meeting there, and the verdict in words. The
 * geometry is sight-line.ts's (traceBlockers) and segment.ts's; this file only reads it.
 */
import { blocksSightLikeWall, coordOf, isOrthogonallyAdjacent, squareName, terrainAt } from '../board/board';
import { inFacingArc } from './facing-arc';
import { blockingGrid, traceBlockers, type Blocker } from './sight-line';
import { segmentGeometry, type CornerTouch } from './segment';
import { blockerWords } from './blocker-words';
import { alongWallWords, arcWords, cornersWords, coverWords, doorwayWords, downedWords, facingVerdict, grazeWords, lineVerdict, sightVerdictWords } from './ruling-words';
import type { SightReason, SightRuling } from './ruling-types';
import type { Board, Coord, Facing, Square, Variants } from '../state/types';

export interface RulingQuery {
  readonly board: Board;
  readonly from: Square;
  readonly to: Square;
  readonly openDoors?: readonly Square[];
  /** Squares of conscious figures (S3); a figure on `from` or `to` never blocks (S2). */
  readonly figures?: readonly Square[];
  /** Squares of downed soldiers (S4): named, never blocking. */
  readonly downed?: readonly Square[];
  readonly variants?: Partial<Variants>;
  /** The shooter's facing (S6); null or absent = no arc. */
  readonly facing?: Facing | null;
  /** The shooter's name, for the words ("Reyes faces E"). */
  readonly viewer?: string;
  /** Names of the figures by square, for the words ("the figure at C2 (Chen)"). */
  readonly names?: Readonly<Partial<Record<Square, string>>>;
}

/** Distance along the line of a square's centre (doubled units, squared scale: for ordering only). */
function along(from: Coord, to: Coord, sq: Square): number {
  const c = coordOf(sq);
  return (c.col - from.col) * (to.col - from.col) + (c.row - from.row) * (to.row - from.row);
}

function alongPoint(from: Coord, to: Coord, p: { col: number; row: number }): number {
  return (p.col - from.col) * (to.col - from.col) + (p.row - from.row) * (to.row - from.row);
}

/**
 * RULINGS S1-S8 for the line `from` -> `to`: whether it is clear (walls and closed doors block on
 * any contact, S2; figures on interior contact, or also corner contact with `figureCornerBlocks`,
 * S3), whether `to` is in the facing arc (S6), visible (S7), and why, in order along the line.
 */
export function explainLine(q: RulingQuery): SightRuling {
  const { board } = q;
  const from = coordOf(q.from);
  const to = coordOf(q.to);
  const cornerBlocks = q.variants?.figureCornerBlocks ?? false;
  const figures = (q.figures ?? []).filter((s) => s !== q.from && s !== q.to);
  const grid = blockingGrid(board, { openDoors: q.openDoors, figures });
  // Every contact, figure corners included; whether a figure corner blocks is the variant's call.
  const contacts = traceBlockers(grid, from, to, true);
  const geometry = segmentGeometry(board, from, to);
  const cornerAt = (b: Blocker): CornerTouch | undefined => geometry.corners.find((c) => b.corner && c.at.col === b.corner.col && c.at.row === b.corner.row);
  const name = (sq: Square) => q.names?.[sq];
  const figure = (sq: Square) => (name(sq) ? { figure: name(sq) } : {});

  const blocking: SightReason[] = [];
  const notes: SightReason[] = [];
  const sorted = [...contacts].sort((a, b) => order(a) - order(b));
  function order(b: Blocker): number { return b.corner ? alongPoint(from, to, b.corner) : along(from, to, b.square); }
  for (const b of sorted) {
    const corner = b.contact === 'corner' ? cornerAt(b) : undefined;
    const where = corner ? { corner: corner.at, meeting: corner.meeting } : {};
    if (b.cause === 'figure' && b.contact === 'corner' && !cornerBlocks) {
      notes.push({ ruling: 'S3', kind: 'figureGraze', blocks: false, square: b.square, ...figure(b.square), contact: 'corner', ...where, words: grazeWords(b.square, corner, name(b.square)) });
      continue;
    }
    blocking.push({
      ruling: b.cause === 'figure' ? 'S3' : 'S2', kind: b.cause, blocks: true, square: b.square, ...(b.cause === 'figure' ? figure(b.square) : {}), contact: b.contact, ...where,
      words: blockerWords(b, corner, name(b.square), cornerBlocks),
    });
  }

  const doorway = doorwayReasons(q, blocking);
  notes.push(...downedNotes(q, geometry.crossed), ...coverNotes(board, geometry.crossed, q.to));
  const quiet = quietCorners(q, geometry.corners, figures);
  if (quiet.length) notes.push({ ruling: 'S2', kind: 'corners', blocks: false, squares: quiet.flatMap((c) => c.meeting), words: cornersWords(quiet) });
  const alongside = alongWall(q, from, to);
  if (alongside.length) notes.push({ ruling: 'S2', kind: 'alongWall', blocks: false, squares: alongside, words: alongWallWords(alongside) });

  const facing = q.facing ?? null;
  const inArc = facing === null || inFacingArc(q.from, facing, q.to);
  const clear = blocking.length === 0;
  const arc: SightReason = { ruling: 'S6', kind: 'arc', blocks: !inArc, square: q.to, words: arcWords(q.from, q.to, facing, inArc, q.viewer) };
  const reasons = [...blocking, ...doorway, ...notes, arc];
  return {
    from: q.from, to: q.to, facing, ...(q.viewer ? { viewer: q.viewer } : {}),
    clear, inArc, visible: clear && inArc, crossed: geometry.crossed, corners: geometry.corners, reasons,
    lineVerdict: lineVerdict(blocking, notes),
    facingVerdict: facingVerdict(q.from, q.to, facing, inArc, q.viewer),
    verdict: sightVerdictWords(clear, inArc, facing),
  };
}

/**
 * S8: a wall corner touched at a corner of an open door square the line passes through or starts
 * or ends on, the line not straight along a row or column: the doorway diagonal that players do
 * not expect to be blocked.
 */
function doorwayReasons(q: RulingQuery, blocking: readonly SightReason[]): SightReason[] {
  const from = coordOf(q.from);
  const to = coordOf(q.to);
  if (from.col === to.col || from.row === to.row) return [];
  const out: SightReason[] = [];
  for (const door of q.openDoors ?? []) {
    for (const b of blocking) {
      if (b.kind !== 'wall' || b.contact !== 'corner' || !b.square || !b.meeting?.includes(door)) continue;
      if (!isOrthogonallyAdjacent(door, b.square)) continue;
      out.push({ ruling: 'S8', kind: 'doorway', blocks: false, square: door, contact: 'corner', corner: b.corner, meeting: b.meeting, squares: [b.square], words: doorwayWords(door, b.square) });
    }
  }
  return out;
}

/** S4: downed figures the line crosses or touches, named so nobody wonders why they do not block. */
function downedNotes(q: RulingQuery, crossed: readonly Square[]): SightReason[] {
  return (q.downed ?? []).filter((s) => crossed.includes(s)).map((s) => ({
    ruling: 'S4' as const, kind: 'downed' as const, blocks: false, square: s, contact: 'interior' as const, words: downedWords(s, q.names?.[s]),
  }));
}

/** S5: cover squares crossed (not the target's own: that is the cover C1 gives). */
function coverNotes(board: Board, crossed: readonly Square[], target: Square): SightReason[] {
  const covers = crossed.filter((s) => s !== target && ['soft', 'hard', 'full'].includes(terrainAt(board, coordOf(s))));
  return covers.length ? [{ ruling: 'S5', kind: 'cover', blocks: false, squares: covers, words: coverWords(covers) }] : [];
}

/** Corner points on the line where no wall, closed door or figure square is touched (pure diagonals). */
function quietCorners(q: RulingQuery, corners: readonly CornerTouch[], figures: readonly Square[]): CornerTouch[] {
  const solid = (sq: Square) => {
    const t = terrainAt(q.board, coordOf(sq));
    return blocksSightLikeWall(t) || (t === 'door' && !(q.openDoors ?? []).includes(sq)) || figures.includes(sq);
  };
  return corners.filter((c) => !c.touched.some(solid));
}

/** Walls and closed doors along a straight row or column line, half a square to either side. */
function alongWall(q: RulingQuery, from: Coord, to: Coord): Square[] {
  if (from.col !== to.col && from.row !== to.row) return [];
  const out: Square[] = [];
  const solid = (c: Coord) => {
    const t = terrainAt(q.board, c);
    return c.col >= 0 && c.col < q.board.width && c.row >= 1 && c.row <= q.board.height
      && (blocksSightLikeWall(t) || (t === 'door' && !(q.openDoors ?? []).includes(squareName(c))));
  };
  if (from.row === to.row) {
    for (const side of [-1, 1]) {
      for (let col = Math.min(from.col, to.col); col <= Math.max(from.col, to.col); col++) {
        const c = { col, row: from.row + side };
        if (solid(c)) out.push(squareName(c));
      }
    }
  } else {
    for (const side of [-1, 1]) {
      for (let row = Math.min(from.row, to.row); row <= Math.max(from.row, to.row); row++) {
        const c = { col: from.col + side, row };
        if (solid(c)) out.push(squareName(c));
      }
    }
  }
  return out;
}
