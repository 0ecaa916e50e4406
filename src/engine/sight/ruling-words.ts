/**
 * A sight ruling in words (RULINGS S1-S8), one function per sentence: the CLI's `los --explain`
 * and the app's Inspect panel print exactly these, each citing its ruling id.
 */
import { coordOf } from '../board/board';
import { cornerName, figureWords } from './blocker-words';
import type { CornerTouch } from './segment';
import type { RulingId, SightReason } from './ruling-types';
import type { Facing, Square } from '../state/types';

/** S3: "grazes the corner of the figure at C2 at the B1/C1/B2/C2 corner; figures block only by their interior". */
export function grazeWords(sq: Square, corner: CornerTouch | undefined, name?: string): string {
  return `grazes the corner of ${figureWords(sq, name)}${corner ? ` at the ${cornerName(corner)}` : ''}; figures block only by their interior`;
}

/** S8 beside the S2 blocker it explains. */
export function doorwayWords(door: Square, wall: Square): string {
  return `a diagonal through the open doorway ${door} touches the corner of wall ${wall} beside it, and wall-corner contact blocks (S2)`;
}

export function downedWords(sq: Square, name?: string): string {
  return `passes over ${name ? `${name}, downed,` : 'a downed figure'} at ${sq}; downed figures block neither sight nor movement`;
}

export function coverWords(squares: readonly Square[]): string {
  return `crosses the cover square${squares.length > 1 ? 's' : ''} ${squares.join(', ')}; cover squares never block sight`;
}

export function cornersWords(corners: readonly CornerTouch[]): string {
  const names = corners.map((c) => c.meeting.join('/'));
  const list = names.length > 1 ? `the corner points ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : `the ${names[0]} corner point`;
  return `passes exactly through ${list}: no wall, closed door or figure meets there, so nothing is touched`;
}

/** "F2-F9" for a run of squares in one column or row, else a list. */
export function squareRuns(squares: readonly Square[]): string {
  const runs: Square[][] = [];
  for (const sq of squares) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (last) {
      const a = coordOf(last);
      const b = coordOf(sq);
      if (Math.abs(a.col - b.col) + Math.abs(a.row - b.row) === 1) { run.push(sq); continue; }
    }
    runs.push([sq]);
  }
  return runs.map((r) => (r.length > 1 ? `${r[0]}-${r[r.length - 1]}` : r[0])).join(', ');
}

export function alongWallWords(squares: readonly Square[]): string {
  return `runs along the face of ${squares.length > 1 ? 'the walls' : 'the wall'} ${squareRuns(squares)}, half a square away: a line along a wall face touches none of its squares`;
}

const cite = (ids: readonly RulingId[]) => [...new Set(ids)].sort().join(', ');

/** The line's verdict: "Blocked (S2): the line crosses wall F5, and touches the corner of wall F6 at the E6/F6/E7/F7 corner". */
export function lineVerdict(blocking: readonly SightReason[], notes: readonly SightReason[]): string {
  if (blocking.length) return `Blocked (${cite(blocking.map((b) => b.ruling))}): the line ${blocking.map((b) => b.words).join(', and ')}`;
  const grazes = notes.filter((n) => n.kind === 'figureGraze');
  if (grazes.length) {
    return `Clear (S3): ${grazes.map((g) => `grazes the corner of ${figureWords(g.square!, g.figure)}`).join(', and ')}; figures block only by their interior`;
  }
  return 'Clear (S2-S4): the line meets no wall, closed door or figure';
}

const ARC_TEST: Readonly<Record<Facing, { inside: string; outside: string }>> = {
  E: { inside: 'is in column {c} or east of it', outside: 'is west of column {c}' },
  W: { inside: 'is in column {c} or west of it', outside: 'is east of column {c}' },
  N: { inside: 'is in row {r} or north of it', outside: 'is south of row {r}' },
  S: { inside: 'is in row {r} or south of it', outside: 'is north of row {r}' },
};

function arcTest(from: Square, to: Square, facing: Facing, inArc: boolean): string {
  const c = coordOf(from);
  const text = ARC_TEST[facing][inArc ? 'inside' : 'outside'];
  return `${to} ${text.replace('{c}', String.fromCharCode(65 + c.col)).replace('{r}', String(c.row))}`;
}

/** The S6 reason: "Reyes faces E: J8 is in column C or east of it (the forward half-plane, its edge included)". */
export function arcWords(from: Square, to: Square, facing: Facing | null, inArc: boolean, viewer?: string): string {
  if (facing === null) return 'no facing limit (an alien, or no facing given)';
  return `${viewer ?? `a viewer on ${from}`} faces ${facing}: ${arcTest(from, to, facing, inArc)}${inArc ? ' (the forward half-plane, its edge included)' : ', outside the forward half-plane'}`;
}

/** "In the arc (S6): ...", "Outside the arc (S6): ...", "No arc (S6): ...". */
export function facingVerdict(from: Square, to: Square, facing: Facing | null, inArc: boolean, viewer?: string): string {
  const head = facing === null ? 'No arc' : inArc ? 'In the arc' : 'Outside the arc';
  return `${head} (S6): ${arcWords(from, to, facing, inArc, viewer)}`;
}

/** S7 over the two: "Visible (S7): in the arc and the line is clear". */
export function sightVerdictWords(clear: boolean, inArc: boolean, facing: Facing | null = 'E'): string {
  if (clear && inArc) return `Visible (S7): ${facing === null ? 'no facing limit' : 'in the arc'} and the line is clear`;
  if (!clear && !inArc) return 'Not visible (S7): outside the facing arc, and the line is blocked';
  return `Not visible (S7): ${clear ? 'outside the facing arc' : 'the line is blocked'}`;
}

/**
 * The whole ruling as lines of text, as `chamber los --explain` prints it and the Inspect panel
 * shows it: the line's verdict, the notes and S8, the arc, then S7.
 */
export function rulingLines(r: { readonly lineVerdict: string; readonly facingVerdict: string; readonly verdict: string; readonly reasons: readonly SightReason[] }): string[] {
  const notes = r.reasons.filter((x) => !x.blocks && x.kind !== 'arc');
  return [
    r.lineVerdict,
    ...notes.map((n) => `${n.ruling}: ${n.kind === 'doorway' ? '' : 'the line '}${n.words}`),
    r.facingVerdict,
    r.verdict,
  ];
}
