/**
 * Every square the active soldier can reach this activation by its own moves (kit 05 §2-§3,
 * RULINGS M1-M3, kit 02 Quick Step and Pathfinder), with the moves that get there and what they
 * cost. Found breadth first over the engine's own legal moves, each applied, so whatever the
 * move rules say (a free Quick Step, a brace lost, a closed door) the routes say too.
 */
import { apply } from '../flow/game';
import { legalOnly } from '../legality';
import type { Decision, GameState, Square } from '../state/types';

export interface Route {
  /** The squares stepped onto, in order; the last is the destination. */
  readonly squares: readonly Square[];
  /** The AP the moves cost together (a free Quick Step costs 0). */
  readonly ap: number;
  /** The move decisions, one per square, for the squad to make in turn. */
  readonly moves: readonly Extract<Decision, { type: 'move' }>[];
}

const known = new WeakMap<GameState, ReadonlyMap<Square, Route>>();

/** The fewest-moves route to each reachable square; empty when no soldier is acting. */
export function reachableSquares(state: GameState): ReadonlyMap<Square, Route> {
  const hit = known.get(state);
  if (hit) return hit;
  const out = new Map<Square, Route>();
  const soldier = state.soldiers.find((s) => s.id === state.activeSoldier);
  if (soldier && !state.pending) {
    const seen = new Set<Square>([soldier.at]);
    let frontier: { state: GameState; route: Route }[] = [{ state, route: { squares: [], ap: 0, moves: [] } }];
    while (frontier.length) {
      const next: typeof frontier = [];
      for (const node of frontier) {
        for (const d of legalOnly(node.state)) {
          if (d.type !== 'move' || seen.has(d.to)) continue;
          const t = apply(node.state, d);
          const ap = t.events.reduce((sum, e) => sum + (e.type === 'figure.moved' ? e.ap : 0), 0);
          const route: Route = { squares: [...node.route.squares, d.to], ap: node.route.ap + ap, moves: [...node.route.moves, d] };
          seen.add(d.to);
          out.set(d.to, route);
          next.push({ state: t.state, route });
        }
      }
      frontier = next;
    }
  }
  known.set(state, out);
  return out;
}
