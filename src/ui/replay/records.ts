/**
 * Adapter between the UI and game records (star-chamber-record v1, src/replay/record.ts), through
 * the runner: a loaded record becomes the keyframe timeline by the one re-simulation that
 * `chamber replay verify` runs (runner/replay.ts), so the page shows a record only when it
 * verifies, exactly as the CLI would; the timeline so far becomes a record to save.
 */
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import type { GameRecord } from '../../replay/record';
import { parseRecord, RecordError } from '../../replay/load';
import { recordOf, replayRecord, runOnToDecision, stepsOfKeyframes } from '../../runner';
import type { Entry } from '../session/timeline';
import type { PlanNote } from '../../replay/plan-notes';

function fail(path: string, problem: string): never {
  throw new Error(`record: ${path}: ${problem}`);
}

/** Parses and validates a record's text (format, schema, digest); one readable line on error. */
export function parseRecordText(text: string): GameRecord {
  try {
    return parseRecord(text);
  } catch (err) {
    if (err instanceof RecordError) fail(err.path || '(file)', err.problem);
    throw err;
  }
}

/**
 * Re-simulates a record into keyframes, verifying all of it (every event and die, every state
 * hash, the result and final hash); throws the verifier's one line (naming the JSON path) when
 * any of it does not replay, and then nothing of the record is shown.
 */
export function entriesFromRecord(record: GameRecord): Entry[] {
  const { verdict, keyframes } = replayRecord(record);
  if (!verdict.ok) fail(verdict.path, verdict.problem);
  return [...keyframes];
}

/**
 * The timeline carried on through the engine's own steps up to the squad's next decision (or the
 * game's end): a record can stop only there (runner/live.ts runOnToDecision).
 */
export function throughEngineSteps(entries: readonly Entry[]): Entry[] {
  return runOnToDecision(entries);
}

/** The timeline so far as a record (format v1), for "save the game so far" and the sheet. */
export function recordFromEntries(entries: readonly Entry[], meta: { seed: number; squad: string; title?: string; overrides?: Record<string, unknown>; plans?: readonly PlanNote[]; scenarioFile?: ScenarioFile }): GameRecord {
  return recordOf(
    { start: entries[0].state, final: entries[entries.length - 1].state, steps: stepsOfKeyframes(entries) },
    { seed: meta.seed, squad: meta.squad, title: meta.title, overrides: meta.overrides, plans: meta.plans, ...(meta.scenarioFile ? { scenarioFile: meta.scenarioFile } : {}) },
  );
}
