/**
 * The squares the active soldier can reach by its own moves (engine/board/movement.ts): one AP a square
 * (kit 05 §2), orthogonal steps into enterable, unoccupied squares only (RULINGS M1-M3), and each
 * route's moves, made in turn, take the soldier there for exactly the AP it says.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/flow/game';
import { soldierOf } from '../../../src/engine/state/figures';
import { reachableSquares } from '../../../src/engine/board/movement';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { Square } from '../../../src/engine/state/types';
import { runSteps, play } from '../fixtures';

const sq = (s: string) => s as Square;

const chenActive = () => play(runSteps(newGame('A', { seed: 3 })).state, { type: 'activate', soldier: 'Chen' }).state;

describe('reachableSquares', () => {
  it('reaches each square within 4 AP by the fewest moves, one AP each, and no further', () => {
    const routes = reachableSquares(chenActive());
    expect(routes.get(sq('E4'))).toMatchObject({ squares: ['E4'], ap: 1 });
    expect(routes.get(sq('B2'))?.ap).toBe(4); // D4 -> C4 -> B4 -> B3 -> B2 (C3 is Reyes's)
    for (const [square, route] of routes) {
      expect(route.squares.at(-1)).toBe(square);
      expect(route.ap).toBe(route.moves.length);
      expect(route.ap).toBeLessThanOrEqual(4);
    }
    expect(routes.has(sq('B9'))).toBe(false); // 6 moves away
  });

  it('never enters walls, a closed door or another figure\'s square (RULINGS M1)', () => {
    const routes = reachableSquares(chenActive());
    for (const blocked of ['F4', 'F5', 'C3', 'C6', 'G4', 'D4']) expect(routes.has(sq(blocked))).toBe(false);
  });

  it('goes through a door once it is open, and its moves replay to the square for the AP it names', () => {
    const beside = play(chenActive(), { type: 'move', to: sq('E4') }).state;
    expect(reachableSquares(beside).has(sq('F4'))).toBe(false);
    const opened = play(beside, { type: 'door', at: sq('F4') }).state; // Breach Lead: free (kit 02)
    const route = reachableSquares(opened).get(sq('H4'))!;
    expect(route.squares).toEqual(['F4', 'G4', 'H4']);
    let s = opened;
    for (const d of route.moves) s = apply(s, d).state;
    expect(soldierOf(s, 'Chen')).toMatchObject({ at: sq('H4'), ap: soldierOf(opened, 'Chen')!.ap - route.ap });
  });

  it('is empty while nobody acts', () => {
    expect(reachableSquares(runSteps(newGame('A', { seed: 3 })).state).size).toBe(0);
  });
});
