/**
 * `npx tsx scripts/inspect-screenshots.ts [--no-build]`: screenshots of three instructive rulings
 * in Inspect (issue 17): a wall corner touch beside an open door (S2, S8), a figure corner graze
 * (S3) and a facing refusal (S6), each in the top-down and the three-quarter view, at 1280x720,
 * saved to test-results/inspect-*.png.
 */
import { join } from 'node:path';
import { buildApp, chamberQuietFor, launchBrowser, resultsDir, startPreview } from '../tests/browser/harness';
import { writeInspectHash, type InspectLink } from '../src/ui/inspect/link';
import { DEFAULT_VARIANTS } from '../src/ui/inspect/position';
import type { Square } from '../src/engine/state/types';

const sq = (s: string) => s as Square;

export const RULINGS: Record<string, InspectLink> = {
  'wall-corner': {
    position: { soldiers: [{ name: 'Reyes', at: 'E3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'G5' }], open: ['F4'], round: 1 },
    a: sq('E3'), b: sq('G5'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  'figure-graze': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Chen', at: 'C2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'D4' }], open: [], round: 1 },
    a: sq('B2'), b: sq('D4'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  'facing-refusal': {
    position: { soldiers: [{ name: 'Reyes', at: 'D3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'B3' }], open: [], round: 1 },
    a: sq('D3'), b: sq('B3'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'from',
  },
};

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildApp();
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    for (const [name, link] of Object.entries(RULINGS)) {
      for (const view of ['top', 'three-quarter'] as const) {
        await page.goto('about:blank');
        await page.goto(preview.url + writeInspectHash(link));
        await page.waitForSelector('[data-testid=inspect-verdict]', { timeout: 30_000 });
        await page.click(`[data-camera=${view}]`);
        await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
        const file = join(resultsDir(), `inspect-${name}-${view}.png`);
        await page.screenshot({ path: file });
        console.log(file, '·', await page.textContent('[data-testid=inspect-verdict]'));
      }
    }
  } finally {
    await browser.close();
    preview.stop();
  }
}

if (process.argv[1] && /inspect-screenshots\.ts$/.test(process.argv[1])) main().catch((err) => { console.error(err); process.exitCode = 1; });
