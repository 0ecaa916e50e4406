/**
 * Alien path planning (kit 05 §10, RULINGS L1, L2, L4, M1, M2): legal orthogonal paths where a
 * closed unlocked door costs its opening plus the step into it, and conscious figures block.
 *
 * Costs come from the ruleset (apCosts.move, apCosts.door), never hard-coded. The grid is searched
 * by square index (row - 1) * width + col for speed: the AI asks this before every alien action.
 */
import { coordOf, isOnBoard, orthogonalNeighbours, squareName } from './board';
import { consciousSoldiers, livingAliens } from './figures';
import type { Coord, FigureId, GameState, Square } from './types';
import { RecentStates } from './recent-states';

/** Cost to step into each square from a neighbour; null where no figure may go. */
export interface PathGrid {
  readonly width: number;
  readonly height: number;
  readonly enterCost: readonly (number | null)[];
}

/** Path costs from one square to every square it can reach: square -> AP to stand there. */
export type PathCosts = ReadonlyMap<Square, number>;

export function indexOf(grid: Pick<PathGrid, 'width'>, c: Coord): number {
  return (c.row - 1) * grid.width + c.col;
}

function coordAt(grid: Pick<PathGrid, 'width'>, index: number): Coord {
  return { col: index % grid.width, row: Math.floor(index / grid.width) + 1 };
}

const neighbourTables = new Map<string, readonly (readonly number[])[]>();

/** The N, E, S, W neighbours of a square index that lie on the board (RULINGS L2 order), memoised per board size. */
export function neighbourIndexes(grid: Pick<PathGrid, 'width' | 'height'>, index: number): readonly number[] {
  return neighbourTable(grid)[index];
}

/** The whole neighbour table of a board size (looked up once per search, not once per square). */
function neighbourTable(grid: Pick<PathGrid, 'width' | 'height'>): readonly (readonly number[])[] {
  const key = `${grid.width}x${grid.height}`;
  let table = neighbourTables.get(key);
  if (!table) {
    const rows: number[][] = [];
    for (let i = 0; i < grid.width * grid.height; i++) {
      const out: number[] = [];
      for (const n of orthogonalNeighbours(coordAt(grid, i))) {
        if (n.col >= 0 && n.col < grid.width && n.row >= 1 && n.row <= grid.height) out.push(indexOf(grid, n));
      }
      rows.push(out);
    }
    table = rows;
    neighbourTables.set(key, table);
  }
  return table;
}

export function squareAt(grid: PathGrid, index: number): Square {
  return squareName(coordAt(grid, index));
}

/**
 * The movement grid for `mover` (RULINGS M1, M2, L1, L4): floor, cover squares and open doors cost
 * one move; a closed door costs opening plus entering; walls and squares of other conscious
 * figures are closed. Downed soldiers (hp 0) block nothing (M2, kit 05 §9).
 */
export function pathGrid(state: GameState, mover?: FigureId): PathGrid {
  // States are immutable: the alien rule asks for the same grid several times per action.
  const grids = gridCache.get(state, () => new Map());
  const key = mover ?? '';
  let grid = grids.get(key);
  if (!grid) { grid = buildPathGrid(state, mover); grids.set(key, grid); }
  return grid;
}

const gridCache = new RecentStates<GameState, Map<string, PathGrid>>();

function buildPathGrid(state: GameState, mover?: FigureId): PathGrid {
  const { board, openDoors, ruleset } = state;
  const width = board.width;
  const enterCost: (number | null)[] = new Array(width * board.height);
  for (let row = 1; row <= board.height; row++) {
    const line = board.terrain[row - 1];
    for (let col = 0; col < width; col++) {
      const t = line[col];
      const i = (row - 1) * width + col;
      if (t === 'wall') enterCost[i] = null;
      else if (t === 'door' && !openDoors.includes(squareName({ col, row }))) enterCost[i] = ruleset.apCosts.door + ruleset.apCosts.move;
      else enterCost[i] = ruleset.apCosts.move;
    }
  }
  for (const f of state.soldiers) if (f.hp > 0 && f.id !== mover) enterCost[indexOf({ width }, coordOf(f.at))] = null;
  for (const f of state.aliens) if (f.hp > 0 && f.id !== mover) enterCost[indexOf({ width }, coordOf(f.at))] = null;
  return { width, height: board.height, enterCost };
}

/**
 * Cheapest cost from the sources to every square (Dijkstra with a bucket queue: costs are small
 * non-negative integers). `reverse` measures the cost of walking from a square INTO the sources,
 * so a step from v back to u costs enterCost(v), and only enterable squares are expanded.
 */
export function searchCosts(grid: PathGrid, sources: readonly number[], options: { reverse?: boolean } = {}): number[] {
  const { enterCost } = grid;
  const table = neighbourTable(grid);
  const reverse = options.reverse === true;
  const dist = new Array<number>(enterCost.length).fill(Infinity);
  const buckets: number[][] = [];
  for (const s of sources) {
    if (0 >= dist[s]) continue;
    dist[s] = 0;
    (buckets[0] ??= []).push(s);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    // A zero-cost step (possible only under odd ruleset overrides) appends to this same bucket.
    for (let i = 0; i < bucket.length; i++) {
      const u = bucket[i];
      if (dist[u] !== d) continue;
      const back = enterCost[u];
      if (reverse && back === null) continue;
      const near = table[u];
      for (let k = 0; k < near.length; k++) {
        const v = near[k];
        const step = enterCost[v];
        if (step === null) continue;
        const nd = d + (reverse ? back! : step);
        if (nd >= dist[v]) continue;
        dist[v] = nd;
        (buckets[nd] ??= []).push(v);
      }
    }
  }
  return dist;
}

/**
 * Path costs from `from` to every reachable square (kit 05 §10, RULINGS L1/L4): moves plus one
 * opening per closed door, other conscious figures blocking. The mover defaults to the figure
 * standing on `from`. Squares it cannot reach are absent.
 */
export function pathCosts(state: GameState, from: Square, options: { mover?: FigureId } = {}): PathCosts {
  const mover = options.mover ?? [...consciousSoldiers(state), ...livingAliens(state)].find((f) => f.at === from)?.id;
  const grid = pathGrid(state, mover);
  const start = coordOf(from);
  if (!isOnBoard(state.board, start)) throw new Error(`unknown square "${from}"`);
  const dist = searchCosts(grid, [indexOf(grid, start)]);
  const out = new Map<Square, number>();
  dist.forEach((d, i) => { if (d !== Infinity) out.set(squareAt(grid, i), d); });
  return out;
}

/**
 * The planned route from `start` into the goal set (RULINGS L2): at each square the first of
 * N, E, S, W that keeps the path shortest. Returns the squares stepped into (start excluded),
 * or null when no goal can be reached; [] when `start` is itself a goal.
 */
export function routeTo(grid: PathGrid, start: number, goals: readonly number[]): { cost: number; path: Square[] } | null {
  const toGoal = searchCosts(grid, goals, { reverse: true });
  if (toGoal[start] === Infinity) return null;
  const path: Square[] = [];
  let cur = start;
  // Each step strictly lowers the remaining cost unless a step costs 0; the bound stops a loop then.
  for (let guard = 0; toGoal[cur] > 0 && guard < grid.enterCost.length; guard++) {
    const next = neighbourTable(grid)[cur].find((n) => {
      const step = grid.enterCost[n];
      return step !== null && step + toGoal[n] === toGoal[cur];
    });
    if (next === undefined) break;
    path.push(squareAt(grid, next));
    cur = next;
  }
  return { cost: toGoal[start], path };
}
