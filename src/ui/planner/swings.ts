/**
 * The win-chance graph's points and its biggest swings (issue 19 §3): the squad's estimated win
 * chance is measured at the game's start, at each activation's start (a soldier's or an alien's)
 * and at its end; a swing is the change between two points next to each other, both known. The
 * biggest few are marked on the graph, and Autoplay can dwell on them (pacing.ts).
 */
import { marksOf, type Entry } from '../session/timeline';

/** Keyframe indices the graph measures: the start, every activation start, and the end when the game is over. */
export function graphPoints(entries: readonly Entry[]): number[] {
  if (entries.length === 0) return [];
  const out = new Set<number>([0, ...marksOf(entries).activations]);
  if (entries[entries.length - 1].state.outcome) out.add(entries.length - 1);
  return [...out].sort((a, b) => a - b);
}

export interface Swing {
  /** The point the swing starts from (an activation's start: the swing happened during it). */
  readonly from: number;
  /** The next point, where it shows. */
  readonly to: number;
  /** Chance at `to` minus chance at `from` (-1 to 1). */
  readonly delta: number;
}

/** Swings smaller than this are never marked (a share: 0.15 = 15 points of win chance). */
export const MIN_SWING = 0.15;
/** At most this many swings are marked. */
export const MARKED_SWINGS = 3;

/** Every swing between neighbouring points whose chances are both known, in game order. */
export function swingsOf(points: readonly number[], chances: ReadonlyMap<number, number>): Swing[] {
  const out: Swing[] = [];
  for (let k = 1; k < points.length; k++) {
    const a = chances.get(points[k - 1]);
    const b = chances.get(points[k]);
    if (a !== undefined && b !== undefined) out.push({ from: points[k - 1], to: points[k], delta: b - a });
  }
  return out;
}

/** The biggest swings (by size, the earlier first on a tie), at least `min`, at most `count`, in game order. */
export function biggestSwings(points: readonly number[], chances: ReadonlyMap<number, number>, options: { count?: number; min?: number } = {}): Swing[] {
  const { count = MARKED_SWINGS, min = MIN_SWING } = options;
  return swingsOf(points, chances)
    .filter((s) => Math.abs(s.delta) >= min - 1e-12)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.from - b.from)
    .slice(0, count)
    .sort((a, b) => a.from - b.from);
}

/**
 * The swing that ends at keyframe `index`: undefined when it is no graph point (or the first),
 * null while its chance or the one before is not known yet.
 */
export function swingEndingAt(points: readonly number[], chances: ReadonlyMap<number, number>, index: number): number | null | undefined {
  const k = points.indexOf(index);
  if (k <= 0) return undefined;
  const a = chances.get(points[k - 1]);
  const b = chances.get(index);
  return a === undefined || b === undefined ? null : b - a;
}

/** The graph point nearest to keyframe `index` (the earlier on a tie), or null with none. */
export function nearestPoint(points: readonly number[], index: number): number | null {
  let best: number | null = null;
  for (const p of points) if (best === null || Math.abs(p - index) < Math.abs(best - index)) best = p;
  return best;
}
