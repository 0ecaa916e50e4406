/**
 * Mission objects to interact with (kit 05 §2 "Interact with a mission object 1 unless mission
 * specifies otherwise"; §8 "Interact with an object on your square or an orthogonally adjacent
 * square"; "Locked or destroyed doors follow mission rules"): a console, used once, unlocks the
 * locked doors it names (docs/scenarios.md SC-I1).
 */
import { coordOf } from '../board/board';
import type { Tx } from '../state/tx';
import type { ConsoleState, GameState, SoldierState, Square } from '../state/types';

/** The kit's cost (kit 05 §2); not a ruleset number, as SECURE_LOG_AP (log.ts) is not. */
export const INTERACT_AP = 1;

/** The mission's console on `at`, or undefined. */
export function consoleAt(state: Pick<GameState, 'mission'>, at: Square): ConsoleState | undefined {
  return state.mission?.consoles?.find((c) => c.at === at);
}

/** True if the soldier stands on `at` or orthogonally beside it (kit 05 §8). */
export function withinReach(s: SoldierState, at: Square): boolean {
  const p = coordOf(at);
  const q = coordOf(s.at);
  return Math.abs(p.col - q.col) + Math.abs(p.row - q.row) <= 1;
}

/** The soldier uses the console on `at`: its doors are unlocked for good. */
export function useConsole(tx: Tx, s: SoldierState, at: Square, ap: number): void {
  const mission = tx.state.mission!;
  const target = consoleAt(tx.state, at)!;
  const unlocked = mission.locked.filter((sq) => target.unlocks.includes(sq));
  tx.soldier(s.id, { ap: s.ap - ap });
  tx.set({
    mission: {
      ...mission,
      locked: mission.locked.filter((sq) => !target.unlocks.includes(sq)),
      consoles: mission.consoles!.map((c) => (c.at === at ? { ...c, used: true } : c)),
    },
  });
  tx.emit({ type: 'object.used', figure: s.id, at, ap, unlocked });
}
