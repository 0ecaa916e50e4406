/**
 * The planner's reasons kept in a record (issue 19 §2: "the same data can be kept in a record
 * (optional) so that Replay shows it too"): for a squad decision the planner took, its top
 * candidate plans with their scores and the ghost of the chosen one, as the why-panel shows them.
 *
 * A note is a label, like `title`: the digest covers it (an edited score is caught as an edited
 * file) and the replay checks that each note's chosen plan begins with the very decision it is
 * attached to (runner/replay.ts), but the replay does not re-run the planner, so the scores are
 * the planner's word, not something a verified record proves.
 */
import { z } from 'zod';
import type { Decision, Square } from '../engine/state/types';
import { plainText } from './plain-text';
import { DECISION_TYPES, decisionSchema, facingSchema, figureIdSchema, squareSchema } from './schema-parts';

/** How many candidates a note keeps (the why-panel lists the top few), and decisions a plan holds. */
export const MAX_NOTE_CANDIDATES = 16;
export const MAX_PLAN_DECISIONS = 64;

const share = z.number().min(0).max(1);
/** Captions are plain one-line text, as a record's other labels (plain-text.ts). */
const label = plainText(200);

const attackViewSchema = z.object({
  target: plainText(64),
  weapon: plainText(32),
  /** Exact expected HP removed, "p/q" (engine/combat/odds). */
  expectedHpRemoved: z.string().regex(/^\d+(\/\d+)?$/, 'expected a fraction "p/q"'),
  expectedHp: z.number().min(0).max(1000),
  kill: z.string().regex(/^\d+(\/\d+)?$/, 'expected a fraction "p/q"'),
  killChance: share,
}).strict();

const candidateViewSchema = z.object({
  label,
  decisions: z.array(decisionSchema).min(1).max(MAX_PLAN_DECISIONS),
  greedy: z.boolean(),
  playouts: z.number().int().min(0).max(1_000_000),
  winChance: share,
  actorHpLost: z.number().min(0).max(1000),
  actorDownedChance: share,
  attack: attackViewSchema.nullable(),
}).strict();

const decisionTypeSchema = z.custom<Decision['type']>((v) => typeof v === 'string' && DECISION_TYPES.includes(v), 'expected a decision type');

const ghostViewSchema = z.object({
  figure: figureIdSchema,
  from: squareSchema,
  path: z.array(squareSchema).max(MAX_PLAN_DECISIONS),
  end: squareSchema,
  facing: facingSchema.nullable(),
  action: decisionTypeSchema,
  target: squareSchema.nullable(),
  caption: label,
}).strict();

export const planViewSchema = z.object({
  actor: figureIdSchema.nullable(),
  chosen: candidateViewSchema,
  candidates: z.array(candidateViewSchema).min(1).max(MAX_NOTE_CANDIDATES),
  scored: z.number().int().min(0).max(1_000_000),
  playouts: z.number().int().min(0).max(100_000_000),
  ghost: ghostViewSchema.nullable(),
}).strict();

export const planNoteSchema = z.object({
  /** Index into `decisions` of the decision the plan was made for: its chosen plan's first. */
  decision: z.number().int().min(0),
  view: planViewSchema,
}).strict();

/** A plan as kept in a record (ui/planner/protocol.ts PlanView is this very shape). */
export type PlanNoteView = Omit<z.output<typeof planViewSchema>, 'chosen' | 'candidates' | 'ghost'> & {
  readonly chosen: NoteCandidate;
  readonly candidates: readonly NoteCandidate[];
  readonly ghost: NoteGhost | null;
};
export type NoteGhost = Omit<z.output<typeof ghostViewSchema>, 'path'> & { readonly path: readonly Square[] };
export type NoteCandidate = Omit<z.output<typeof candidateViewSchema>, 'decisions'> & { readonly decisions: readonly Decision[] };
export type NoteAttack = z.output<typeof attackViewSchema>;
export interface PlanNote {
  readonly decision: number;
  readonly view: PlanNoteView;
}
