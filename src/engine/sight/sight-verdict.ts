/**
 * A sight verdict (RULINGS S7) and its plain words: what a ruling report says about a line
 * ("every square that blocks it and whether it was an interior crossing or a corner touch, and at
 * which corner point").
 */
import { squareName } from '../board/board';
import type { Blocker, LineOfSight } from './sight-line';
import type { CoverName, Facing, Square } from '../state/types';

export interface SightVerdict extends LineOfSight {
  /** True for aliens (no facing limit) or when no facing applies. */
  readonly inArc: boolean;
  /** S7: inArc && clear. */
  readonly visible: boolean;
  /** Cover of the target square (coverAt), for display. */
  readonly cover: CoverName;
  /** Plain words: "clear", "blocked: wall F5 (corner touch at ...)", "outside Reyes's facing arc (facing E)". */
  readonly reason: string;
}

const CAUSE_WORDS: Readonly<Record<Blocker['cause'], string>> = {
  wall: 'wall', door: 'closed door', figure: 'figure',
};

/**
 * The squares meeting at a corner point, north-west first: {col: 4.5, row: 4.5} -> "E4/F4/E5/F5".
 * Off-board squares are left out (a sight line never reaches the board's rim, but stay safe).
 */
export function cornerPointName(corner: { readonly col: number; readonly row: number }): string {
  const west = Math.floor(corner.col);
  const north = Math.floor(corner.row);
  const names: Square[] = [];
  for (const row of [north, north + 1]) {
    for (const col of [west, west + 1]) {
      if (col >= 0 && col < 26 && row >= 1) names.push(squareName({ col, row }));
    }
  }
  return names.join('/');
}

function contactWords(b: Blocker): string {
  return b.contact === 'corner' && b.corner
    ? `corner touch at (${cornerPointName(b.corner)} corner point)`
    : 'interior crossing';
}

/** One blocker as a line of text: "F5 wall, corner touch at (E4/F4/E5/F5 corner point)". */
export function describeBlocker(b: Blocker): string {
  return `${b.square} ${CAUSE_WORDS[b.cause]}, ${contactWords(b)}`;
}

/** "blocked: wall F5 (interior crossing), figure D4 (corner touch at ...)". */
export function blockedReason(blockers: readonly Blocker[]): string {
  return 'blocked: ' + blockers.map((b) => `${CAUSE_WORDS[b.cause]} ${b.square} (${contactWords(b)})`).join(', ');
}

/** "outside Reyes's facing arc (facing E)"; without a name, "outside the facing arc (facing E)". */
export function arcReason(facing: Facing, viewer?: string): string {
  return `outside ${viewer ? `${viewer}'s` : 'the'} facing arc (facing ${facing})`;
}

/** Puts a line of sight, the arc check and the target's cover together (S7). */
export function composeVerdict(los: LineOfSight, arc: { readonly inArc: boolean; readonly facing?: Facing | null; readonly viewer?: string }, cover: CoverName): SightVerdict {
  const reasons: string[] = [];
  if (!arc.inArc && arc.facing) reasons.push(arcReason(arc.facing, arc.viewer));
  if (!los.clear) reasons.push(blockedReason(los.blockers));
  return {
    clear: los.clear, blockers: los.blockers, inArc: arc.inArc, visible: arc.inArc && los.clear, cover,
    reason: reasons.length ? reasons.join('; ') : 'clear',
  };
}
