/**
 * The custom position format (engine issue §2.12), validated with zod:
 * {"soldiers":[{"name":"Reyes","at":"C3","facing":"E","hp":8,"xp":0}],
 *  "aliens":[{"kind":"worker","contact":1,"at":"J3","hp":5}],"open":["F4"],"round":1}
 * and optionally "spotterMark": the contact number of the alien Reyes has marked (kit 02 Spotter),
 * and "mission": {"locked":["M4"],"assemblies":[["F4","F5"]],"dormant":[2]} (position-mission.ts).
 */
import { z } from 'zod';
import { parseBoard } from '../board/board';
import { gameFromParsedPosition, type NewGameOptions, type Position } from './placement';
import { FACINGS, SOLDIER_NAMES, type GameState } from '../state/types';

const squareName = z.string().regex(/^[A-Za-z]\d{1,2}$/, 'expected a square name such as "C3"');

export const soldierPlacementSchema = z.object({
  name: z.enum(SOLDIER_NAMES),
  at: squareName,
  facing: z.enum(FACINGS).default('E'),
  hp: z.number().int().min(0).optional(),
  xp: z.number().int().min(0).optional(),
  ap: z.number().int().min(0).optional(),
  braced: z.boolean().optional(),
  overwatch: z.enum(['pistol', 'shotgun', 'mg', 'sniper']).optional(),
  reserved: z.number().int().min(0).optional(),
  items: z.array(z.literal('medkit')).optional(),
}).strict();

export const alienPlacementSchema = z.object({
  kind: z.enum(['worker', 'warrior']),
  contact: z.number().int().min(1),
  at: squareName,
  hp: z.number().int().min(0).optional(),
  ap: z.number().int().min(0).optional(),
}).strict();

export const positionSchema = z.object({
  soldiers: z.array(soldierPlacementSchema).default([]),
  aliens: z.array(alienPlacementSchema).default([]),
  open: z.array(squareName).default([]),
  round: z.number().int().min(1).default(1),
  board: z.string().superRefine((text, ctx) => {
    // Read here too, so a record's start position with a board nobody can use (26x30000, or
    // empty) is refused where it is loaded, naming the field, and not when it is replayed.
    const problem = boardProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }).optional(),
  spotterMark: z.number().int().min(1).optional(),
  // A scenario file's doors and contacts as sight reads them (position-mission.ts); optional, so
  // every position written before it is still valid.
  mission: z.object({
    locked: z.array(squareName).default([]),
    assemblies: z.array(z.array(squareName).min(2, 'an assembly has two or more door squares')).default([]),
    dormant: z.array(z.number().int().min(1)).default([]),
  }).strict().optional(),
}).strict();

/**
 * A position file is a few hundred bytes; a megabyte is far past any board's worth. The CLI's
 * `--position` and the page's Load… refuse a larger file before reading it.
 */
export const MAX_POSITION_BYTES = 1024 * 1024;

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
  const result = positionSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue.path.length ? issue.path.join('.') : '(root)';
    throw new Error(`position: ${path}: ${issue.message}`);
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
