/**
 * A mission's doors (kit 05 §8, docs/scenarios.md SC-D1, SC-D2): a door spanning several squares is
 * one assembly that opens and closes as one; a locked door is never opened or closed. Without
 * mission rules every door square is a door of its own and none is locked (the test chamber).
 */
import type { GameState, Square } from '../state/types';

/** The squares of the door that `at` belongs to: its assembly, or `at` alone (SC-D1). */
export function doorAssemblyOf(state: Pick<GameState, 'mission'>, at: Square): readonly Square[] {
  const assemblies = state.mission?.assemblies;
  if (assemblies) for (const a of assemblies) if (a.includes(at)) return a;
  return [at];
}

/** True if the door square `at` is locked (SC-D2). */
export function isLockedDoor(state: Pick<GameState, 'mission'>, at: Square): boolean {
  return state.mission?.locked.includes(at) ?? false;
}

/** The open doors once `at`'s whole assembly is open (SC-D1: one action changes the entire door). */
export function openedDoors(state: Pick<GameState, 'mission' | 'openDoors'>, at: Square): Square[] {
  const out = [...state.openDoors];
  for (const sq of doorAssemblyOf(state, at)) if (!out.includes(sq)) out.push(sq);
  return out;
}

/** The open doors once `at`'s whole assembly is closed. */
export function closedDoors(state: Pick<GameState, 'mission' | 'openDoors'>, at: Square): Square[] {
  const assembly = doorAssemblyOf(state, at);
  return state.openDoors.filter((sq) => !assembly.includes(sq));
}
