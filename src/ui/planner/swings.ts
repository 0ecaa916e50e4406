/**
 * The win-chance graph's points and its biggest swings (issue 19 §3): the squad's estimated win
 * chance is measured at the game's start, at each activation's start (a soldier's or an alien's)
 * and at its end; a swing is the change between two points next to each other, both known. The
 * biggest few are marked on the graph, and Autoplay can dwell on them (pacing.ts) — but only a
 * swing larger than the estimates' own noise: each chance is a share of a few dozen playouts, so
 * two estimates of the same moment can differ by ten points or more.
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
  readonly fromChance: number;
  readonly toChance: number;
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
    if (a !== undefined && b !== undefined) out.push({ from: points[k - 1], to: points[k], delta: b - a, fromChance: a, toChance: b });
  }
  return out;
}

/**
 * Two standard errors of the difference between two win chances estimated from `playouts`
 * playouts each (binomial shares): a swing smaller than this may be the dice of the playouts.
 * A finished game's 1 or 0 is exact (no spread).
 */
export function swingNoise(a: number, b: number, playouts: number): number {
  return 2 * Math.sqrt((a * (1 - a) + b * (1 - b)) / playouts);
}

/** A swing worth marking: at least `min`, and, with `playouts`, beyond the estimates' noise. */
export function isBigSwing(s: Swing, options: { min?: number; playouts?: number } = {}): boolean {
  const { min = MIN_SWING, playouts } = options;
  const floor = Math.max(min, playouts ? swingNoise(s.fromChance, s.toChance, playouts) : 0);
  return Math.abs(s.delta) >= floor - 1e-12;
}

/** The biggest swings worth marking (by size, the earlier first on a tie), at most `count`, in game order. */
export function biggestSwings(points: readonly number[], chances: ReadonlyMap<number, number>, options: { count?: number; min?: number; playouts?: number } = {}): Swing[] {
  const { count = MARKED_SWINGS } = options;
  return swingsOf(points, chances)
    .filter((s) => isBigSwing(s, options))
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.from - b.from)
    .slice(0, count)
    .sort((a, b) => a.from - b.from);
}

/**
 * The swing that ends at keyframe `index`: undefined when it is no graph point (or the first),
 * null while its chance or the one before is not known yet.
 */
export function swingEndingAt(points: readonly number[], chances: ReadonlyMap<number, number>, index: number): Swing | null | undefined {
  const k = points.indexOf(index);
  if (k <= 0) return undefined;
  const a = chances.get(points[k - 1]);
  const b = chances.get(index);
  return a === undefined || b === undefined ? null : { from: points[k - 1], to: index, delta: b - a, fromChance: a, toChance: b };
}

/** The graph point nearest to keyframe `index` (the earlier on a tie), or null with none. */
export function nearestPoint(points: readonly number[], index: number): number | null {
  let best: number | null = null;
  for (const p of points) if (best === null || Math.abs(p - index) < Math.abs(best - index)) best = p;
  return best;
}
