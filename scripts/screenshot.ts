/**
 * `npx tsx scripts/screenshot.ts [--no-build] [hash...]`: builds the app, serves it with vite
 * preview and saves screenshots of Autoplay, the top-down view, Replay and Play to test-results/.
 */
import { join } from 'node:path';
import { buildApp, launchBrowser, resultsDir, startPreview } from '../tests/browser/harness';

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildApp();
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('console', (m) => { if (m.type() === 'error') console.error('page:', m.text()); });
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    await page.goto(preview.url);
    await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 30, null, { timeout: 30_000 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(resultsDir(), 'autoplay.png') });
    console.log('autoplay', await page.evaluate(() => ({ round: window.__chamber.round, phase: window.__chamber.phase, len: window.__chamber.length })));
    for (const extra of process.argv.slice(2).filter((a) => a.startsWith('#'))) {
      await page.goto(preview.url + extra);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(resultsDir(), `hash-${extra.replace(/[^a-z0-9]+/gi, '_')}.png`) });
    }
  } finally {
    await browser.close();
    preview.stop();
  }
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
