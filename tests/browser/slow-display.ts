/**
 * The test browser's pages run as on a 15 Hz display: requestAnimationFrame fires on every fourth
 * vsync. Not the benches' browser (harness.ts), which measure what a frame costs at the real rate.
 *
 * Why: SwiftShader draws each chamber frame on the CPU, and a page in Autoplay or a playing Replay
 * draws every frame (ChamberView's continuous frame loop), so the browser tests were bound by the
 * machine's two cores, not by their waits. Measured on this 2-core machine, an Autoplay page in
 * 15 s: 14.0 core-seconds at 60 Hz, 10.2 at 30 Hz, 7.7 at 20 Hz and 6.4 at 15 Hz (three rounds
 * each, interleaved). `npm test`: 641 s (1251 core-s) at 30 Hz, 607 s (1183 core-s) at 15 Hz, every
 * test passing; at 60 Hz the three largest browser files alone took 451 core-seconds against 378 at
 * 30 Hz.
 *
 * The app's animations are timed by the clock, not counted in frames, so they end when they would
 * at 60 Hz, drawn in a quarter of the frames. Every callback asked for before a frame runs in that
 * frame, so the app sees a steady 15 Hz; cancelAnimationFrame cancels whichever request is pending.
 * Tests that tell an animation from a redraw time its frames (app-harness timeFrames) rather than
 * count them.
 */
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** The page's side: slow-display.page.js, whose HZ is the rate. */
const PAGE_SCRIPT = join(import.meta.dirname, 'slow-display.page.js');

/** Every page `context` opens from now on shown at 15 Hz. */
export async function onSlowDisplay(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: PAGE_SCRIPT });
}
