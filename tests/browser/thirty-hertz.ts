/**
 * The test browser's pages run as on a 30 Hz display: requestAnimationFrame fires on every other
 * vsync. Not the benches' browser (harness.ts), which measure what a frame costs at the real rate.
 *
 * Why: SwiftShader draws each chamber frame on the CPU, and a page in Autoplay or a playing Replay
 * draws every frame (ChamberView's continuous frame loop), so the browser tests were bound by the
 * machine's two cores, not by their waits. Measured on this 2-core machine: an Autoplay page took
 * 14.0 core-seconds in 15 s at 60 Hz (8.7 of them the GPU process's) and 10.2 at 30 Hz (5.3); the
 * three largest browser files (app-chamber, present, app-replay) took 451 and 454 core-seconds
 * (239 and 240 s) at 60 Hz against 378 (200 s) at 30 Hz, every test passing.
 *
 * The app's animations are timed by the clock, not counted in frames, so they end when they would
 * at 60 Hz, drawn in half the frames. Every callback asked for before a frame runs in that frame, so
 * the app sees a steady 30 Hz; cancelAnimationFrame cancels whichever request is pending.
 */
import type { Browser } from 'playwright-core';

/** Runs in the page before its own scripts (addInitScript): it cannot use anything from this module. */
function thirtyHertzDisplay(): void {
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  // A vsync comes every 16.7 ms; a frame is shown when at least this long has passed since the last.
  const GAP_MS = 1000 / 30 - 4;
  let shownAt = -1;
  let skippedAt = -1;
  let lastShown = -Infinity;
  let nextId = 1;
  const pending = new Map<number, number>();
  window.requestAnimationFrame = (callback) => {
    const id = nextId++;
    const tick = (time: number) => {
      // The first callback of a vsync decides for all of that vsync's callbacks.
      if (time !== shownAt && time !== skippedAt) {
        if (time - lastShown >= GAP_MS) { shownAt = time; lastShown = time; } else skippedAt = time;
      }
      if (time === shownAt) { pending.delete(id); callback(time); } else pending.set(id, request(tick));
    };
    pending.set(id, request(tick));
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    const raw = pending.get(id);
    if (raw !== undefined) { cancel(raw); pending.delete(id); }
  };
}

/** `browser`, each page it opens from now on shown at 30 Hz. */
export function atThirtyHertz(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.addInitScript(thirtyHertzDisplay);
    return page;
  };
  return browser;
}
