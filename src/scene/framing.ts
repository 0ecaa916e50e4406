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
