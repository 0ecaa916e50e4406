/**
 * The one Chromium every browser test file shares, launched by global-setup.ts as a server that
 * each file's worker connects to (shared.ts). Apart from harness.ts's launchBrowser, which the
 * benches and a test of a browser set up otherwise launch for themselves.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import { browserArgs, chromiumExecutable } from './harness';

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

export function launchTestBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumExecutable(), headless: true, args: browserArgs(TEST_BROWSER_FLAGS) });
}
