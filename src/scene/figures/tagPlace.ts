/**
 * Where a figure's tags hang: the name tag stands on an anchor just over the figure's head, and
 * token tags (overlays/Tokens) stack above it from the same anchor.
 */
import type { FigureView } from './figureViews';

/** The name tag's height in world units (its width follows its text). */
export const TAG_HEIGHT = 0.34;

/** The anchor's height over the figure's square: its head, a little above. */
export function tagAnchorY(kind: FigureView['kind']): number {
  return (kind === 'warrior' ? 1.25 : kind === 'worker' ? 0.7 : 1.05) + 0.05;
}
