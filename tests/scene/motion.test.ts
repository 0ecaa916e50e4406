/**
 * Whether the chamber is at rest (scene/motion.ts): the planner's search waits for it, so that
 * the chamber's drawing and the worker's playouts do not compete for the cores (issue 19).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chamberAtRest, drawOnlyWhatMoves, frameWanted, keepDrawing, LATE_FRAME, QUIET_FRAMES } from '../../src/scene/motion';

/**
 * A hand-driven requestAnimationFrame: `frame(gap)` runs the callbacks queued so far, as one frame
 * `gap` ms after the last (a 60 Hz display's by default).
 */
function fakeFrames() {
  let queued: ((t: number) => void)[] = [];
  let t = 1000;
  vi.stubGlobal('requestAnimationFrame', (f: (t: number) => void) => { queued.push(f); return queued.length; });
  return { frame(gap = 1000 / 60) { t += gap; const now = queued; queued = []; now.forEach((f) => f(t)); } };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => { done = true; });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); drawOnlyWhatMoves(false); });

describe('the chamber at rest', () => {
  it('is at once where there are no animation frames (node)', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    expect(await settled(chamberAtRest(1000))).toBe(true);
  });

  it(`comes after ${QUIET_FRAMES} frames in a row with nothing moving, each on time, and not while an animation asks for frames`, async () => {
    const frames = fakeFrames();
    const invalidate = vi.fn();
    const rest = chamberAtRest(60_000);
    // A figure walks for five frames: each of its frames notes the motion.
    for (let i = 0; i < 5; i++) { keepDrawing({ invalidate }); frames.frame(); }
    expect(invalidate).toHaveBeenCalledTimes(5);
    expect(await settled(rest)).toBe(false);
    // Still, but late: the browser is still presenting what was drawn. The count starts again.
    for (let i = 0; i < QUIET_FRAMES - 1; i++) frames.frame();
    frames.frame(LATE_FRAME * 1000 / 60 + 1);
    expect(await settled(rest)).toBe(false);
    for (let i = 0; i < QUIET_FRAMES - 1; i++) frames.frame();
    expect(await settled(rest)).toBe(false);
    frames.frame();
    expect(await settled(rest)).toBe(true);
  });

  it('comes after the longest wait whatever moves (a hidden page draws no frames)', async () => {
    vi.useFakeTimers();
    fakeFrames();
    const rest = chamberAtRest(500);
    vi.advanceTimersByTime(499);
    expect(await settled(rest)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(rest)).toBe(true);
  });
});

describe('a frame', () => {
  it('is drawn always, unless only what moves is drawn and nothing asked for it', () => {
    expect(frameWanted({ internal: { frames: 0 } })).toBe(true);
    drawOnlyWhatMoves(true);
    expect(frameWanted({ internal: { frames: 0 } })).toBe(false);
    expect(frameWanted({ internal: { frames: 1 } })).toBe(true);
    drawOnlyWhatMoves(false);
    expect(frameWanted({ internal: { frames: 0 } })).toBe(true);
  });
});
