/**
 * How long Replay and Autoplay hold each keyframe: the one pacing of the page's clock
 * (ui/live/usePlayback) and of a clip's frames (ui/clips/plan). Its own module, free of the live
 * game, so the CLI's clip plan reads it in Node.
 */
import type { GameEvent } from '../../engine/state/types';

/** Milliseconds to hold a keyframe at speed 1: longer for shots and overwatch interrupts. */
export function holdFor(events: readonly GameEvent[]): number {
  if (events.some((e) => e.type === 'overwatch.triggered' && e.watchers.length > 0)) return 2200; // the alien visibly pauses
  if (events.some((e) => e.type === 'game.over')) return 1500;
  if (events.some((e) => e.type === 'attack.declared')) return 1100;
  if (events.some((e) => e.type === 'figure.moved' || e.type === 'door.opened' || e.type === 'door.closed')) return 450;
  return 250;
}
