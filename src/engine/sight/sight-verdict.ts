/**
 * A sight verdict (RULINGS S7) and its plain words: what a ruling report says about a line
 * ("every square that blocks it and whether it was an interior crossing or a corner touch, and at
 * which corner point").
 */
import { blockedReason } from './blocker-words';
import type { LineOfSight } from './sight-line';
import type { CoverName, Facing } from '../state/types';

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
