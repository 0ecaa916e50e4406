/**
 * The one word set for a sight blocker (RULINGS S2-S5, S7): what blocks ("wall", "closed door",
 * "figure"), how the line meets it ("interior crossing", "corner touch"), and at which corner
 * point; every sentence that names a blocker is built here — the refusal's reason (blockedReason:
 * "blocked: wall F5 (interior crossing)"), the CLI's line per blocker (describeBlocker) and the
 * ruling's sentence (blockerWords: "touches the corner of wall F3 at the E3/F3/E4/F4 corner").
 * The three sentences read as they always have; only the words are one set.
 */
import { squareName } from '../board/board';
import type { Blocker } from './sight-line';
import type { CornerTouch } from './segment';
import type { Square } from '../state/types';

/** What blocks, in one word or two. */
const CAUSE_WORDS: Readonly<Record<Blocker['cause'], string>> = {
  wall: 'wall', door: 'closed door', figure: 'figure',
};

/** How the line meets the blocker. */
const CONTACT_WORDS: Readonly<Record<Blocker['contact'], string>> = {
  interior: 'interior crossing', corner: 'corner touch',
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

/** "interior crossing", or "corner touch at (E4/F4/E5/F5 corner point)". */
function contactWords(b: Blocker): string {
  return b.contact === 'corner' && b.corner
    ? `${CONTACT_WORDS.corner} at (${cornerPointName(b.corner)} corner point)`
    : CONTACT_WORDS.interior;
}

/** One blocker as a line of text: "F5 wall, corner touch at (E4/F4/E5/F5 corner point)". */
export function describeBlocker(b: Blocker): string {
  return `${b.square} ${CAUSE_WORDS[b.cause]}, ${contactWords(b)}`;
}

/** "blocked: wall F5 (interior crossing), figure D4 (corner touch at ...)". */
export function blockedReason(blockers: readonly Blocker[]): string {
  return 'blocked: ' + blockers.map((b) => `${CAUSE_WORDS[b.cause]} ${b.square} (${contactWords(b)})`).join(', ');
}

/** "the figure at D4 (Chen)". */
export function figureWords(sq: Square, name?: string): string {
  return `the ${CAUSE_WORDS.figure} at ${sq}${name ? ` (${name})` : ''}`;
}

/** "E3/F3/E4/F4 corner". */
export const cornerName = (c: Pick<CornerTouch, 'meeting'>): string => `${c.meeting.join('/')} corner`;

/** "touches the corner of wall F3 at the E3/F3/E4/F4 corner", "crosses the closed door F4", "crosses the figure at D4 (Chen)". */
export function blockerWords(b: Blocker, corner: CornerTouch | undefined, name: string | undefined, cornerBlocks: boolean): string {
  const what = b.cause === 'figure' ? figureWords(b.square, name) : `${b.cause === 'door' ? 'the ' : ''}${CAUSE_WORDS[b.cause]} ${b.square}`;
  if (b.contact === 'interior') return `crosses ${what}`;
  const at = corner ? ` at the ${cornerName(corner)}` : '';
  return `touches the corner of ${what}${at}${b.cause === 'figure' && cornerBlocks ? ' (variant figureCornerBlocks: a figure\'s corner blocks)' : ''}`;
}
