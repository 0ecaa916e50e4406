/**
 * Autoplay's pacing (issue 19 §3, as lichess's autoplay dwells on big evaluation swings): under
 * "dwell on big swings" the clock holds a keyframe longer where the squad's win chance swung —
 * the activation start right after the activation that turned the game — by the size of the
 * swing, instead of only the fixed hold per event (playback.ts holdFor). In a live game the
 * chance of that moment is being estimated as it appears: the clock waits for it a little.
 */
import { useChamber } from '../session/store';
import type { Entry } from '../session/timeline';
import { usePlanner, type Pacing } from './planStore';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import { isBigSwing, swingEndingAt, type Swing } from './swings';
import { useChances } from './winChances';

/** Extra milliseconds per point (1%) of swing, at speed 1. */
export const DWELL_PER_POINT = 60;
/** The most a swing adds, at speed 1. */
export const MAX_DWELL = 3000;
/** How long the clock waits for a moment's win chance to be estimated, at speed 1. */
export const CHANCE_WAIT = 2000;
/** How often it looks again meanwhile. */
export const POLL = 100;

/** The extra hold at speed 1 for a swing: by its size, none for one the graph would not mark (swings.ts isBigSwing). */
export function swingDwellMs(swing: Swing, playouts: number = GRAPH_PLAYOUTS): number {
  if (!isBigSwing(swing, { playouts })) return 0;
  return Math.min(MAX_DWELL, Math.round(DWELL_PER_POINT * Math.abs(swing.delta) * 100));
}

/**
 * How much longer (ms) to hold the keyframe on screen before the next tick: 0 to go on. `swing`
 * is the swing ending there (undefined: no graph point; null: not estimated yet); `waited` the
 * milliseconds held so far beyond the fixed hold.
 */
export function extraHold(o: { readonly pacing: Pacing; readonly swing: Swing | null | undefined; readonly waited: number; readonly speed: number }): number {
  if (o.pacing !== 'swings' || o.swing === undefined) return 0;
  if (o.swing === null) return o.waited < CHANCE_WAIT / o.speed ? POLL : 0;
  return Math.max(0, swingDwellMs(o.swing) / o.speed - o.waited);
}

/** The clock's hold on a swing (usePlayback keeps one): which keyframe it has held, since when. */
export class SwingHold {
  private holding: { entry: Entry | undefined; since: number } | null = null;

  /** The clock's question before each tick: milliseconds to hold on still, 0 to go on. */
  ms(now: number = performance.now()): number {
    const s = useChamber.getState();
    const { pacing } = usePlanner.getState();
    if (s.mode !== 'autoplay' || pacing !== 'swings') return 0;
    const entry = s.entries[s.cursor];
    if (!this.holding || this.holding.entry !== entry) this.holding = { entry, since: now };
    const c = useChances.getState();
    const swing = swingEndingAt(c.points, c.chances, s.cursor);
    return extraHold({ pacing, swing, waited: now - this.holding.since, speed: s.speed });
  }
}

/** How soon the clock looks again when nothing moved: sooner while the squad's answer is awaited, so it is taken as it comes. */
export function idleWait(): number {
  return usePlanner.getState().waiting ? 80 : 250;
}
