/**
 * Whether anything in the chamber still moves. Each animation (figures, doors, effects, the
 * camera) asks for another frame until it has arrived (paused, the chamber draws on demand), and
 * the same call notes that something moved. The page lets the chamber come to rest before the
 * planner's worker searches (ui/planner/plannerSquad.ts): under software WebGL the chamber's
 * drawing and the worker's playouts share the machine's two cores, and a frame drawn while the
 * worker searches comes late (issue 19: frame time p95 <= 20 ms while the planner thinks).
 */

let moves = 0;
let onlyWhatMoves = false;
/** The shortest time between two animation frames seen while waiting for rest: the display's own. */
let shortestGap = Infinity;

/**
 * How many times an animation has noted motion so far: unchanged across a frame, nothing in that
 * frame moved (a clip then keeps the frame drawn before, ui/clips/drive.ts).
 */
export function motionCount(): number {
  return moves;
}

/** From an animation's frame that has not arrived yet: draw another frame, and note the motion. */
export function keepDrawing(state: { invalidate(): void }): void {
  moves++;
  state.invalidate();
}

/**
 * Animation frames in a row, each with nothing moving and on time, that count as rest. More than
 * one: a keyframe just put on screen starts its animations a frame or two later (React renders
 * it, then the next frame eases towards it).
 */
export const QUIET_FRAMES = 3;

/**
 * A frame this much longer than the display's own frame is late: the browser is still drawing or
 * presenting earlier ones (under software WebGL a frame's swap can take 30-70 ms on the GPU
 * process's thread after the page has drawn it; measured in a trace of Autoplay here).
 */
export const LATE_FRAME = 1.5;

/**
 * Resolves once the chamber has been at rest for QUIET_FRAMES animation frames, each on time (so
 * the frames drawn before have been presented), or after `longestMs` whatever moves (a hidden
 * page draws no frames; the camera may be orbited). At once where there are no animation frames
 * (node).
 */
export function chamberAtRest(longestMs: number): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let seen = moves;
    let quiet = 0;
    let last = -1;
    let done = false;
    const finish = () => { if (!done) { done = true; clearTimeout(timer); resolve(); } };
    const timer = setTimeout(finish, longestMs);
    const frame = (t: number) => {
      if (done) return;
      // The first frame of the wait has no gap to judge: it never counts.
      const gap = last < 0 ? Infinity : t - last;
      last = t;
      shortestGap = Math.min(shortestGap, gap);
      if (moves !== seen || gap > shortestGap * LATE_FRAME) { quiet = 0; seen = moves; }
      else quiet++;
      if (quiet >= QUIET_FRAMES) finish();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * While on, the chamber skips a frame nothing asked for, even while it draws every frame (a game
 * playing on by itself): it then draws as on demand, only what moves or changes, without the
 * Canvas changing its frame loop (re-rendering the Canvas re-configures the renderer). On while
 * Autoplay waits for the planner and while it searches (ui/ChamberPanel): a still scene drawn
 * again every frame costs the GPU process under software WebGL as much as a moving one, on the
 * cores the worker needs, and its last frames would still be presented when the search starts.
 */
export function drawOnlyWhatMoves(on: boolean): void {
  onlyWhatMoves = on;
}

/**
 * Whether this frame is to be drawn: always, unless drawOnlyWhatMoves is on and nothing asked for
 * it (r3f counts the frames asked for, by an animation or a changed prop, in `internal.frames`,
 * whatever its frame loop; read here after the animations' own frame callbacks).
 */
export function frameWanted(state: { readonly internal: { readonly frames: number } }): boolean {
  return !onlyWhatMoves || state.internal.frames > 0;
}
