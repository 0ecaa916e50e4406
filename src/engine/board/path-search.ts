/**
 * The shortest-path search under alien-paths.ts (kit 05 §10, RULINGS L1, L2, L4): the cheapest
 * cost from a set of source squares to every square of a movement grid, by square index
 * (row - 1) * width + col. The alien rule asks for two of these before every alien action, so the
 * search allocates nothing: it writes into a Float64Array the caller owns and keeps its queue in
 * module scratch space.
 *
 * Kit costs are whole numbers of AP of at least 1 per step (a move 1, a closed door 1 + 1), which
 * Dial's algorithm searches fastest: one bucket per distance, few enough to reuse in a ring. A
 * ruleset override can make a step cost 0, a fraction or less than 0; such grids take the plain
 * bucket search the engine has always used, so they keep the answers they always had.
 */

/** The grid a search runs over (alien-paths.ts PathGrid): null where no figure may go. */
export interface SearchGrid {
  readonly width: number;
  readonly height: number;
  readonly enterCost: readonly (number | null)[];
  /** stepBoundOf(enterCost), when the grid's maker worked it out (alien-paths.ts does): else it is worked out here, once per grid. */
  readonly stepBound?: number;
}

/** No neighbour there (the board's edge). */
const NONE = -1;

/**
 * The N, E, S, W neighbours of every square of a board size (RULINGS L2 order), four slots a
 * square, NONE off the board. Made once per board size: searches look neighbours up constantly.
 */
const neighbourTables = new Map<string, Int32Array>();
let lastTable: { readonly width: number; readonly height: number; readonly table: Int32Array } | null = null;

export function neighbourTable(width: number, height: number): Int32Array {
  if (lastTable && lastTable.width === width && lastTable.height === height) return lastTable.table;
  const key = `${width}x${height}`;
  let table = neighbourTables.get(key);
  if (!table) {
    table = new Int32Array(4 * width * height).fill(NONE);
    for (let i = 0; i < width * height; i++) {
      const col = i % width;
      const row = Math.floor(i / width) + 1;
      if (row > 1) table[4 * i] = i - width; // N
      if (col < width - 1) table[4 * i + 1] = i + 1; // E
      if (row < height) table[4 * i + 2] = i + width; // S
      if (col > 0) table[4 * i + 3] = i - 1; // W
    }
    neighbourTables.set(key, table);
  }
  lastTable = { width, height, table };
  return table;
}

/**
 * The largest step cost of a grid when every open step costs a whole number of AP >= 1 (Dial's
 * algorithm applies), else 0.
 */
export function stepBoundOf(enterCost: readonly (number | null)[]): number {
  let bound = 0;
  for (const cost of enterCost) {
    if (cost === null) continue;
    if (!Number.isInteger(cost) || cost < 1 || cost > 64) return 0;
    if (cost > bound) bound = cost;
  }
  return bound;
}

/**
 * A grid's step bound: its own field when its maker set it (a lookup per search was a tenth of
 * the search's time), else remembered per grid object (grids are immutable).
 */
const stepBounds = new WeakMap<SearchGrid, number>();

function stepBound(grid: SearchGrid): number {
  if (grid.stepBound !== undefined) return grid.stepBound;
  let bound = stepBounds.get(grid);
  if (bound === undefined) stepBounds.set(grid, bound = stepBoundOf(grid.enterCost));
  return bound;
}

/** Dial's buckets, reused by every search: bucket b holds its squares at [b * size, b * size + count[b]). */
let bucketSquares = new Int32Array(0);
let bucketCounts = new Int32Array(0);

/** Squares a search may stop at (searchInto's `until`): marked with the search's stamp. */
let untilMarks = new Int32Array(0);
let untilStamp = 0;

/**
 * Cheapest cost from the sources to every square, written into `dist` (Infinity where none).
 * `reverse` measures the cost of walking from a square INTO the sources, so a step from v back to
 * u costs enterCost(u), and only enterable squares are expanded.
 *
 * With `until`, the search may stop as soon as every one of those squares has its final cost, or
 * with `nearest` as soon as the cheapest of them has: then only the squares no dearer than the
 * last one settled are sure to be final (the rest hold an upper bound, or Infinity). Reading any
 * other square needs the whole search.
 */
export function searchInto(grid: SearchGrid, sources: readonly number[], reverse: boolean, dist: Float64Array, until?: readonly number[], nearest = false): void {
  const bound = stepBound(grid);
  if (bound === 0) { searchPlain(grid, sources, reverse, dist); return; }
  const { enterCost } = grid;
  const size = enterCost.length;
  const table = neighbourTable(grid.width, grid.height);
  const rings = bound + 1; // every pending distance lies within [d, d + bound]
  if (bucketSquares.length < rings * size) bucketSquares = new Int32Array(rings * size);
  if (bucketCounts.length < rings) bucketCounts = new Int32Array(rings);
  const squares = bucketSquares;
  const counts = bucketCounts;
  counts.fill(0, 0, rings);
  dist.fill(Infinity);
  // How many of the `until` squares are not yet final; -1 when the search runs to the end.
  let open = -1;
  if (until) {
    if (untilMarks.length < size) untilMarks = new Int32Array(size);
    untilStamp = (untilStamp + 1) | 0 || 1;
    open = 0;
    for (const t of until) if (untilMarks[t] !== untilStamp) { untilMarks[t] = untilStamp; open++; }
    if (open === 0) return;
  }
  let pending = 0;
  for (const s of sources) {
    if (dist[s] === 0) continue;
    dist[s] = 0;
    squares[counts[0]++] = s;
    pending++;
  }
  for (let d = 0; pending > 0; d++) {
    const ring = d % rings;
    const start = ring * size;
    const count = counts[ring];
    counts[ring] = 0; // steps cost >= 1, so nothing is added to this bucket while it is read
    pending -= count;
    for (let k = 0; k < count; k++) {
      const u = squares[start + k];
      if (dist[u] !== d) continue; // found cheaper since it was queued
      // u's cost is final. So is every cost up to d: when a bucket is read, each square that
      // costs d already holds d (it was reached from a cheaper one, every step costing >= 1).
      if (open > 0 && untilMarks[u] === untilStamp && (--open === 0 || nearest)) return;
      const back = enterCost[u];
      if (reverse && back === null) continue;
      for (let n = 4 * u, last = n + 4; n < last; n++) {
        const v = table[n];
        if (v === NONE) continue;
        const step = enterCost[v];
        if (step === null) continue;
        const nd = d + (reverse ? back! : step);
        if (nd >= dist[v]) continue;
        dist[v] = nd;
        const to = nd % rings;
        squares[to * size + counts[to]++] = v;
        pending++;
      }
    }
  }
}

/** The engine's original bucket search, for grids with steps Dial's algorithm cannot take. */
function searchPlain(grid: SearchGrid, sources: readonly number[], reverse: boolean, dist: Float64Array): void {
  const { enterCost } = grid;
  const table = neighbourTable(grid.width, grid.height);
  dist.fill(Infinity);
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
      for (let n = 4 * u; n < 4 * u + 4; n++) {
        const v = table[n];
        if (v === NONE) continue;
        const step = enterCost[v];
        if (step === null) continue;
        const nd = d + (reverse ? back! : step);
        if (nd >= dist[v]) continue;
        dist[v] = nd;
        (buckets[nd] ??= []).push(v);
      }
    }
  }
}
