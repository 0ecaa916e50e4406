/**
 * Replaying a record (the one re-simulation): from its starting position, seed and ruleset, its
 * recorded decisions are played back through the same charts as any game, and everything the
 * record claims is checked against what the replay gives: the starting state, every event and
 * die, every state hash, the result and the final hash (the digest is checked when it is loaded,
 * replay/load.ts). `chamber replay verify`, the page's record loader and the tests all use this.
 */
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import { checkDecision } from '../engine/flow/game';
import type { GameState } from '../engine/state/types';
import { hashValue, stateHash } from '../engine/state/hash';
import type { GameRecord } from '../replay/record';
import { positionOf } from '../replay/start-position';
import { recordedDecisions } from './controllers';
import { keyframesOf, type Keyframe } from './keyframes';
import { playGame, recordOf } from './play';
import { startOf } from './start';

export type Verdict =
  | { readonly ok: true; readonly decisions: number; readonly events: number }
  | { readonly ok: false; readonly path: string; readonly problem: string };

export interface Replayed {
  readonly verdict: Verdict;
  /** The game as the replay gives it, when the verdict is ok (empty otherwise: nothing of a bad record is shown). */
  readonly keyframes: readonly Keyframe[];
}

/** Re-simulates the record and checks it; never throws for a bad record. */
export function replayRecord(record: GameRecord): Replayed {
  let start: GameState;
  try {
    start = startOf(record);
  } catch (err) {
    return refused(record.scenarioFile !== undefined ? 'scenarioFile' : 'start.position', message(err));
  }
  const embedded = embeddedScenarioProblem(record, start);
  if (embedded) return refused(embedded.path, embedded.problem);
  const variants = start.ruleset.variants;
  if (hashValue(variants) !== hashValue(record.ruleset.variants)) {
    return refused('ruleset.variants', `the overrides give ${JSON.stringify(variants)}, the record says ${JSON.stringify(record.ruleset.variants)}`);
  }
  const startHash = stateHash(start);
  if (startHash !== record.start.hash) return refused('start.hash', `the starting state hashes to ${startHash}, the record says ${record.start.hash}`);

  let game;
  try {
    game = playGame(start, recordedDecisions(record.decisions.map((d) => d.decision)));
  } catch (err) {
    return refused('decisions', `the engine failed while replaying: ${message(err)}`);
  }
  const again = recordOf(game, {
    seed: record.seed, overrides: record.ruleset.overrides as RulesetOverrides, squad: 'replay',
    ...(record.scenarioFile ? { scenarioFile: record.scenarioFile } : {}),
  });
  const problem = firstDifference(record, again, game.error) ?? planNoteProblem(record, game.final);
  if (problem) return refused(problem.path, problem.problem);
  const keyframes = keyframesOf(start, game.steps);
  if (record.opensAt && record.opensAt.step >= keyframes.length) {
    return refused('opensAt.step', `the record has no step ${record.opensAt.step} (its last is ${keyframes.length - 1})`);
  }
  return { verdict: { ok: true, decisions: again.decisions.length, events: again.events.length }, keyframes };
}

/** Re-simulates the record and reports the first difference (replayRecord without the keyframes). */
export function verifyRecord(record: GameRecord): Verdict {
  return replayRecord(record).verdict;
}

/** The first thing the record claims that the replay does not give, or null. */
/**
 * A record played on a scenario file starts from the file; its name and its written-out starting
 * position must be the file's too (issue 36 §2: "replay verify checks it with the rest").
 */
function embeddedScenarioProblem(record: GameRecord, start: GameState): { path: string; problem: string } | null {
  if (record.scenarioFile === undefined) return null;
  if (record.scenario !== record.scenarioFile.id) {
    return { path: 'scenario', problem: `the record says "${record.scenario}", its scenario file is "${record.scenarioFile.id}"` };
  }
  if (hashValue(positionOf(start)) !== hashValue(record.start.position)) {
    return { path: 'start.position', problem: 'the position differs from the one its scenario file starts' };
  }
  return null;
}

function firstDifference(record: GameRecord, again: GameRecord, halt: string | null): { path: string; problem: string } | null {
  // Events in order: the first difference is the most useful message.
  const n = Math.min(again.events.length, record.events.length);
  for (let i = 0; i < n; i++) {
    if (hashValue(again.events[i]) !== hashValue(record.events[i])) {
      return { path: `events[${i}]`, problem: `the replay produced ${short(again.events[i])}, the record has ${short(record.events[i])}` };
    }
  }
  for (let i = 0; i < Math.min(again.decisions.length, record.decisions.length); i++) {
    if (again.decisions[i].hash !== record.decisions[i].hash) {
      return { path: `decisions[${i}].hash`, problem: `hash mismatch: the state after this decision hashes to ${again.decisions[i].hash}, the record says ${record.decisions[i].hash}` };
    }
  }
  const used = again.decisions.length;
  if (halt && used < record.decisions.length) return { path: `decisions[${used}]`, problem: halt.replace(/^replay /, '') };
  if (used < record.decisions.length) {
    return { path: `decisions[${used}]`, problem: `never used: the game ended before it (${record.decisions.length - used} decisions left over)` };
  }
  if (again.events.length !== record.events.length) {
    return again.events.length > record.events.length
      ? { path: `events[${n}]`, problem: `missing: the replay goes on with ${short(again.events[n])}` }
      : { path: `events[${n}]`, problem: `not produced by the replay: ${short(record.events[n])}` };
  }
  if (record.result.outcome !== null && halt) return { path: 'result', problem: halt };
  for (const key of ['outcome', 'reason', 'rounds', 'consciousSoldiers', 'finalHash'] as const) {
    if (again.result[key] !== record.result[key]) {
      return { path: `result.${key}`, problem: `${key === 'finalHash' ? 'hash mismatch: ' : ''}the replay gives ${JSON.stringify(again.result[key])}, the record says ${JSON.stringify(record.result[key])}` };
    }
  }
  return null;
}

/**
 * The planner's notes are labels the replay cannot re-score (replay/plan-notes.ts), but each must
 * stand at a decision the record has, in order, with its chosen plan starting with that decision;
 * the last may stand at the decision a stopped record waits for (saved while its ghost showed),
 * where its first decision must be legal.
 */
function planNoteProblem(record: GameRecord, final: GameState): { path: string; problem: string } | null {
  let last = -1;
  const notes = record.plans ?? [];
  for (const [i, note] of notes.entries()) {
    const path = `plans[${i}]`;
    if (note.decision <= last) return { path: `${path}.decision`, problem: `out of order: decision ${note.decision} comes after a note at decision ${last}` };
    last = note.decision;
    const first = note.view.chosen.decisions[0];
    if (note.decision === record.decisions.length && i === notes.length - 1 && record.result.outcome === null) {
      const illegal = checkDecision(final, first);
      if (illegal) return { path: `${path}.view.chosen`, problem: `the plan for the decision the record stops at begins with ${short(first)}, not legal there: ${illegal}` };
      continue;
    }
    const at = record.decisions[note.decision];
    if (!at) return { path: `${path}.decision`, problem: `the record has no decision ${note.decision} (it has ${record.decisions.length}${record.result.outcome === null ? ', and stops waiting for the next' : ''})` };
    if (hashValue(first) !== hashValue(at.decision)) {
      return { path: `${path}.view.chosen`, problem: `the chosen plan begins with ${short(first)}, but decision ${note.decision} is ${short(at.decision)}` };
    }
  }
  return null;
}

function refused(path: string, problem: string): Replayed {
  return { verdict: { ok: false, path, problem }, keyframes: [] };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message.split('\n')[0] : String(err);
}

function short(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
