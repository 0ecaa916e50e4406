/**
 * The shape of a sight ruling (RULINGS S1-S8): the verdict of one line, each reason with the
 * ruling it applies, and what the chamber draws for it. Built by ruling.ts, put in words by
 * ruling-words.ts; the CLI's `los --explain` and the app's Inspect panel print the same words.
 */
import type { CornerPoint, CornerTouch } from './segment';
import type { Facing, Square } from '../state/types';

/** The ruling ids a sight, cover or odds explanation cites (RULINGS.md). */
export type RulingId = 'S1' | 'S2' | 'S3' | 'S4' | 'S5' | 'S6' | 'S7' | 'S8' | 'C1' | 'C2' | 'A1' | 'A2' | 'A4' | 'O2';

/** What a reason is about: a blocker by its cause, or a note that explains a clear line. */
export type ReasonKind =
  | 'wall' | 'door' | 'figure' // blockers (S2, S3)
  | 'figureGraze' // a figure's corner touched, not blocking unless the variant is on (S3)
  | 'downed' // a downed figure on the line (S4)
  | 'cover' // a cover square on the line (S5)
  | 'corners' // corner points where nothing solid meets (S2)
  | 'alongWall' // a line running along a wall face, half a square away (S1, S2)
  | 'doorway' // a diagonal through an open doorway touching the wall beside it (S8)
  | 'arc'; // the facing arc (S6)

export interface SightReason {
  readonly ruling: RulingId;
  readonly kind: ReasonKind;
  /** True when this reason makes the line (or the arc) refuse sight. */
  readonly blocks: boolean;
  /** The square it is about (a blocker, a graze, a doorway), if one. */
  readonly square?: Square;
  /** The name of the figure on that square, when known (words only). */
  readonly figure?: string;
  readonly contact?: 'interior' | 'corner';
  /** The corner point touched, for corner contacts. */
  readonly corner?: CornerPoint;
  /** The squares meeting at that corner, NW, NE, SW, SE. */
  readonly meeting?: readonly Square[];
  /** Further squares a note is about (cover squares crossed, the wall squares alongside). */
  readonly squares?: readonly Square[];
  /** The reason in words, e.g. "touches the corner of wall F3 at the E3/F3/E4/F4 corner". */
  readonly words: string;
}

/** One line's ruling: S1-S5 for the line, S6 for the arc, S7 for the whole. */
export interface SightRuling {
  readonly from: Square;
  readonly to: Square;
  /** The shooter's facing, or null for no arc (an alien, or none given). */
  readonly facing: Facing | null;
  readonly viewer?: string;
  /** S2-S4: nothing blocks the segment. */
  readonly clear: boolean;
  /** S6 (true without a facing). */
  readonly inArc: boolean;
  /** S7. */
  readonly visible: boolean;
  /** Squares whose interior the segment crosses (endpoints left out), in order. */
  readonly crossed: readonly Square[];
  /** Every exact corner point on the segment with the squares meeting there. */
  readonly corners: readonly CornerTouch[];
  /** Blockers first, in order along the line, then the notes, then the arc. */
  readonly reasons: readonly SightReason[];
  /** "Blocked (S2): the line touches the corner of wall F3 at the E3/F3/E4/F4 corner". */
  readonly lineVerdict: string;
  /** "Facing (S6): ..." */
  readonly facingVerdict: string;
  /** "Visible (S7): ..." or "Not visible (S7): ...". */
  readonly verdict: string;
}
