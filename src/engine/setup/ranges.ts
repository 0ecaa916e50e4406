/**
 * The ranges of the numbers a custom position (position.ts) and a scenario file (scenario-file.ts)
 * hold, one source for both schemas, for a record's start position and for `alien-decision
 * --alien`. Each starts from the kit's number and reaches as far as `--override` may move that
 * number (rule-changes/ruleset-paths.ts), since a position is placed under the run's rules: a
 * position may hold what an overridden card allows, and placement then checks the card itself
 * (an HP above the card's maximum, placement.ts). Past these, a value is refused, naming its path,
 * not carried into the game ("alien 1 at J3, 1000000000000000 AP").
 */
import { z } from 'zod';
import { rulesetPath, rulesetPaths } from '../rule-changes/ruleset-paths';

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** The highest an override may set any ruleset number whose path passes `test`. */
function overrideMax(test: (path: string) => boolean): number {
  return Math.max(...rulesetPaths().filter((p) => test(p.path)).map((p) => p.max));
}

/**
 * HP. Kit 03 and 07: the cards have 5 to 12; kit 05 §9: a soldier at 0 is downed (an alien at 0
 * is killed). Up to the most an overridden card may have.
 */
export const HP: Range = { min: 0, max: overrideMax((p) => /^(soldiers|aliens)\.[^.]+\.hp$/.test(p)) };

/**
 * AP held now, and AP reserved for overwatch. Kit 01 and 05 §1: soldiers refresh to 4, each alien
 * gets 4; AP never carries over. Up to the most an override gives a figure in a round.
 */
export const AP: Range = { min: 0, max: overrideMax((p) => p.startsWith('apPerRound.') || /^aliens\.[^.]+\.ap$/.test(p)) };

/**
 * XP. Kit 02: "The XP track runs 0-18 ... Cap XP at 18". Up to the highest cap an
 * override may set (xp.cap); a game holds a soldier at its own cap.
 */
export const XP: Range = { min: 0, max: rulesetPath('xp.cap')!.max };

/** The round. Kit 04 A: "by end of round 6" (the round limit). Up to the longest limit an override may set. */
export const ROUND: Range = { min: 1, max: rulesetPath('roundLimit')!.max };

/**
 * Medkits one soldier carries. Kit 07: Park starts with TWO; kit 05 §9: they are traded one at a
 * time. A scenario may hand out up to ten (docs/scenarios.md).
 */
export const MEDKITS: Range = { min: 0, max: 10 };

/**
 * Contact numbers. Kit 04 A: contacts 1, 2 and 3; kit 05 §1: aliens activate by contact number. Up
 * to 99, as many as a scenario file may place (each contact once).
 */
export const CONTACT: Range = { min: 1, max: 99 };

/** "expected a whole number from 0 to 99": the words a refused number gets, as the CLI's flags say a range. */
export function rangeExpected(range: Range): string {
  return `expected a whole number from ${range.min} to ${range.max}`;
}

/** A whole number in `range`; anything else (a fraction, a string, 1e309 read as Infinity) refused in rangeExpected's words. */
export function wholeIn(range: Range) {
  const words = rangeExpected(range);
  return z.number({ error: words }).int(words).min(range.min, words).max(range.max, words);
}

/** A soldier's carried items: medkits, at most MEDKITS.max of them. */
export const medkits = z.array(z.literal('medkit'))
  .max(MEDKITS.max, { error: (issue) => `a soldier carries at most ${MEDKITS.max} medkits, got ${(issue.input as unknown[]).length}` });
