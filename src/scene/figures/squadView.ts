/**
 * What the squad may know (kit 05 §1, docs/scenarios.md SC-C1): a dormant contact is hidden until
 * it is revealed, so Play (a person is the squad) draws the state without them; every other view
 * (Autoplay, Replay, Inspect, the Scenario editor) is the designer's and marks them instead
 * (figureViews `dormant`). Pure.
 */
import type { GameState } from '../../engine/state/types';

/** The state with its dormant contacts left out; the same object when it has none. */
export function withoutDormant(state: GameState): GameState {
  const dormant = state.mission?.dormant ?? [];
  if (dormant.length === 0) return state;
  return { ...state, aliens: state.aliens.filter((a) => !dormant.includes(a.id)) };
}
