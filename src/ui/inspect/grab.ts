/**
 * What a press in Inspect's chamber picks up (issue 32 item 8): the figure under the pointer, or
 * else the figure standing on the square under it. A figure's model covers about half its square;
 * its whole square is its hit area, so a press a few pixels off the model still starts the drag,
 * while a press on any other square still sets a point.
 */
import { occupantOf } from '../../engine/state/figures';
import type { FigureId, GameState, Square } from '../../engine/state/types';

export function grabbedFigure(state: GameState, hoverFigure: FigureId | null, hoverSquare: Square | null): FigureId | null {
  const alive = (id: FigureId) => [...state.soldiers, ...state.aliens].some((f) => f.id === id && f.hp > 0);
  if (hoverFigure && alive(hoverFigure)) return hoverFigure;
  return hoverSquare ? occupantOf(state, hoverSquare)?.id ?? null : null;
}
