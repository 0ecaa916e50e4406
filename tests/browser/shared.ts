/**
 * The preview server and the browser a test file shares: started before its tests, closed after
 * (the production build is made once for every browser test file, global-setup.ts). Apart from
 * harness.ts, which the benches import outside vitest.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startPreview, type Preview } from './harness';
import { onSlowDisplay } from './slow-display';

/**
 * How the tests' Chromium spends less of a 2-core machine; the app and its WebGL (SwiftShader) are
 * the same.
 * - V8 without its background threads. Each test opens fresh pages whose Web Workers (the planner,
 *   the win chances) optimise the same hot code anew; V8's concurrent compiler and collector then
 *   took more of the machine than the page's own main thread (present.test.ts: 157 -> 126
 *   core-seconds, 89 -> 76 s).
 * - The page composited in software. On SwiftShader every composited frame of the page went through
 *   emulated GL in the GPU process besides the chamber's own WebGL (app-autoplay.test.ts: 43 -> 29
 *   core-seconds, present.test.ts 80 -> 69).
 * And its pages are shown at 15 Hz (slow-display.ts).
 */
const TEST_BROWSER_FLAGS = ['--js-flags=--single-threaded', '--disable-gpu-compositing'];

export interface SharedChamber {
  readonly preview: Preview;
  readonly browser: Browser;
}

export function sharedChamber(): SharedChamber {
  let preview: Preview | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    preview = await startPreview();
    browser = onSlowDisplay(await launchBrowser(TEST_BROWSER_FLAGS));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    preview?.stop();
  });
  const started = <T>(x: T | undefined): T => { if (!x) throw new Error('the shared chamber is not started (use it inside a test)'); return x; };
  return { get preview() { return started(preview); }, get browser() { return started(browser); } };
}
