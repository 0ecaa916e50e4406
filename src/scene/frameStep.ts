/**
 * The time step an animation advances by in one frame. While paused the chamber draws only on
 * demand, so the first frame after a pause reports all the seconds since the last one; taken
 * whole, every animation would jump straight to its end. A frame never advances more than a
 * twentieth of a second (slower than the slowest frame rate the chamber runs at).
 */
export const MAX_FRAME_STEP = 1 / 20;

export function frameStep(elapsedSeconds: number): number {
  return Math.min(Math.max(0, elapsedSeconds), MAX_FRAME_STEP);
}
