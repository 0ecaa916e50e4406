/**
 * The preview server and the browser a test file shares: started before its tests, closed after
 * (the production build is made once for every browser test file, global-setup.ts). Apart from
 * harness.ts, which the benches import outside vitest.
 */
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { browserArgs, chromiumExecutable, startPreview, type Preview } from './harness';
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

/** The window a page opens at unless its test asks for another. */
const VIEWPORT = { width: 1280, height: 720 };

/** What a test asks of the shared browser: a new page, at the window size it names. */
export interface TestBrowser {
  newPage(options?: { readonly viewport?: { readonly width: number; readonly height: number } }): Promise<Page>;
}

export interface SharedChamber {
  readonly preview: Preview;
  readonly browser: TestBrowser;
}

/**
 * The file's pages share one browser profile (a persistent context in a folder of its own, removed
 * after), as a person's tabs do, not a fresh incognito context each; and the blank page the profile
 * opens with stays open. So Chromium keeps a spare renderer process of that profile ready, and a new
 * page starts in it instead of starting a process of its own; the profile's code cache and GPU
 * program cache serve the app's scripts and shaders again. Measured here in this harness, a Replay
 * page cost 4.8-5.7 core-seconds to its first frame as before (a fresh context each), 2.6-3.0 from
 * the second page on in the shared profile. Neither change alone did it: with the blank page closed
 * the shared profile cost as much, as did fresh contexts beside an open page (their spare renderer
 * belongs to another context).
 *
 * The app keeps nothing in the browser's storage, so a page sees no trace of the earlier ones; a
 * page that routes requests (a chunk that fails to load) bypasses the HTTP cache.
 */
export function sharedChamber(): SharedChamber {
  let preview: Preview | undefined;
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  beforeAll(async () => {
    preview = await startPreview();
    profile = mkdtempSync(join(tmpdir(), 'chamber-test-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable(), headless: true, args: browserArgs(TEST_BROWSER_FLAGS), viewport: VIEWPORT, acceptDownloads: true,
    });
    await onSlowDisplay(context);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    preview?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });
  const started = <T>(x: T | undefined): T => { if (!x) throw new Error('the shared chamber is not started (use it inside a test)'); return x; };
  const browser: TestBrowser = {
    async newPage(options) {
      const page = await started(context).newPage();
      if (options?.viewport) await page.setViewportSize(options.viewport);
      return page;
    },
  };
  return { get preview() { return started(preview); }, browser };
}
