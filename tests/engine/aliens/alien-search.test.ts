/**
 * The alien rule's searches (kit 05 §10, RULINGS L1, L2, L4) against plain references: Dial's
 * search (path-search.ts) against Bellman-Ford relaxation on random grids, odd step costs
 * included; and on random positions, the alien rule's early-stopping searches against full ones
 * (every soldier's cost is the cheapest full forward search to a free square next to him; the
 * decision targets the first of them and walks the full reverse search's L2 route).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_CHAMBER, allSquares, coordOf, isEnterableTerrain } from '../../../src/engine/board/board';
import { indexOf, neighbourIndexes, pathGrid, routeTo, searchCosts, type PathGrid } from '../../../src/engine/aliens/alien-paths';
import { alienDecision, reachableSoldiers } from '../../../src/engine/aliens/aliens';
import { makeRuleset } from '../../../src/engine/ruleset/ruleset';
import type { GameState } from '../../../src/engine/state/types';
import { chamberWith } from '../alien-fixtures';

/** Cheapest costs by repeated relaxation until nothing changes (no queue, no early stop). */
function bellmanFord(grid: PathGrid, sources: readonly number[], reverse: boolean): number[] {
  const dist = grid.enterCost.map(() => Infinity);
  for (const s of sources) dist[s] = 0;
  for (let changed = true, rounds = 0; changed && rounds <= grid.enterCost.length; rounds++) {
    changed = false;
    for (let u = 0; u < dist.length; u++) {
      if (dist[u] === Infinity || (reverse && grid.enterCost[u] === null)) continue;
      for (const v of neighbourIndexes(grid, u)) {
        const step = grid.enterCost[v];
        if (step === null) continue;
        const nd = dist[u] + (reverse ? grid.enterCost[u]! : step);
        if (nd < dist[v]) { dist[v] = nd; changed = true; }
      }
    }
  }
  return dist;
}

const width = 6;
const height = 5;
const grids = (costs: fc.Arbitrary<number | null>): fc.Arbitrary<PathGrid> =>
  fc.array(costs, { minLength: width * height, maxLength: width * height }).map((enterCost) => ({ width, height, enterCost }));
const sources = fc.uniqueArray(fc.integer({ min: 0, max: width * height - 1 }), { minLength: 1, maxLength: 3 });

describe('searchCosts', () => {
  it('equals Bellman-Ford on grids of whole costs 1..3 (Dial\'s buckets), both directions', () => {
    const cost = fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 3 }));
    fc.assert(fc.property(grids(cost), sources, fc.boolean(), (grid, from, reverse) => {
      expect(searchCosts(grid, from, { reverse })).toEqual(bellmanFord(grid, from, reverse));
    }), { numRuns: 500 });
  });

  it('equals Bellman-Ford on grids with zero costs (the plain bucket search)', () => {
    const cost = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2 }));
    fc.assert(fc.property(grids(cost), sources, fc.boolean(), (grid, from, reverse) => {
      expect(searchCosts(grid, from, { reverse })).toEqual(bellmanFord(grid, from, reverse));
    }), { numRuns: 300 });
  });
});

describe('the alien rule\'s searches agree with full ones', () => {
  const squares = allSquares(TEST_CHAMBER).filter((s) => isEnterableTerrain(TEST_CHAMBER, [], coordOf(s)));
  const names = ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'] as const;

  /** What reachableSoldiers should say, from one full forward search. */
  function reference(state: GameState, alienId: string): { soldier: string; cost: number }[] {
    const alien = state.aliens.find((a) => a.id === alienId)!;
    const grid = pathGrid(state, alien.id);
    const dist = searchCosts(grid, [indexOf(grid, coordOf(alien.at))]);
    const out: { soldier: string; cost: number; hp: number; order: number }[] = [];
    state.soldiers.forEach((s) => {
      if (s.hp <= 0) return;
      const goals = neighbourIndexes(grid, indexOf(grid, coordOf(s.at))).filter((i) => grid.enterCost[i] !== null);
      const cost = Math.min(...goals.map((i) => dist[i]));
      if (cost !== Infinity) out.push({ soldier: s.id, cost, hp: s.hp, order: names.indexOf(s.id) });
    });
    out.sort((a, b) => a.cost - b.cost || a.hp - b.hp || a.order - b.order);
    return out.map(({ soldier, cost }) => ({ soldier, cost }));
  }

  it('on random positions, doors and door costs', () => {
    fc.assert(fc.property(
      fc.shuffledSubarray(squares, { minLength: 8, maxLength: 8 }),
      fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 5, maxLength: 5 }),
      fc.subarray(['F4', 'F7']),
      fc.integer({ min: 1, max: 3 }),
      (at, hps, open, door) => {
        const base = chamberWith({
          soldiers: names.map((name, i) => ({ name, at: at[i], hp: hps[i] })),
          aliens: [{ kind: 'worker', contact: 1, at: at[5] }, { kind: 'warrior', contact: 2, at: at[6] }, { kind: 'worker', contact: 3, at: at[7] }],
          open,
        });
        const state = { ...base, ruleset: makeRuleset({ apCosts: { door } }) };
        for (const alien of state.aliens) {
          const want = reference(state, alien.id);
          expect(reachableSoldiers(state, alien).map((c) => ({ soldier: c.soldier.id, cost: c.cost }))).toEqual(want);
          const d = alienDecision(state, alien.id);
          if (want.length === 0) { expect(d.pathCost).toBeNull(); continue; }
          expect(d.target).toBe(want[0].soldier);
          const grid = pathGrid(state, alien.id);
          const target = state.soldiers.find((s) => s.id === want[0].soldier)!;
          const goals = neighbourIndexes(grid, indexOf(grid, coordOf(target.at))).filter((i) => grid.enterCost[i] !== null);
          const full = routeTo(grid, indexOf(grid, coordOf(alien.at)), goals)!;
          if (want[0].cost === 0) { // adjacent: melee, no route (RULINGS L3)
            expect(d.pathCost).toBe(0);
            continue;
          }
          expect(d.pathCost).toBe(full.cost);
          expect(d.path).toEqual(full.path);
          // The reason names the tie-break exactly when the second nearest costs the same.
          expect(d.reason.includes('tie broken')).toBe(want.length > 1 && want[1].cost === want[0].cost);
        }
      },
    ), { numRuns: 300 });
  });

  it('a soldier walled in by figures is not reachable, and the others still are', () => {
    const state = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'B2' }, { name: 'Chen', at: 'C2' }, { name: 'Voss', at: 'B3' }, { name: 'Park', at: 'J8' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K8' }],
    });
    // Reyes in the corner B2: C2 and B3 are taken, so no free square touches him.
    expect(reachableSoldiers(state, state.aliens[0]).map((c) => c.soldier.id)).toEqual(['Park', 'Chen', 'Voss']); // Chen and Voss tie at C3: name order
    expect(alienDecision(state, 'alien1' as never).target).toBe('Park');
  });
});

