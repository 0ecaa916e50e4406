/**
 * The Inspect mode's drawing as data (RULINGS S1-S8), built only from engine results: the segment,
 * the squares whose interior it crosses, every exact corner touch with the squares meeting there,
 * each blocker coloured by its kind, and the visibility map with the squares a variant changes.
 */
import type { CornerPoint, SightClass, SightReason, SightRuling, VisibilityMap } from '../../engine/sight';
import type { Square } from '../../engine/state/types';

export type MarkKind = 'wall' | 'door' | 'figure' | 'graze' | 'none';
export type MapCell = 'visible' | 'outsideArc' | 'wall' | 'door' | 'figure';

export interface CornerMark {
  readonly at: CornerPoint;
  /** "E3/F3/E4/F4": the squares meeting there. */
  readonly label: string;
  /** What was touched there: a blocker's kind, a figure grazed, or nothing solid. */
  readonly kind: MarkKind;
}

export interface InspectView {
  readonly a: Square | null;
  readonly b: Square | null;
  readonly line: { readonly from: Square; readonly to: Square; readonly visible: boolean; readonly clear: boolean } | null;
  readonly crossed: readonly Square[];
  readonly corners: readonly CornerMark[];
  /** Squares blocking by interior crossing, coloured by kind. */
  readonly blockers: readonly { readonly square: Square; readonly kind: 'wall' | 'door' | 'figure' }[];
  readonly map: readonly { readonly square: Square; readonly cell: MapCell }[] | null;
  /** Squares whose verdict the variant toggle changes (RULINGS variants). */
  readonly changed: readonly Square[];
  /** The hovered square's line in map mode. */
  readonly hover: { readonly from: Square; readonly to: Square; readonly visible: boolean; readonly clear: boolean } | null;
}

export const MARK_COLOURS: Readonly<Record<MarkKind, string>> = {
  wall: '#ef4444', door: '#f97316', figure: '#d946ef', graze: '#facc15', none: '#e2e8f0',
};

export const MAP_COLOURS: Readonly<Record<MapCell, string>> = {
  visible: '#22c55e', outsideArc: '#475569', wall: '#ef4444', door: '#f97316', figure: '#d946ef',
};

export function lineColour(l: { readonly visible: boolean; readonly clear: boolean }): string {
  return l.visible ? '#4ade80' : l.clear ? '#fbbf24' : '#f87171';
}

function kindAt(reasons: readonly SightReason[], at: CornerPoint): MarkKind {
  const here = reasons.filter((r) => r.corner && r.corner.col === at.col && r.corner.row === at.row && r.kind !== 'doorway');
  const blocker = here.find((r) => r.blocks);
  if (blocker) return blocker.kind === 'wall' || blocker.kind === 'door' || blocker.kind === 'figure' ? blocker.kind : 'none';
  return here.some((r) => r.kind === 'figureGraze') ? 'graze' : 'none';
}

/** The ruling's line as marks: every corner point on the segment, interior blockers by kind. */
export function lineMarks(r: SightRuling): Pick<InspectView, 'crossed' | 'corners' | 'blockers'> {
  return {
    crossed: r.crossed,
    corners: r.corners.map((c) => ({ at: c.at, label: c.meeting.join('/'), kind: kindAt(r.reasons, c.at) })),
    blockers: r.reasons.filter((x) => x.blocks && x.contact === 'interior' && x.square && (x.kind === 'wall' || x.kind === 'door' || x.kind === 'figure'))
      .map((x) => ({ square: x.square!, kind: x.kind as 'wall' | 'door' | 'figure' })),
  };
}

/**
 * The map's cells: visible, outside the arc (S6), or blocked by a wall, a door or a figure; a line
 * blocked by several is shown by the most lasting of them (a wall, then a door, then a figure).
 */
export function mapCells(map: VisibilityMap, judged: (sq: Square) => boolean, skip: Square): { square: Square; cell: MapCell }[] {
  const out: { square: Square; cell: MapCell }[] = [];
  for (const row of map) {
    for (const c of row) {
      if (c.square === skip || !judged(c.square)) continue;
      const cell: MapCell = !c.inArc ? 'outsideArc' : c.clear ? 'visible'
        : c.blockers.some((b) => b.cause === 'wall') ? 'wall' : c.blockers.some((b) => b.cause === 'door') ? 'door' : 'figure';
      out.push({ square: c.square, cell });
    }
  }
  return out;
}

export type { SightClass };
