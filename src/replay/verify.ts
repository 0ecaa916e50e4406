/**
 * Verifying a record (issue 3 §3): re-simulate from the starting position, seed and the recorded
 * decisions through the same charts, and check the starting state, every event, every state hash
 * and the result. The recorded decisions are the only input; the dice come from the seed.
 */
import type { Controller } from '../ai/controller';
import { playFrom, startingState } from '../machines/run-game';
import type { RulesetOverrides } from '../engine/ruleset';
import type { Decision, GameState } from '../engine/types';
import { hashValue, stateHash } from './hash';
import type { GameRecord } from './record';

export type Verdict =
  | { readonly ok: true; readonly decisions: number; readonly events: number }
  | { readonly ok: false; readonly path: string; readonly problem: string };

/** A controller that plays a record's decisions back in order. */
export function replayController(decisions: readonly Decision[]): Controller {
  let next = 0;
  return {
    name: 'replay',
    wantsLegal: false,
    decide(): Decision {
      if (next >= decisions.length) throw new Error(`the record has no more decisions (it has ${decisions.length})`);
      return decisions[next++];
    },
  };
}

/** The starting GameState a record describes. */
export function startOf(record: GameRecord): GameState {
  return startingState({
    scenario: record.scenario, seed: record.seed,
    ruleset: record.ruleset.overrides as RulesetOverrides, position: record.start.position,
  });
}

/** Re-simulates the record and reports the first difference. Never throws for a bad record. */
export function verifyRecord(record: GameRecord): Verdict {
  let start: GameState;
  try {
    start = startOf(record);
  } catch (err) {
    return fail('start.position', message(err));
  }
  const variants = start.ruleset.variants;
  if (hashValue(variants) !== hashValue(record.ruleset.variants)) {
    return fail('ruleset.variants', `the overrides give ${JSON.stringify(variants)}, the record says ${JSON.stringify(record.ruleset.variants)}`);
  }
  const startHash = stateHash(start);
  if (startHash !== record.start.hash) return fail('start.hash', `the starting state hashes to ${startHash}, the record says ${record.start.hash}`);

  let replayed;
  try {
    replayed = playFrom(start, replayController(record.decisions.map((d) => d.decision)), {
      seed: record.seed, ruleset: record.ruleset.overrides as RulesetOverrides,
    });
  } catch (err) {
    return fail('decisions', `the engine failed while replaying: ${message(err)}`);
  }
  const again = replayed.record;

  // Events in order: the first difference is the most useful message.
  const n = Math.min(again.events.length, record.events.length);
  for (let i = 0; i < n; i++) {
    if (hashValue(again.events[i]) !== hashValue(record.events[i])) {
      return fail(`events[${i}]`, `the replay produced ${short(again.events[i])}, the record has ${short(record.events[i])}`);
    }
  }
  for (let i = 0; i < Math.min(again.decisions.length, record.decisions.length); i++) {
    if (again.decisions[i].hash !== record.decisions[i].hash) {
      return fail(`decisions[${i}].hash`, `hash mismatch: the state after this decision hashes to ${again.decisions[i].hash}, the record says ${record.decisions[i].hash}`);
    }
  }
  const used = again.decisions.length;
  if (replayed.error && used < record.decisions.length) {
    return fail(`decisions[${used}]`, replayed.error.replace(/^replay /, ''));
  }
  if (used < record.decisions.length) {
    return fail(`decisions[${used}]`, `never used: the game ended before it (${record.decisions.length - used} decisions left over)`);
  }
  if (again.events.length !== record.events.length) {
    return again.events.length > record.events.length
      ? fail(`events[${n}]`, `missing: the replay goes on with ${short(again.events[n])}`)
      : fail(`events[${n}]`, `not produced by the replay: ${short(record.events[n])}`);
  }
  if (record.result.outcome !== null && replayed.error) return fail('result', replayed.error);
  for (const key of ['outcome', 'reason', 'rounds', 'consciousSoldiers', 'finalHash'] as const) {
    if (again.result[key] !== record.result[key]) {
      return fail(`result.${key}`, `${key === 'finalHash' ? 'hash mismatch: ' : ''}the replay gives ${JSON.stringify(again.result[key])}, the record says ${JSON.stringify(record.result[key])}`);
    }
  }
  return { ok: true, decisions: used, events: again.events.length };
}

function fail(path: string, problem: string): Verdict {
  return { ok: false, path, problem };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message.split('\n')[0] : String(err);
}

function short(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
