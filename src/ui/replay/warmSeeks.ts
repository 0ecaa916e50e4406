/**
 * After a record opens, the player visits a few keyframes spread over the game once, in the same
 * task, and returns to the opening position before the browser paints (nothing is seen).
 *
 * Why: the first seeks after a load ran the panels' and the scene's code cold (not yet compiled by
 * the JavaScript engine) and took two to six times as long as later ones, 20-45 ms under software
 * rendering, over a frame. Seeking must feel instant from the first try (issue 4), so the player
 * pays that once at load, like the shader programs warmed before the first frame.
 */
import { flushSync } from 'react-dom';
import { flushSync as flushSceneSync } from '@react-three/fiber';
import { useChamber } from '../store';

/** How many keyframes the warm-up visits. */
export const WARM_SEEKS = 6;

/** The keyframes to visit in a timeline of `length`, spread from the start to the end. */
export function warmSeekTargets(length: number, count = WARM_SEEKS): number[] {
  if (length < 2) return [];
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(Math.round(((length - 1) * (i + 1)) / count));
  return [...out];
}

/** Seeks through the targets and back to `home`, committing the page and the scene each time. */
export function warmSeeks(home: number): void {
  const s = useChamber.getState();
  const seek = (cursor: number) => flushSync(() => flushSceneSync(() => useChamber.getState().seek(cursor)));
  try {
    for (const cursor of warmSeekTargets(s.entries.length)) seek(cursor);
  } finally {
    seek(home);
  }
}
