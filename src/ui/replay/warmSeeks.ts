/**
 * After a record opens, the player visits a few keyframes once, in the same task, and returns to
 * the opening position before the browser paints (nothing is seen).
 *
 * Why: the first seeks after a load ran the panels' and the scene's code cold (not yet compiled by
 * the JavaScript engine) and took two to six times as long as later ones, 20-45 ms under software
 * rendering, over a frame. Seeking must feel instant from the first try (issue 4), so the player
 * pays that once at load, like the shader programs warmed before the first frame. It visits
 * keyframes spread over the game and the first of each kind of moment that shows something of its
 * own (an overwatch banner, tracers, a kill, a downed soldier, an open door, the game-over banner).
 */
import type { GameEvent } from '../../engine/state/types';
import { useChamber } from '../session/store';
import { seekNow } from '../session/seekNow';
import type { Entry } from '../session/timeline';

/** How many keyframes spread over the game the warm-up visits. */
export const WARM_SEEKS = 6;

/** Moments whose keyframes render parts no other keyframe does. */
const TELLING: readonly GameEvent['type'][] = ['overwatch.triggered', 'attack.declared', 'alien.killed', 'figure.downed', 'door.opened', 'game.over'];

/** The keyframes to visit: spread from the start to the end, then the first of each telling moment. */
export function warmSeekTargets(entries: readonly Pick<Entry, 'events'>[], count = WARM_SEEKS): number[] {
  const length = entries.length;
  if (length < 2) return [];
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(Math.round(((length - 1) * (i + 1)) / count));
  for (const type of TELLING) {
    const at = entries.findIndex((e) => e.events.some((ev) => ev.type === type));
    if (at > 0) out.add(at);
  }
  return [...out];
}

/** Seeks through the targets and back to `home`, committing the page and the scene each time. */
export function warmSeeks(home: number): void {
  try {
    for (const cursor of warmSeekTargets(useChamber.getState().entries)) seekNow(cursor);
  } finally {
    seekNow(home);
  }
}
