/**
 * Assembles a game record (record.ts) from the transitions of a finished or stopped game.
 */
import { consciousSoldiers } from '../engine/state/figures';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import type { GameState } from '../engine/state/types';
import { hashValue, stateHash } from '../engine/state/hash';
import { journalOf, type JournalStep } from './journal';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './record';
import { positionOf } from './start-position';
import type { PlanNote } from './plan-notes';
import type { ScenarioFile } from '../engine/setup/scenario-file';

export interface RecordParts {
  readonly start: GameState;
  readonly final: GameState;
  readonly seed: number;
  readonly overrides: RulesetOverrides;
  readonly squad: string;
  /** Every transition from `start` to `final`, in order. */
  readonly steps: readonly JournalStep[];
  readonly title?: string;
  /** The planner's reasons at the decisions it took (plan-notes.ts), when kept. */
  readonly plans?: readonly PlanNote[];
  /** The scenario file played on, embedded whole (absent: a built-in scenario or a position). */
  readonly scenarioFile?: ScenarioFile;
}

export function buildRecord(parts: RecordParts): GameRecord {
  const { start, final } = parts;
  const journal = journalOf(parts.steps);
  const over = [...journal.events].reverse().find((e) => e.event.type === 'game.over')?.event;
  const body: Omit<GameRecord, 'digest'> = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    rulesVersion: 'kit-0.2',
    ...(parts.title ? { title: parts.title } : {}),
    scenario: start.scenario,
    seed: parts.seed,
    ruleset: { overrides: parts.overrides as Record<string, unknown>, variants: { ...start.ruleset.variants } },
    start: { position: positionOf(start), hash: stateHash(start) },
    // Only on a scenario file: every other record stays byte for byte as it was.
    ...(parts.scenarioFile ? { scenarioFile: parts.scenarioFile } : {}),
    controllers: { squad: parts.squad, aliens: 'engine' },
    decisions: journal.decisions,
    events: journal.events,
    result: {
      outcome: final.outcome,
      reason: over?.type === 'game.over' ? over.reason : null,
      rounds: final.round,
      consciousSoldiers: consciousSoldiers(final).length,
      finalHash: stateHash(final),
    },
    // Only when kept: a record without notes is byte-identical to one made before they existed.
    ...(parts.plans?.length ? { plans: parts.plans } : {}),
  };
  return { ...body, digest: recordDigest(body) };
}

/** The record's digest: hashValue of everything but the digest itself. */
export function recordDigest(record: Omit<GameRecord, 'digest'> | GameRecord): string {
  const { digest: _ignored, ...body } = record as GameRecord;
  return hashValue(body);
}
