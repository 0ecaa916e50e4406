/**
 * Play mode: every square the active soldier can reach this activation by ordinary moves, with
 * the exact keyframes to get there. Found by a breadth-first search that asks the engine for the
 * legal moves at each step and applies them: the UI never judges movement itself.
 */
import { apply, legalDecisions } from '../../engine/game';
import type { GameState, Square } from '../../engine/types';
import type { Entry } from '../timeline';

export interface Route {
  readonly squares: readonly Square[];
  readonly ap: number;
  readonly entries: readonly Entry[];
}

const cache = new WeakMap<GameState, Map<Square, Route>>();

export function reachable(state: GameState): Map<Square, Route> {
  const hit = cache.get(state);
  if (hit) return hit;
  const out = new Map<Square, Route>();
  const soldier = state.soldiers.find((s) => s.id === state.activeSoldier);
  if (soldier) {
    const seen = new Set<Square>([soldier.at]);
    let frontier: { state: GameState; route: Route }[] = [{ state, route: { squares: [], ap: 0, entries: [] } }];
    while (frontier.length) {
      const next: typeof frontier = [];
      for (const node of frontier) {
        for (const d of legalDecisions(node.state).legal) {
          if (d.type !== 'move' || seen.has(d.to)) continue;
          const t = apply(node.state, d);
          const ap = t.events.reduce((sum, e) => sum + (e.type === 'figure.moved' ? e.ap : 0), 0);
          const route: Route = { squares: [...node.route.squares, d.to], ap: node.route.ap + ap, entries: [...node.route.entries, { state: t.state, events: t.events, decision: d }] };
          seen.add(d.to);
          out.set(d.to, route);
          next.push({ state: t.state, route });
        }
      }
      frontier = next;
    }
  }
  cache.set(state, out);
  return out;
}
