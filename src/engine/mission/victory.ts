/**
 * A mission's victory condition (kit 04 A "kill all three aliens"; kit 05 §8 "recover-log-and-
 * clear-hostiles"; docs/scenarios.md SC-V1): dormant contacts count as hostiles.
 */
import { hasLivingAlien } from '../state/figures';
import type { GameState } from '../state/types';

/** True when the mission's victory condition is met (a soldier conscious is checked beside it). */
export function victoryMet(state: GameState): boolean {
  if (hasLivingAlien(state)) return false;
  const mission = state.mission;
  if (mission?.victory === 'recover-log-and-clear-hostiles') return mission.log?.recovered === true;
  return true;
}

/** The victory in words, for game.over's reason. */
export function victoryWords(state: GameState): string {
  return state.mission?.victory === 'recover-log-and-clear-hostiles'
    ? `the log recovered and all aliens killed by round ${state.round}`
    : `all aliens killed in round ${state.round}`;
}

/** Why the round limit was a defeat, in words (RULINGS R2, SC-V1). */
export function roundLimitWords(state: GameState): string {
  if (hasLivingAlien(state)) return `aliens survive the end of round ${state.round}`;
  return `the log is not recovered by the end of round ${state.round}`;
}
