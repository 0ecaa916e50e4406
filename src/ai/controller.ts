/**
 * A controller supplies the squad side's decisions (issue 3 §2): an AI policy, a record being
 * replayed, or (in the browser) a person, who sends machine events instead. The aliens' decisions
 * always come from the engine's rule (kit 05 §10), never from a controller.
 */
import type { Decision, GameState } from '../engine/state/types';

export interface Controller {
  /** Written into the game record's `controllers.squad`. */
  readonly name: string;
  /**
   * The decision to take now. `legal` is legalDecisions(state).legal; it is left empty when
   * `wantsLegal` is false (a replay already knows its decisions, and listing them costs time).
   */
  decide(state: GameState, legal: readonly Decision[]): Decision;
  /** Default true. */
  readonly wantsLegal?: boolean;
}
