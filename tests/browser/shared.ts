/**
 * What a browser test file shares: the preview server and the Chromium that global-setup.ts starts
 * for every file, and in that Chromium one browser context of the file's own, its pages opened
 * there. Apart from harness.ts, which the benches import outside vitest.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onSlowDisplay } from './slow-display';

/** The window a page opens at unless its test asks for another. */
const VIEWPORT = { width: 1280, height: 720 };

/** What a test asks of the shared browser: a new page, at the window size it names. */
export interface TestBrowser {
  newPage(options?: { readonly viewport?: { readonly width: number; readonly height: number } }): Promise<Page>;
}

export interface SharedChamber {
  readonly preview: { readonly url: string };
  readonly browser: TestBrowser;
}

/**
 * One Chromium for every file, and one context for each file's pages, in which a blank page stays
 * open: so Chromium keeps a spare renderer process of that context ready, and a new page starts in
 * it instead of starting a process of its own. Measured here in this harness, a Replay page cost
 * 4.8-5.7 core-seconds to its first frame in a fresh context each (as before), 2.6-3.0 from the
 * second page on in one context with a page kept open. Neither alone did it: with no page open the
 * shared context cost as much, as did fresh contexts beside an open page (the spare renderer
 * belongs to one context). The browser tests alone took 958 core-seconds (503 s) with a fresh
 * context a page, 882 (470 s) with one context a file and its page kept open, and 813 (440 s) with
 * one browser and preview server for every file besides (each file's launch saved).
 *
 * The app keeps nothing in the browser's storage, so a page sees no trace of the earlier ones; a
 * page that routes requests (a chunk that fails to load) bypasses the HTTP cache.
 */
export function sharedChamber(): SharedChamber {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('chamberBrowserEndpoint'));
    context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
    await onSlowDisplay(context);
    await context.newPage();
  }, 120_000);
  afterAll(async () => {
    // Closes this file's context and connection; the browser is global-setup's.
    await browser?.close();
  });
  const started = <T>(x: T | undefined): T => { if (!x) throw new Error('the shared chamber is not started (use it inside a test)'); return x; };
  const testBrowser: TestBrowser = {
    async newPage(options) {
      const page = await started(context).newPage();
      if (options?.viewport) await page.setViewportSize(options.viewport);
      return page;
    },
  };
  return { preview: { get url() { return inject('chamberPreviewUrl'); } }, browser: testBrowser };
}
