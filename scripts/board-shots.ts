/**
 * `npx tsx scripts/board-shots.ts [--no-build] [--out DIR]`: Inspect on boards of several sizes
 * (issue 36 §2: the chamber frames and labels any board from 4x4 to 26x26), each in the top-down and
 * the three-quarter view at 1280x720, saved as board-<name>-<view>.png.
 */
import { join } from 'node:path';
import { buildApp, chamberQuietFor, launchBrowser, resultsDir, startPreview } from '../tests/browser/harness';
import { writeInspectHash, type InspectLink } from '../src/ui/inspect/link';
import { DEFAULT_VARIANTS } from '../src/ui/inspect/position';
import type { Square } from '../src/engine/state/types';
import { boardText } from '../tests/fixtures/boards';

const sq = (s: string) => s as Square;

export const BOARDS: Record<string, InspectLink> = {
  '6x6': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'E5' }], open: [], round: 1, board: boardText(6, 6) },
    a: sq('B2'), b: sq('E5'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  'chamber': {
    position: { soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }], open: [], round: 1 },
    a: sq('C3'), b: sq('J3'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  '24x20': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Chen', at: 'W19', facing: 'N' }], aliens: [{ kind: 'warrior', contact: 1, at: 'L10' }], open: [], round: 1, board: boardText(24, 20) },
    a: sq('B2'), b: sq('L10'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  '26x26': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Voss', at: 'Y25', facing: 'W' }], aliens: [{ kind: 'worker', contact: 1, at: 'M13' }], open: [], round: 1, board: boardText(26, 26) },
    a: sq('B2'), b: sq('M13'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
};

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildApp();
  const outAt = process.argv.indexOf('--out');
  const out = outAt > 0 ? process.argv[outAt + 1] : resultsDir();
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    for (const [name, link] of Object.entries(BOARDS)) {
      for (const view of ['top', 'three-quarter'] as const) {
        await page.goto('about:blank');
        await page.goto(preview.url + writeInspectHash(link));
        await page.waitForSelector('[data-testid=inspect-verdict]', { timeout: 30_000 });
        await page.click(`[data-camera=${view}]`);
        await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
        const file = join(out, `board-${name}-${view}.png`);
        await page.screenshot({ path: file });
        console.log(file, '·', await page.textContent('[data-testid=inspect-verdict]'));
      }
    }
  } finally {
    await browser.close();
    preview.stop();
  }
}

if (process.argv[1] && /board-shots\.ts$/.test(process.argv[1])) main().catch((err) => { console.error(err); process.exitCode = 1; });
