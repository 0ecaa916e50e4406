/**
 * Adapter between the UI and game records (star-chamber-record v1, src/replay/record.ts): a
 * loaded record becomes the keyframe timeline by re-simulating its decisions once through the
 * engine (then seeking is an index), checking every state hash on the way; the timeline so far
 * becomes a record to save, written with the replay module's Journal, hashes and digest.
 */
import type { GameState } from '../../engine/types';
import { stateHash } from '../../replay/hash';
import { Journal } from '../../replay/journal';
import type { GameRecord } from '../../replay/record';
import { parseRecord, RecordError } from '../../replay/load';
import { buildRecord } from '../../replay/build';
import { gameFromPosition } from '../../engine/position';
import type { RulesetOverrides } from '../../engine/ruleset';
import { advance } from '../session/driver';
import type { Entry } from '../session/timeline';
import { errorWords } from '../errorWords';

function fail(path: string, problem: string): never {
  throw new Error(`record: ${path}: ${problem}`);
}

/** Parses and validates a record's text (the replay module's loader); one readable line on error. */
export function parseRecordText(text: string): GameRecord {
  try {
    return parseRecord(text);
  } catch (err) {
    if (err instanceof RecordError) fail(err.path || '(file)', err.problem);
    throw err;
  }
}

/** Re-simulates a record into keyframes: the state after every decision and engine step. */
export function entriesFromRecord(record: GameRecord): Entry[] {
  let state: GameState;
  try {
    // As the replay module's startOf, without pulling the statecharts into the page's bundle.
    state = gameFromPosition(record.start.position, {
      seed: record.seed, scenario: record.scenario, ruleset: record.ruleset.overrides as RulesetOverrides,
    });
  } catch (err) {
    fail('start.position', errorWords(err));
  }
  if (stateHash(state) !== record.start.hash) fail('start.hash', 'the starting state does not match its hash');
  const entries: Entry[] = [{ state, events: [], decision: null }];
  let next = 0;
  for (let guard = 0; guard < 200_000; guard++) {
    let entry: Entry | null;
    try {
      entry = advance(state, () => record.decisions[next]?.decision ?? null);
    } catch (err) {
      fail(`decisions.${next}`, `the engine refused it: ${errorWords(err)}`);
    }
    if (!entry) break;
    if (entry.decision) {
      if (stateHash(entry.state) !== record.decisions[next].hash) fail(`decisions.${next}.hash`, 'state hash mismatch: the record does not replay to the same game');
      next++;
    }
    entries.push(entry);
    state = entry.state;
  }
  if (next < record.decisions.length) fail(`decisions.${next}`, `the game ended with ${record.decisions.length - next} decision(s) unused`);
  return entries;
}

/**
 * The timeline carried on through the engine's own steps up to the squad's next decision (or the
 * game's end). A record can stop only there: replaying it runs every engine step that follows
 * its last decision (replay/verify), so a live game kept between two steps (an alien halfway
 * through its activation) would replay to more events than it holds and fail verification.
 */
export function throughEngineSteps(entries: readonly Entry[]): Entry[] {
  const out = [...entries];
  for (let guard = 0; guard < 10_000; guard++) {
    const next = advance(out[out.length - 1].state, () => null);
    if (!next) return out;
    out.push(next);
  }
  throw new Error('the engine did not reach a squad decision or the end of the game');
}

/** The timeline so far as a record (format v1), for "save the game so far" and the sheet. */
export function recordFromEntries(entries: readonly Entry[], meta: { seed: number; squad: string; title?: string; overrides?: Record<string, unknown> }): GameRecord {
  const journal = new Journal();
  for (let i = 1; i < entries.length; i++) {
    const e = entries[i];
    journal.record(entries[i - 1].state, { state: e.state, events: e.events }, e.decision);
  }
  return buildRecord({
    start: entries[0].state, final: entries[entries.length - 1].state, seed: meta.seed, overrides: (meta.overrides ?? {}) as RulesetOverrides,
    squad: meta.squad, journal, title: meta.title,
  });
}
