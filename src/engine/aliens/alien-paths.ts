/**
 * Alien path planning (kit 05 §10, RULINGS L1, L2, L4, M1, M2): legal orthogonal paths where a
 * closed unlocked door costs its opening plus the step into it, and conscious figures block.
 *
 * Costs come from the ruleset (apCosts.move, apCosts.door), never hard-coded. The grid is searched
 * by square index (row - 1) * width + col for speed: the AI asks this before every alien action.
 */
import { blocksMovement, coordOf, isOnBoard, squareName } from '../board/board';
import { figureSquaresOf, sameFigureSquares, sameSquares } from '../state/figure-squares';
import { consciousSoldiers, livingAliens } from '../state/figures';
import { neighbourTable, searchInto, stepBoundOf, type SearchGrid } from '../board/path-search';
import type { Board, Coord, FigureId, GameState, Square } from '../state/types';
import { RecentStates } from '../state/recent-states';

/**
 * Cost to step into each square from a neighbour; null where no figure may go. The search's own
 * grid (path-search.ts), made here with its step bound worked out once (buildPathGrid).
 */
export type PathGrid = SearchGrid;

/** Path costs from one square to every square it can reach: square -> AP to stand there. */
export type PathCosts = ReadonlyMap<Square, number>;

export function indexOf(grid: Pick<PathGrid, 'width'>, c: Coord): number {
  return (c.row - 1) * grid.width + c.col;
}

/** The N, E, S, W neighbours of a square index that lie on the board (RULINGS L2 order). */
export function neighbourIndexes(grid: Pick<PathGrid, 'width' | 'height'>, index: number): readonly number[] {
  const table = neighbourTable(grid.width, grid.height);
  const out: number[] = [];
  for (let n = 4 * index; n < 4 * index + 4; n++) if (table[n] >= 0) out.push(table[n]);
  return out;
}

export function squareAt(grid: Pick<PathGrid, 'width'>, index: number): Square {
  return squareName({ col: index % grid.width, row: Math.floor(index / grid.width) + 1 });
}

/**
 * The movement grid for `mover` (RULINGS M1, M2, L1, L4): floor, cover squares and open doors cost
 * one move; a closed door costs opening plus entering; walls and squares of other conscious
 * figures are closed. Downed soldiers (hp 0) block nothing (M2, kit 05 §9).
 */
export function pathGrid(state: GameState, mover?: FigureId): PathGrid {
  // States are immutable: the alien rule and the greedy policy ask for the same grid again.
  const grids = gridCache.get(state, newGridMap);
  const key = mover ?? '';
  let grid = grids.get(key);
  if (!grid) { grid = reuseOrBuild(state, mover); grids.set(key, grid); }
  return grid;
}

/**
 * The newest grid made for each mover (its id, '' for none) and what it was made from: board,
 * costs, open doors and the blocking squares. A mover's grid is often the same from one state to
 * the next (an alien is left out of its own grid, so its own steps never change it), and then the
 * grid object already made is taken instead of a new one.
 */
interface GridInputs {
  readonly board: GameState['board'];
  readonly move: number;
  readonly door: number;
  readonly openDoors: readonly Square[];
  readonly blocking: readonly Square[];
  readonly locked: readonly Square[] | undefined;
  readonly grid: PathGrid;
}
const latestGrids = new Map<string, GridInputs>();
const MAX_MOVERS = 64;

function reuseOrBuild(state: GameState, mover: FigureId | undefined): PathGrid {
  const { board, openDoors } = state;
  const { move, door } = state.ruleset.apCosts;
  const key = mover ?? '';
  const last = latestGrids.get(key);
  const locked = state.mission?.locked;
  if (last && last.board === board && last.move === move && last.door === door && last.locked === locked
    && sameSquares(last.openDoors, openDoors) && sameFigureSquares(last.blocking, state, mover ?? null)) return last.grid;
  const blocking = figureSquaresOf(state, mover ?? null);
  const grid = buildPathGrid(state, blocking);
  if (latestGrids.size >= MAX_MOVERS) latestGrids.clear();
  latestGrids.set(key, { board, move, door, openDoors, blocking, locked, grid });
  return grid;
}

const gridCache = new RecentStates<GameState, Map<string, PathGrid>>();
// Made once, not per call: a cache hit should allocate nothing.
const newGridMap = (): Map<string, PathGrid> => new Map();

/**
 * A board's terrain costs with every door closed, by square index, and its doors: made once per
 * Board object and step costs, so a grid starts as one copy of it (grids are made per state).
 */
interface BoardPlan {
  readonly move: number;
  readonly door: number;
  readonly closed: readonly (number | null)[];
  readonly doors: readonly { readonly index: number; readonly square: Square }[];
}
const boardPlans = new WeakMap<Board, BoardPlan>();
/** The plan asked for last, first: a grid is made per state, and a weak map lookup each was dear. */
let lastPlan: { readonly board: Board; readonly plan: BoardPlan } | null = null;

function boardPlanOf(board: Board, move: number, door: number): BoardPlan {
  if (lastPlan && lastPlan.board === board && lastPlan.plan.move === move && lastPlan.plan.door === door) return lastPlan.plan;
  let plan = boardPlans.get(board);
  if (!plan || plan.move !== move || plan.door !== door) {
    const closed: (number | null)[] = [];
    const doors: { index: number; square: Square }[] = [];
    for (let row = 1; row <= board.height; row++) {
      for (let col = 0; col < board.width; col++) {
        const t = board.terrain[row - 1][col];
        closed.push(blocksMovement(t) ? null : t === 'door' ? door + move : move);
        if (t === 'door') doors.push({ index: (row - 1) * board.width + col, square: squareName({ col, row }) });
      }
    }
    plan = { move, door, closed, doors };
    boardPlans.set(board, plan);
  }
  lastPlan = { board, plan };
  return plan;
}

/** The grid of RULINGS M1, M2, L1, L4 with `blocking` closed (the conscious figures but the mover). */
function buildPathGrid(state: GameState, blocking: readonly Square[]): PathGrid {
  const { board, openDoors, ruleset } = state;
  const width = board.width;
  const { move, door } = ruleset.apCosts;
  const plan = boardPlanOf(board, move, door);
  const enterCost = plan.closed.slice();
  for (const d of plan.doors) if (openDoors.includes(d.square)) enterCost[d.index] = move;
  // A locked closed door is a wall to the alien rule (docs/scenarios.md SC-D2).
  for (const sq of state.mission?.locked ?? []) if (!openDoors.includes(sq)) enterCost[indexOf({ width }, coordOf(sq))] = null;
  for (const sq of blocking) enterCost[indexOf({ width }, coordOf(sq))] = null;
  return { width, height: board.height, enterCost, stepBound: stepBoundOf(enterCost) };
}

/**
 * Cheapest cost from the sources to every square (path-search.ts: Dial's algorithm, costs being
 * small whole numbers). `reverse` measures the cost of walking from a square INTO the sources,
 * so a step from v back to u costs enterCost(v), and only enterable squares are expanded.
 */
export function searchCosts(grid: PathGrid, sources: readonly number[], options: { reverse?: boolean } = {}): number[] {
  const dist = new Float64Array(grid.enterCost.length);
  searchInto(grid, sources, options.reverse === true, dist);
  return Array.from(dist);
}

/** Distances of one search, reused (never two searches at once: each is read before the next). */
let scratch = new Float64Array(0);

/**
 * searchCosts into shared scratch space, valid until the next call; with `until` (and `nearest`),
 * final only where path-search.ts searchInto says.
 */
export function searchScratch(grid: PathGrid, sources: readonly number[], reverse: boolean, until?: readonly number[], nearest = false): Float64Array {
  const size = grid.enterCost.length;
  if (scratch.length !== size) scratch = new Float64Array(size);
  searchInto(grid, sources, reverse, scratch, until, nearest);
  return scratch;
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
  const dist = searchScratch(grid, [indexOf(grid, start)], false);
  const out = new Map<Square, number>();
  for (let i = 0; i < dist.length; i++) if (dist[i] !== Infinity) out.set(squareAt(grid, i), dist[i]);
  return out;
}

/**
 * The planned route from `start` into the goal set (RULINGS L2): at each square the first of
 * N, E, S, W that keeps the path shortest. Returns the squares stepped into (start excluded),
 * or null when no goal can be reached; [] when `start` is itself a goal.
 */
export function routeTo(grid: PathGrid, start: number, goals: readonly number[]): { cost: number; path: Square[] } | null {
  // The walk below reads only squares cheaper than `start`, final once `start` is (searchInto).
  const toGoal = searchScratch(grid, goals, true, [start]);
  if (toGoal[start] === Infinity) return null;
  const table = neighbourTable(grid.width, grid.height);
  const path: Square[] = [];
  let cur = start;
  // Each step strictly lowers the remaining cost unless a step costs 0; the bound stops a loop then.
  for (let guard = 0; toGoal[cur] > 0 && guard < grid.enterCost.length; guard++) {
    let next = -1;
    for (let n = 4 * cur; n < 4 * cur + 4 && next < 0; n++) {
      const v = table[n];
      const step = v < 0 ? null : grid.enterCost[v];
      if (step !== null && step + toGoal[v] === toGoal[cur]) next = v;
    }
    if (next < 0) break;
    path.push(squareAt(grid, next));
    cur = next;
  }
  return { cost: toGoal[start], path };
}
