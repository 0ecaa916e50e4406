/**
 * View models for the sight overlays, built only from engine queries (RULINGS S1-S8): the verdict
 * from the selected figure to every enemy, and the squares the squad can see (fog of war).
 */
import { consciousSoldiers, figureOf, figureSquares, labelOf, livingAliens } from '../../engine/state/figures';
import { sightVerdict, visibilityMap, type SightVerdict } from '../../engine/sight';
import type { FigureId, GameState, Square } from '../../engine/state/types';

export interface SightView {
  readonly target: FigureId;
  readonly label: string;
  readonly from: Square;
  readonly to: Square;
  readonly verdict: SightVerdict;
  /**
   * Every blocker of the line (RULINGS S7 names them all): a corner touch at its corner point, an
   * interior crossing as its whole square.
   */
  readonly marks: readonly BlockMark[];
}

export type BlockMark =
  | { readonly contact: 'corner'; readonly square: Square; readonly at: { readonly col: number; readonly row: number } }
  | { readonly contact: 'interior'; readonly square: Square };

/** Sight from `viewer` to every enemy: soldiers to living aliens, an alien to conscious soldiers. */
export function sightViews(state: GameState, viewer: FigureId): SightView[] {
  const v = figureOf(state, viewer);
  if (!v || v.hp <= 0) return [];
  const enemies = v.kind === 'soldier' ? livingAliens(state) : consciousSoldiers(state);
  return enemies.map((e) => {
    const verdict = sightVerdict(state, v.at, e.at, v.kind === 'alien' ? { facing: null } : {});
    const marks = verdict.blockers.map((b): BlockMark => (b.contact === 'corner' && b.corner
      ? { contact: 'corner', square: b.square, at: b.corner }
      : { contact: 'interior', square: b.square }));
    return { target: e.id, label: labelOf(state, e.id), from: v.at, to: e.at, verdict, marks };
  });
}

/** Every square some conscious soldier sees (facing arc and clear line: RULINGS S7). */
export function squadVisibleSquares(state: GameState): Set<Square> {
  const seen = new Set<Square>();
  for (const s of consciousSoldiers(state)) {
    const map = visibilityMap(state.board, s.at, {
      openDoors: state.openDoors, figures: figureSquares(state, [s.at]),
      variants: state.ruleset.variants, facing: s.facing,
    });
    for (const row of map) for (const cell of row) if (cell.visible) seen.add(cell.square);
  }
  return seen;
}
