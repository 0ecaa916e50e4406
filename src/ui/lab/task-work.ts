/**
 * What a Lab task is and how long it should take on an idle machine, for its deadline (pool.ts,
 * ui/deadline.ts): a worker that loads but never answers then ends the run with one line
 * ("batch: a Lab worker did not answer within 60 s (10 games of greedy)") instead of "0/3000
 * games" for ever. The figures are a game's time idle, about a tenth of what was measured in node
 * under a load average of 22 on two cores (greedy 95 ms a game; the planner 7.8 s a game at
 * budget 24, some 330 ms a game per playout of budget; a firing-range attack 28 µs).
 */
import { HEADLESS_BUDGET } from '../../ai/planner/planner';
import type { RunSpec } from '../../lab/run-spec';
import { counted } from '../../lab/report/counted';
import type { TaskWork } from './pool';

/** A game of the greedy or random policy. */
export const GAME_MS = 10;
/** A planner's game, per playout of its budget. */
export const PLANNER_GAME_MS_PER_PLAYOUT = 35;
/** One attack of the firing range. */
export const ATTACK_MS = 0.01;

function gameMs(spec: RunSpec): number {
  return spec.squadAi === 'planner' ? PLANNER_GAME_MS_PER_PLAYOUT * (spec.budget ?? HEADLESS_BUDGET) : GAME_MS;
}

function policyWords(spec: RunSpec): string {
  return spec.squadAi === 'planner' ? `the planner, budget ${spec.budget ?? HEADLESS_BUDGET}` : spec.squadAi;
}

/** `games` games of `spec`, the worker resting `restRatio` times as long as it plays (give-way.ts). */
export function playWork(spec: RunSpec, games: number, restRatio: number): TaskWork {
  return { expectedMs: gameMs(spec) * games * (1 + Math.max(0, restRatio)), what: `${counted(games, 'game')} of ${policyWords(spec)}` };
}

/** Game `index` of `spec` played again with its record, for Replay. */
export function replayWork(spec: RunSpec, index: number): TaskWork {
  return { expectedMs: gameMs(spec), what: `game ${index} of ${policyWords(spec)} played again` };
}

/** `rows` rows of the firing range, `attacks` attacks each. */
export function fireWork(attacks: number, rows: number): TaskWork {
  return { expectedMs: ATTACK_MS * attacks * rows, what: `${counted(rows, 'row')} of ${attacks} attacks` };
}
