/**
 * The scenario file, format "star-chamber-scenario" version 1 (issue 36 §1, docs/scenarios.md):
 * a board in the kit 04 legend, the squad and the contacts, the mission's objects and doors, the
 * victory condition, the round limit, the objective XP and the contact order, written by hand as
 * JSON and checked here by a zod schema. What a schema cannot see (squares on the board, shared
 * squares, door runs, reachability) is scenario-checks.ts.
 */
import { z } from 'zod';
import { FACINGS, SOLDIER_NAMES } from '../state/types';
import { scenarioRules } from './scenarios';
import { CONTACT, HP, medkits, ROUND, wholeIn, XP } from './ranges';

export const SCENARIO_FORMAT = 'star-chamber-scenario';
export const SCENARIO_VERSION = 1;

/** A scenario is a few kilobytes (a 26x26 board is under 1,500 characters); larger files are refused unread. */
export const MAX_SCENARIO_BYTES = 256 * 1024;

const squareName = z.string().regex(/^[A-Za-z]\d{1,2}$/, 'expected a square name such as "C3"');
const label = z.string().min(1).max(200).regex(/^[^\u0000-\u001f\u007f]*$/, 'expected one line of plain text');

const soldierSchema = z.object({
  name: z.enum(SOLDIER_NAMES),
  at: squareName,
  facing: z.enum(FACINGS).default('E'), // kit 04: "All starting soldiers face east"
  hp: wholeIn(HP).optional(),
  xp: wholeIn(XP).optional(),
  items: medkits.optional(),
}).strict();

const alienSchema = z.object({
  kind: z.enum(['worker', 'warrior']),
  contact: wholeIn(CONTACT),
  at: squareName,
  hp: wholeIn({ ...HP, min: 1 }).optional(),
  /** Kit 05 §1: a dormant contact does not activate until revealed (SC-C1). Default active, as in Scenario A. */
  dormant: z.boolean().default(false),
}).strict();

const objectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('log'), at: squareName }).strict(),
  /** A mission object to interact with (kit 05 §2, 1 AP): it unlocks the named locked doors (SC-I1). */
  z.object({ kind: z.literal('console'), at: squareName, unlocks: z.array(squareName).min(1).max(26) }).strict(),
]);

const doorSchema = z.object({
  /** The door squares of one assembly: a straight run of adjacent `D` squares (kit 05 §8, SC-D1). */
  squares: z.array(squareName).min(1).max(26),
  locked: z.boolean().default(false),
  open: z.boolean().default(false),
}).strict();

export const scenarioFileSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(SCENARIO_VERSION),
  /** The name a record and a report give the scenario ("A" for the kit's own, SC-F2). */
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'expected a short name of letters, digits, "-", "_" or "."')
    // A game keeps its scenario's name, and the engine reads a built-in scenario's own rules by
    // that name (setup/scenarios.ts scenarioRules): a file named as one of kit 04 B's measurement
    // trials would play with aliens that never act, so it may not take such a name (SC-F2).
    .refine((id) => scenarioRules(id).aliensAct, 'that is the name of one of the kit\'s Scenario B measurement trials (aliens never act); choose another')
    .default('custom'),
  title: label,
  /** The board in the kit 04 legend, as parseBoard reads it, plus O and X solid terrain (SC-T1). */
  board: z.string().min(1).max(20_000),
  soldiers: z.array(soldierSchema).min(1, 'a scenario needs at least one soldier').max(5),
  aliens: z.array(alienSchema).max(CONTACT.max).default([]),
  objects: z.array(objectSchema).max(20).default([]),
  doors: z.array(doorSchema).max(100).default([]),
  victory: z.enum(['clear-hostiles', 'recover-log-and-clear-hostiles']).default('clear-hostiles'),
  /** Kit 04 A: "by end of round 6"; defeat when it ends without victory (SC-V1). */
  roundLimit: wholeIn(ROUND).default(6),
  /** XP to every soldier, once, when the hostiles are cleared (kit 04 A, RULINGS R3). */
  objectiveXp: z.number().int().min(0).max(18).default(1),
  /** XP to every soldier, once, when the log is secured (kit 01, SC-X1). */
  logXp: z.number().int().min(0).max(18).default(1),
  /** Contact numbers in activation order (kit 05 §1); absent: ascending. */
  contactOrder: z.array(wholeIn(CONTACT)).max(CONTACT.max).optional(),
}).strict();

export type ScenarioFile = z.output<typeof scenarioFileSchema>;
/** The file as a person writes it (defaults may be left out). */
export type ScenarioFileInput = z.input<typeof scenarioFileSchema>;

/** A zod issue path as the one-line errors write it: "soldiers.1.at", or "(root)". */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(root)';
}

/** The schema's verdict on a JSON value: the file, or an Error "scenario: PATH: problem". */
export function parseScenarioShape(json: unknown): ScenarioFile {
  const result = scenarioFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`scenario: ${jsonPath(issue.path)}: ${issue.message}`);
  }
  return result.data;
}
