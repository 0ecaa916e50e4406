/**
 * The game record, format "star-chamber-record" version 1 (issue 3 §3), as a zod schema; the
 * TypeScript type is derived from it. A record holds everything needed to replay a game die for
 * die (RULINGS D1): rules version, ruleset overrides and variants, the full starting position,
 * the seed, the controllers' names, every squad decision with the state hash after it, the event
 * stream (each event with its round, phase and acting figure; dice are inside the rolling events),
 * and the result. `digest` hashes the rest of the record, so any edit or damage is caught on load.
 *
 * A record is data only: nothing in it is ever executed.
 */
import { z } from 'zod';
import { positionSchema, SAYS_VALUE } from '../engine/setup/position';
import { ScenarioProblem, scenarioProblems } from '../engine/setup/scenario-checks';
import { scenarioFileSchema } from '../engine/setup/scenario-file';
import type { Decision, GameEvent } from '../engine/state/types';
import {
  decisionSchema, figureIdSchema, gameEventSchema, outcomeSchema, phaseSchema,
} from './schema-parts';
import { planNoteSchema, type PlanNote } from './plan-notes';
import { plainText } from './plain-text';
import { POLICY_NAMES } from './policy-names';

export const RECORD_FORMAT = 'star-chamber-record';
export const RECORD_VERSION = 1;
/** Records over this size are refused before parsing (issue 3 §3: "over a size limit"). */
export const MAX_RECORD_BYTES = 20 * 1024 * 1024;
export const MAX_DECISIONS = 100_000;
export const MAX_EVENTS = 1_000_000;

/** A state or record hash: 16 lowercase hex digits (see hash.ts). */
export const hashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'expected a hash of 16 lowercase hex digits');

const count = z.number().int().min(0).max(1_000_000);

/** In the page's Play the squad's decisions are a person's (ui/replay/liveRecord.ts). */
export const HUMAN_SQUAD = 'human';
/**
 * Who a record says chose its squad decisions: a built-in policy (policy-names.ts) or a person.
 * A label the replay cannot check (docs/architecture.md), but one of these, as the CLI and the page
 * write it: any other name is refused on load.
 */
export const SQUAD_CONTROLLERS: readonly string[] = [...POLICY_NAMES, HUMAN_SQUAD];
const isSquadController = (name: string): boolean => SQUAD_CONTROLLERS.includes(name);

export const recordedDecisionSchema = z.object({
  decision: decisionSchema,
  /** stateHash of the GameState right after this decision was applied. */
  hash: hashSchema,
}).strict();

export const recordedEventSchema = z.object({
  round: count,
  phase: phaseSchema,
  /** The figure acting: the attacker, the mover, the soldier gaining XP...; null for round events. */
  actor: figureIdSchema.nullable(),
  /** Index into `decisions` of the squad decision that caused it; null for engine steps. */
  decision: z.number().int().min(0).max(MAX_DECISIONS).nullable(),
  event: gameEventSchema,
}).strict();

export const variantsSchema = z.object({
  figureCornerBlocks: z.boolean(),
  shotgunOverwatchPointBlank: z.boolean(),
  /** The peer lifecycles (docs/variants.md AA, RF): present only when on. */
  alternatingActivations: z.boolean().optional(),
  reactionFire: z.boolean().optional(),
}).strict();

/**
 * An embedded scenario file passes the checks its schema cannot make too (scenario-checks.ts:
 * squares on its board, figures on floor, door runs; not SC-V3's reach, which the file as played
 * may fail when soldiers were left off, scenarioProblems), so a record whose file
 * puts a soldier at "Z26" is refused where it is read, naming the field, as a start position off
 * its board is, and not first found when it is replayed.
 */
const checkedScenarioFile = scenarioFileSchema.superRefine((file, ctx) => {
  let first: ScenarioProblem | undefined;
  try {
    first = scenarioProblems(file, { reach: false })[0];
  } catch (err) {
    // A file the schema has already refused may trip a check; the schema's own issue comes first.
    ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err), params: SAYS_VALUE });
    return;
  }
  if (first) {
    const path = first.path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    ctx.addIssue({ code: 'custom', message: first.problem, path, params: SAYS_VALUE });
  }
});

export const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  rulesVersion: z.literal('kit-0.2'),
  // Labels the replay cannot check are plain one-line text (plain-text.ts).
  title: plainText(200).optional(),
  scenario: plainText(64).min(1),
  seed: z.number().int().min(-2147483648).max(4294967295),
  ruleset: z.object({
    /** Deep-partial ruleset overrides (checked against the kit ruleset's shape on load). */
    overrides: z.record(z.string(), z.unknown()),
    /** The switchable rulings in effect (RULINGS S3, O2). */
    variants: variantsSchema,
  }).strict(),
  start: z.object({
    /** The full starting position in the custom position format (engine/setup/position.ts). */
    position: positionSchema,
    /** stateHash of the starting GameState built from position, seed and ruleset. */
    hash: hashSchema,
  }).strict(),
  /**
   * The scenario file the game was played on (docs/scenarios.md), whole, when it was one; absent
   * for a built-in scenario or a custom position. The replay starts from it and checks the start.
   */
  scenarioFile: checkedScenarioFile.optional(),
  controllers: z.object({
    squad: z.string().refine(isSquadController, `expected the squad's controller: ${SQUAD_CONTROLLERS.slice(0, -1).join(', ')} or ${HUMAN_SQUAD}`),
    /** Aliens always follow the engine's rule (kit 05 §10), never a controller. */
    aliens: z.literal('engine'),
  }).strict(),
  decisions: z.array(recordedDecisionSchema).max(MAX_DECISIONS),
  events: z.array(recordedEventSchema).max(MAX_EVENTS),
  result: z.object({
    /** null when the record stops before the game is over. */
    outcome: outcomeSchema.nullable(),
    reason: plainText(500).nullable(),
    /** The round the game ended in (or stands in). */
    rounds: count,
    consciousSoldiers: count,
    finalHash: hashSchema,
  }).strict(),
  /**
   * The planner's reasons at the decisions it took (plan-notes.ts), when the game kept them: labels
   * the digest covers and the replay ties to their decisions, not re-checked scores.
   */
  plans: z.array(planNoteSchema).max(MAX_DECISIONS).optional(),
  /**
   * Where Replay opens the record when no link names a step: a report's best and worst games are
   * kept with their deciding moment (lab/report/kept-record.ts), so the file opens there as the
   * report's link does. A label the digest covers; the replay checks the step is one the record has.
   */
  opensAt: z.object({
    /** A Replay step (a keyframe index, one per engine transition). */
    step: z.number().int().min(0).max(MAX_EVENTS),
    /** What happens there, in words ("round 4: Chen kills alien3, the last alien"). */
    what: z.string().max(500),
  }).strict().optional(),
  /** hashValue of the record without this field. */
  digest: hashSchema,
}).strict();

/**
 * The record's types, derived from the schema; decisions and events are typed as the engine's own
 * Decision and GameEvent (schema-check.ts proves every parsed one is a valid engine value).
 */
export type RecordedDecision = Omit<z.output<typeof recordedDecisionSchema>, 'decision'> & { readonly decision: Decision };
export type RecordedEvent = Omit<z.output<typeof recordedEventSchema>, 'event'> & { readonly event: GameEvent };
export type GameRecord = Omit<z.output<typeof recordSchema>, 'decisions' | 'events' | 'plans'> & {
  readonly decisions: readonly RecordedDecision[];
  readonly events: readonly RecordedEvent[];
  readonly plans?: readonly PlanNote[];
};
