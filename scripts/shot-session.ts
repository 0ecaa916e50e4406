/**
 * What every screenshot script does around its shots: build the app (unless `--no-build`), serve
 * it with vite preview, open Debian's Chromium, give each shot a page that logs the page's errors,
 * and close it all however the shots end. `--out DIR` names where the shots go (test-results/).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildApp, chamberQuietFor, launchBrowser, resultsDir, startPreview } from '../tests/browser/harness';
import { writeInspectHash, type InspectLink } from '../src/ui/inspect/link';

export interface ShotSession {
  /** The served app's address. */
  readonly url: string;
  readonly browser: Browser;
  /** The folder the shots go to. */
  readonly out: string;
  /** A new page of that size (1280x720 unless told) whose errors are printed. */
  page(width?: number, height?: number): Promise<Page>;
}

/** Runs `shoot` with the app served and a browser open; everything is closed after. */
export async function withShots(shoot: (session: ShotSession) => Promise<void>): Promise<void> {
  if (!process.argv.includes('--no-build')) buildApp();
  const outAt = process.argv.indexOf('--out');
  const out = outAt > 0 ? process.argv[outAt + 1] : resultsDir();
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    await shoot({
      url: preview.url, browser, out,
      async page(width = 1280, height = 720) {
        const page = await browser.newPage({ viewport: { width, height } });
        page.on('pageerror', (e) => console.error('pageerror:', e.message));
        return page;
      },
    });
  } finally {
    await browser.close();
    preview.stop();
  }
}

/** Inspect opened on each link, in the top-down and the three-quarter view: `<prefix>-<name>-<view>.png`. */
export async function inspectShots(session: ShotSession, links: Readonly<Record<string, InspectLink>>, prefix: string): Promise<void> {
  const page = await session.page();
  for (const [name, link] of Object.entries(links)) {
    for (const view of ['top', 'three-quarter'] as const) {
      await page.goto('about:blank');
      await page.goto(session.url + writeInspectHash(link));
      await page.waitForSelector('[data-testid=inspect-verdict]', { timeout: 30_000 });
      await page.click(`[data-camera=${view}]`);
      await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
      const file = join(session.out, `${prefix}-${name}-${view}.png`);
      await page.screenshot({ path: file });
      console.log(file, '·', await page.textContent('[data-testid=inspect-verdict]'));
    }
  }
}

/** Runs a script's main when the script itself was started (not when imported), setting the exit code on failure. */
export function runShots(script: string, shoot: (session: ShotSession) => Promise<void>): void {
  if (process.argv[1]?.endsWith(script)) withShots(shoot).catch((err) => { console.error(err); process.exitCode = 1; });
}
