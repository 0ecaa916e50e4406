/**
 * The custom position format (engine issue §2.12), validated with zod:
 * {"soldiers":[{"name":"Reyes","at":"C3","facing":"E","hp":8,"xp":0}],
 *  "aliens":[{"kind":"worker","contact":1,"at":"J3","hp":5}],"open":["F4"],"round":1}
 * and optionally "spotterMark": the contact number of the alien Reyes has marked (kit 02 Spotter),
 * and "mission": {"locked":["M4"],"assemblies":[["F4","F5"]],"dormant":[2]} (position-mission.ts).
 */
import { z } from 'zod';
import { parseBoard, squareProblem, TEST_CHAMBER } from '../board/board';
import { gameFromParsedPosition, type NewGameOptions, type Position } from './placement';
import { FACINGS, SOLDIER_NAMES, type Board, type GameState } from '../state/types';
import { AP, CONTACT, HP, medkits, ROUND, wholeIn, XP } from './ranges';

const SQUARE_NAME = /^[A-Za-z]\d{1,2}$/;
const squareName = z.string().regex(SQUARE_NAME, 'expected a square name such as "C3"');

/**
 * A custom issue whose message names the value itself ("unknown square \"Z99\" ..."): a record's
 * loader (replay/load.ts) then adds no "(got ...)" of its own.
 */
export const SAYS_VALUE = { saysValue: true } as const;

export const soldierPlacementSchema = z.object({
  name: z.enum(SOLDIER_NAMES),
  at: squareName,
  facing: z.enum(FACINGS).default('E'),
  hp: wholeIn(HP).optional(),
  xp: wholeIn(XP).optional(),
  ap: wholeIn(AP).optional(),
  braced: z.boolean().optional(),
  overwatch: z.enum(['pistol', 'shotgun', 'mg', 'sniper']).optional(),
  reserved: wholeIn(AP).optional(),
  items: medkits.optional(),
}).strict();

export const alienPlacementSchema = z.object({
  kind: z.enum(['worker', 'warrior']),
  contact: wholeIn(CONTACT),
  at: squareName,
  hp: wholeIn(HP).optional(),
  ap: wholeIn(AP).optional(),
}).strict();

const positionShape = z.object({
  soldiers: z.array(soldierPlacementSchema).default([]),
  aliens: z.array(alienPlacementSchema).default([]),
  open: z.array(squareName).default([]),
  round: wholeIn(ROUND).default(1),
  board: z.string().superRefine((text, ctx) => {
    // Read here too, so a record's start position with a board nobody can use (26x30000, or
    // empty) is refused where it is loaded, naming the field, and not when it is replayed.
    const problem = boardProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: SAYS_VALUE });
  }).optional(),
  spotterMark: wholeIn(CONTACT).optional(),
  // A scenario file's doors and contacts as sight reads them (position-mission.ts); optional, so
  // every position written before it is still valid.
  mission: z.object({
    locked: z.array(squareName).default([]),
    assemblies: z.array(z.array(squareName).min(2, 'an assembly has two or more door squares')).default([]),
    dormant: z.array(wholeIn(CONTACT)).default([]),
  }).strict().optional(),
}).strict();

export const positionSchema = positionShape.superRefine(squaresOnBoard);

/**
 * A position file is a few hundred bytes; a megabyte is far past any board's worth. The CLI's
 * `--position` and the page's Load… refuse a larger file before reading it.
 */
export const MAX_POSITION_BYTES = 1024 * 1024;

/**
 * Every square the position names is one of its board's (its own "board", else the kit's test
 * chamber, kit 04: "letters A-L and rows 1-10"; RULINGS G1): checked by the schema, so a record
 * whose start position puts Reyes at "Z99" is refused where it is read, naming the field, by the
 * CLI and the page alike, and not first found when it is replayed. A name that is no square at
 * all is its field's own issue; a board that does not parse is the board's.
 */
function squaresOnBoard(p: z.output<typeof positionShape>, ctx: z.RefinementCtx): void {
  const board = boardOf(p.board);
  if (!board) return;
  const check = (name: string, path: PropertyKey[]) => {
    const problem = SQUARE_NAME.test(name) ? squareProblem(board, name) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path, params: SAYS_VALUE });
  };
  p.soldiers.forEach((s, i) => check(s.at, ['soldiers', i, 'at']));
  p.aliens.forEach((a, i) => check(a.at, ['aliens', i, 'at']));
  p.open.forEach((sq, i) => check(sq, ['open', i]));
  p.mission?.locked.forEach((sq, i) => check(sq, ['mission', 'locked', i]));
  p.mission?.assemblies.forEach((run, i) => run.forEach((sq, j) => check(sq, ['mission', 'assemblies', i, j])));
}

/** The board a position is placed on, or null when its "board" does not parse. */
function boardOf(text: string | undefined): Board | null {
  if (text === undefined) return TEST_CHAMBER;
  try {
    return parseBoard(text);
  } catch {
    return null;
  }
}

/** What parseBoard says about `text` without its "board: " (the JSON path names the field), or null. */
function boardProblem(text: string): string | null {
  try {
    parseBoard(text);
    return null;
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).replace(/^board: /, '');
  }
}

export type { Position, SoldierPlacement, AlienPlacement } from './placement';

/** The schema's output is a Position (placement.ts), checked here at compile time. */
const _schemaGivesPosition = (p: z.infer<typeof positionSchema>): Position => p;
void _schemaGivesPosition;

/** Parses an unknown JSON value as a position; throws an Error naming the JSON path and problem. */
export function parsePosition(json: unknown): Position {
  const result = positionSchema.safeParse(json, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue.path.length ? issue.path.join('.') : '(root)';
    // A number out of its range (ranges.ts) is named with the value given.
    const got = typeof issue.input === 'number' ? ` (got ${Number.isFinite(issue.input) ? issue.input : 'a number too large to read'})` : '';
    throw new Error(`position: ${path}: ${issue.message}${got}`);
  }
  return result.data;
}

/**
 * A starting state from a custom position (any JSON value): validated by the schema, then placed
 * (scenarios.ts). Every problem is an Error naming the JSON path or the placement.
 */
export function gameFromPosition(positionJson: unknown, options: NewGameOptions & { scenario?: string }): GameState {
  return gameFromParsedPosition(parsePosition(positionJson), options);
}
