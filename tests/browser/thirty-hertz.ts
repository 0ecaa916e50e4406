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
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/** The page's side: thirty-hertz.page.js. */
const PAGE_SCRIPT = join(import.meta.dirname, 'thirty-hertz.page.js');

/** `browser`, each page it opens from now on shown at 30 Hz. */
export function atThirtyHertz(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.addInitScript({ path: PAGE_SCRIPT });
    return page;
  };
  return browser;
}
