/**
 * What Inspect shows, computed from the engine and remembered for the inputs last asked (the
 * panel and the chamber ask for the same ruling in the same frame): the ruling A -> B with cover
 * and odds, the visibility map from A or onto A, the squares a variant changes, and the hovered
 * square's line.
 */
import { coordOf, terrainAt } from '../../engine/board/board';
import { figureSquares, occupantOf } from '../../engine/state/figures';
import { inFacingArc, lineOfSight, variantChanges, visibilityMap, type MapOptions } from '../../engine/sight';
import { explainInState, stateRulingLines, type StateRuling } from '../../engine/sight/ruling-in-state';
import type { Facing, GameState, Square } from '../../engine/state/types';
import { lineMarks, mapCells, type InspectView, type MapCell } from '../../scene/overlays/inspectView';
import type { FacingChoice, MapChoice } from './link';
import { watchLine } from './watch';

/** The facing a choice stands for at a square: `own` is the conscious soldier's there (none for an alien or an empty square). */
export function facingAt(state: GameState, square: Square, choice: FacingChoice): Facing | null {
  if (choice === 'none') return null;
  if (choice !== 'own') return choice;
  const f = occupantOf(state, square);
  return f?.kind === 'soldier' ? f.facing : null;
}

function memo1<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; value: R } | null = null;
  return (...args: A) => {
    if (last && last.args.length === args.length && last.args.every((v, i) => v === args[i])) return last.value;
    const value = fn(...args);
    last = { args, value };
    return value;
  };
}

export interface Ruled { readonly ruling: StateRuling; readonly lines: readonly string[] }

/**
 * The ruling A -> B (RULINGS S1-S8, C1-C2, A1-A2): the explicit facing, or the soldier's own;
 * for a soldier on overwatch, whether it would react to the alien on B (O1-O2, watch.ts).
 */
export const rulingOf = memo1((state: GameState, a: Square | null, b: Square | null, facing: FacingChoice): Ruled | null => {
  if (!a || !b || a === b) return null;
  const ruling = explainInState(state, a, b, facing === 'own' ? {} : { facing: facing === 'none' ? null : facing });
  const watch = watchLine(state, a, b);
  return { ruling, lines: [...stateRulingLines(ruling), ...(watch ? [watch] : [])] };
});

const judged = (state: GameState) => (sq: Square) => { const t = terrainAt(state.board, coordOf(sq)); return t !== 'wall' && t !== 'door'; };

function options(state: GameState, facing: Facing | null): MapOptions {
  return { openDoors: state.openDoors, figures: figureSquares(state), variants: state.ruleset.variants, facing };
}

/**
 * The map's cells: from A (what A sees, S7) or onto A (every square from which a viewer with the
 * chosen facing would see A; `own` there means no arc, as the viewers are hypothetical).
 */
export const mapOf = memo1((state: GameState, a: Square | null, map: MapChoice, facing: FacingChoice): { square: Square; cell: MapCell }[] | null => {
  if (!a || map === 'off') return null;
  if (map === 'from') return mapCells(visibilityMap(state.board, a, options(state, facingAt(state, a, facing))), judged(state), a);
  const f = facing === 'own' || facing === 'none' ? null : facing;
  const out: { square: Square; cell: MapCell }[] = [];
  const isJudged = judged(state);
  for (const row of state.board.terrain.keys()) {
    for (const col of state.board.terrain[row].keys()) {
      const sq = `${String.fromCharCode(65 + col)}${row + 1}` as Square;
      if (sq === a || !isJudged(sq)) continue;
      const los = lineOfSight(state.board, sq, a, options(state, null));
      const cell: MapCell = f && !inFacingArc(sq, f, a) ? 'outsideArc' : los.clear ? 'visible'
        : los.blockers.some((x) => x.cause === 'wall') ? 'wall' : los.blockers.some((x) => x.cause === 'door') ? 'door' : 'figure';
      out.push({ square: sq, cell });
    }
  }
  return out;
});

/** Squares whose verdict figureCornerBlocks changes in the map shown (RULINGS S3 variant). */
export const changesOf = memo1((state: GameState, a: Square | null, map: MapChoice, facing: FacingChoice): { square: Square; off: string; on: string }[] => {
  if (!a || map === 'off') return [];
  const f = map === 'from' ? facingAt(state, a, facing) : facing === 'own' || facing === 'none' ? null : facing;
  return variantChanges(state.board, a, 'figureCornerBlocks', options(state, f), map === 'onto');
});

/** The hovered square's ruling in map mode: A -> hover (from) or hover -> A (onto). */
export const hoverOf = memo1((state: GameState, a: Square | null, hover: Square | null, map: MapChoice, facing: FacingChoice): Ruled | null => {
  if (!a || !hover || hover === a || map === 'off') return null;
  const [from, to] = map === 'from' ? [a, hover] : [hover, a];
  const f = map === 'from' ? facing : facing === 'own' ? 'none' : facing;
  const ruling = explainInState(state, from, to, f === 'own' ? {} : { facing: f === 'none' ? null : f });
  return { ruling, lines: stateRulingLines(ruling) };
});

/** The chamber's drawing of it all. */
export function viewOf(state: GameState, a: Square | null, b: Square | null, facing: FacingChoice, map: MapChoice, hover: Square | null): InspectView {
  const r = rulingOf(state, a, b, facing);
  const h = hoverOf(state, a, hover, map, facing);
  return {
    a, b,
    line: r ? { from: r.ruling.from, to: r.ruling.to, visible: r.ruling.visible, clear: r.ruling.clear } : null,
    ...(r ? lineMarks(r.ruling) : { crossed: [], corners: [], blockers: [] }),
    map: mapOf(state, a, map, facing),
    changed: changesOf(state, a, map, facing).map((c) => c.square),
    hover: h ? { from: h.ruling.from, to: h.ruling.to, visible: h.ruling.visible, clear: h.ruling.clear } : null,
  };
}
