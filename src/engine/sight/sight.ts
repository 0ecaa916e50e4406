/**
 * Sight (kit 05 §3, kit 04 legend, RULINGS S1-S8): the sight line, the facing arc, and verdicts in
 * a game state. The geometry lives in sight-line.ts, the arc in facing-arc.ts, the words in
 * sight-verdict.ts and the whole-board map in visibility.ts; index.ts is the one to import.
 */
import { coverAt, coverName } from '../combat/cover';
import { inFacingArc } from './facing-arc';
import { consciousSoldiers, figureOf, isConscious } from '../state/figures';
import { blockingGrid, isClearLine, traceBlockers, type BlockingGrid } from './sight-line';
import { coordOf } from '../board/board';
import { figureSquaresOf, sameFigureSquares, sameSquares } from '../state/figure-squares';
import { composeVerdict, type SightVerdict } from './sight-verdict';
import type { Board, Coord, Facing, FigureId, GameState, Square } from '../state/types';
import { RecentStates } from '../state/recent-states';


/**
 * Sight in a game state (RULINGS S2-S7): open doors and conscious figures from the state
 * (excluding the two endpoints' squares; downed figures never block, S4), the facing of the
 * conscious soldier standing on `from` unless `options.facing` overrides it (null = ignore
 * facing; an alien or an empty square has none), variants from state.ruleset.variants.
 */
export function sightVerdict(state: GameState, from: Square, to: Square, options: { readonly facing?: Facing | null } = {}): SightVerdict {
  // States are immutable, so a verdict can be remembered per state object (legality asks the
  // same question several times per decision: fire, mark, overwatch...).
  const cache = verdictCache.get(state, newVerdictMap);
  const key = `${from}>${to}>${options.facing === undefined ? '' : options.facing ?? '-'}`;
  let verdict = cache.get(key);
  if (!verdict) { verdict = computeVerdict(state, from, to, options); cache.set(key, verdict); }
  return verdict;
}

const verdictCache = new RecentStates<GameState, Map<string, SightVerdict>>();
const gridCache = new RecentStates<GameState, BlockingGrid>();
// Made once, not per call: a cache hit should allocate nothing.
const newVerdictMap = (): Map<string, SightVerdict> => new Map();

/**
 * `sightVerdict(state, from, to, options).visible` without building the verdict's words (S7):
 * in the facing arc of the soldier on `from` (or `options.facing`) and nothing blocking.
 */
export function canSee(state: GameState, from: Square, to: Square, options?: { readonly facing?: Facing | null }): boolean {
  let facing: Facing | null;
  if (options?.facing !== undefined) facing = options.facing;
  else {
    facing = null;
    for (const s of state.soldiers) if (s.hp > 0 && s.at === from) { facing = s.facing; break; }
  }
  const a = coordOf(from);
  const b = coordOf(to);
  if (facing !== null && !inArc(a, facing, b)) return false;
  return isClearLine(stateGrid(state), a, b, state.ruleset.variants.figureCornerBlocks);
}

/** inFacingArc on coordinates already read (S6): canSee is asked many times per decision. */
function inArc(a: Coord, facing: Facing, b: Coord): boolean {
  switch (facing) {
    case 'E': return b.col >= a.col;
    case 'W': return b.col <= a.col;
    case 'N': return b.row <= a.row;
    case 'S': return b.row >= a.row;
  }
}

/** The blocking grid of a state's open doors and conscious figures (S2-S5), once per state. */
export function stateGrid(state: GameState): BlockingGrid {
  return gridCache.get(state, makeStateGrid);
}

/**
 * The last blocking grid made and what it was made from. Consecutive states often share their open
 * doors and figure squares (a turn, a brace, a shot that kills nobody), so a state whose board,
 * doors and conscious figures' squares are those takes that grid object instead of a new one.
 */
let lastGrid: { readonly board: Board; readonly openDoors: readonly Square[]; readonly figures: readonly Square[]; readonly grid: BlockingGrid } | null = null;

function makeStateGrid(state: GameState): BlockingGrid {
  const last = lastGrid;
  if (last && last.board === state.board && sameSquares(last.openDoors, state.openDoors) && sameFigureSquares(last.figures, state, null)) return last.grid;
  const figures = figureSquaresOf(state, null);
  const grid = blockingGrid(state.board, { openDoors: state.openDoors, figures });
  lastGrid = { board: state.board, openDoors: state.openDoors, figures, grid };
  return grid;
}

function computeVerdict(state: GameState, from: Square, to: Square, options: { readonly facing?: Facing | null }): SightVerdict {
  const viewer = consciousSoldiers(state).find((s) => s.at === from);
  const facing = options.facing !== undefined ? options.facing : viewer?.facing ?? null;
  // One blocking grid per state: the endpoints' own squares never block (S2), so the grid may hold
  // every conscious figure, the viewer and the target included.
  const blockers = traceBlockers(stateGrid(state), coordOf(from), coordOf(to), state.ruleset.variants.figureCornerBlocks);
  const los = { clear: blockers.length === 0, blockers };
  const inArc = facing === null || inFacingArc(from, facing, to);
  return composeVerdict(los, { inArc, facing, viewer: viewer?.id }, coverName(coverAt(state.board, to)));
}

/**
 * RULINGS S7 between two figures: the viewer's facing if it is a soldier (unless overridden;
 * null = ignore facing), no facing limit for aliens (S6). False when either figure is not
 * conscious: a downed soldier cannot act or watch, and downed or dead figures are not targets
 * (kit 01 RECOVERY). Throws on an unknown figure id.
 */
export function isVisible(state: GameState, viewer: FigureId, target: FigureId, options: { readonly facing?: Facing | null } = {}): boolean {
  const v = figureOf(state, viewer);
  const t = figureOf(state, target);
  if (!v) throw new Error(`unknown figure "${viewer}"`);
  if (!t) throw new Error(`unknown figure "${target}"`);
  if (!isConscious(v) || !isConscious(t)) return false;
  const facing = options.facing !== undefined ? options.facing : v.kind === 'soldier' ? v.facing : null;
  return canSee(state, v.at, t.at, { facing });
}
