/**
 * Presentation's camera framing (issue 37 §1): the acting figure and its target in view, close
 * enough to read, never further out than the whole-chamber view. Pure: squares in world units
 * in, where the orbit looks and how far the camera stands out.
 */
import type { WorldXZ } from './grid';

/** What the camera is asked to frame: a centre on the floor and how far out to stand. */
export interface Framing {
  readonly center: WorldXZ;
  readonly distance: number;
}

/** The perspective camera's vertical field of view (CameraRig FOV), in degrees. */
const FOV = 40;
/** Squares kept round the framed figures (their tags stand above them). */
const MARGIN = 3;
/** Never closer than this: a lone figure still shows the squares round it. */
export const MIN_DISTANCE = 10;

/**
 * The framing of these points (the actor, and its target when it has one); with none, the whole
 * chamber: its centre at `home`, the full distance.
 */
export function framingOf(points: readonly WorldXZ[], home: WorldXZ, fullDistance: number): Framing {
  if (points.length === 0) return { center: home, distance: fullDistance };
  const xs = points.map((p) => p.x);
  const zs = points.map((p) => p.z);
  const center = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs));
  const fit = (span / 2 + MARGIN) / Math.tan((FOV / 2) * (Math.PI / 180));
  return { center, distance: Math.min(fullDistance, Math.max(MIN_DISTANCE, fit)) };
}

/** The share of the way to the framing a frame of `dt` seconds goes: smooth, settled in about a second and a half. */
export function easeShare(dt: number): number {
  return 1 - Math.exp(-4 * dt);
}

/**
 * World units a second the framing's easing never goes slower than: ~2-3 px a frame at 720p, a
 * glide the eye does not see end. The exponential easing alone never arrives (it was cut off
 * 0.005 short, ~1.7 s after a step), and every frame it still moved was drawn afresh: a clip
 * (ui/clips/drive.ts) keeps a frame only when nothing moved, and the camera kept it drawing.
 */
export const LEAST_EASE_SPEED = 1.5;

/** How far to go this frame of `dt` s, `k` its easeShare, with `left` still to go: lands exactly. */
export function easedStep(left: number, k: number, dt: number): number {
  return Math.min(left, Math.max(left * k, LEAST_EASE_SPEED * dt));
}
