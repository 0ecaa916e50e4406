/**
 * Draws every tag a figure can show (each HP value, and "down") ahead of time, in idle moments,
 * so seeking to any keyframe never waits on canvas drawing.
 */
import type { GameState } from '../../engine/types';
import { figureTag } from '../labelTexture';
import { figureViews } from './figureViews';

export function warmFigureTags(state: GameState): void {
  for (const v of figureViews(state)) {
    for (let hp = v.maxHp; hp >= 1; hp--) figureTag(`${v.label} ${hp}/${v.maxHp}`, v.colour, hp / v.maxHp);
    if (v.kind === 'soldier') figureTag(`${v.label} (down)`, v.colour, null);
  }
}
