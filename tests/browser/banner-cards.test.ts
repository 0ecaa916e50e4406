// @vitest-environment node
/**
 * Issue 32 §9 in the built app: the game-over banner leaves the column letters and rows 1-2 in
 * view (1280x720 and 1440x900, both camera presets); at 1440x900 the five soldier cards fit the
 * left column unscrolled, with every soldier activated and on overwatch (the longest cards), and
 * no card's "activated" badge is cut off. Where the letters and squares are comes from the page's
 * test hook (window.__chamberProject).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chamberQuietFor, resultsDir } from './harness';
import { sharedChamber } from './shared';

const chamber = sharedChamber();
let page: Page;

type Box = { x: number; y: number; width: number; height: number };
const COLUMNS = 'ABCDEFGHIJKL'.split('');

const meets = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Boxes round the north column letters (drawn on the rim north of row 1 at height 1.02: board/
 * EdgeLabels) and the squares of rows 1-2 (floor, and row 1's wall tops), each as wide and high as
 * the spacing between neighbours on screen allows.
 */
async function topOfBoard(): Promise<{ what: string; box: Box }[]> {
  return page.evaluate((cols) => {
    const at = (sq: string, y: number) => window.__chamberProject!(sq, y);
    const out: { what: string; box: Box }[] = [];
    const around = (what: string, sq: string, y: number, share: number) => {
      const c = at(sq, y);
      const col = sq.charCodeAt(0) - 65;
      const side = at(`${String.fromCharCode(65 + (col < 11 ? col + 1 : col - 1))}${sq.slice(1)}`, y);
      const spacing = Math.abs(side.x - c.x);
      const half = spacing * share;
      out.push({ what, box: { x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half } });
    };
    for (const c of cols) {
      around(`letter ${c}`, `${c}0`, 1.02, 0.3);
      around(`${c}1 wall top`, `${c}1`, 1, 0.5);
      around(`${c}2`, `${c}2`, 0, 0.5);
    }
    return out;
  }, COLUMNS);
}

async function openEnd(name: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto('about:blank');
  await page.goto(`${chamber.preview.url}#replay=${name}&step=0`);
  await page.waitForFunction(() => window.__chamber?.recordName !== null && window.__chamber.length > 1 && (window.__chamberProject?.('A1').x ?? 0) > 0, null, { timeout: 30_000 });
  await page.keyboard.press('End');
  await page.getByTestId('game-over').waitFor();
  await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
}

beforeAll(async () => {
  page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
});

describe('the game-over banner (issue 32 §9)', () => {
  // The defeat's line is the longer; the narrower chamber (1280x720) gets both.
  for (const [record, w, h] of [['scenario-a-win', 1280, 720], ['scenario-a-loss', 1280, 720], ['scenario-a-loss', 1440, 900]] as const) {
    it(`covers no column letter and no square of rows 1-2: ${record} at ${w}x${h}, three-quarter and top-down`, async () => {
      await openEnd(record, w, h);
      for (const preset of ['three-quarter', 'top'] as const) {
        if (preset === 'top') {
          await page.click('[data-camera=top]');
          await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
        }
        const banner = (await page.getByTestId('game-over').boundingBox())!;
        const covered = (await topOfBoard()).filter((t) => meets(banner, t.box)).map((t) => t.what);
        expect(covered, `${preset}: the banner covers`).toEqual([]);
        await page.screenshot({ path: join(resultsDir(), `banner-${record}-${preset}-${w}x${h}.png`) });
      }
    });
  }
});

describe('the soldier cards (issue 32 §9)', () => {
  it('all five fit the column unscrolled at 1440x900 with every soldier activated and on overwatch, badges whole', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('about:blank');
    await page.goto(`${chamber.preview.url}#replay=scenario-a-win&step=0`);
    await page.waitForFunction(() => window.__chamber?.recordName !== null && window.__chamber.length > 1, null, { timeout: 30_000 });
    // The first moment with all five activated and on overwatch: each card at its longest.
    const step = await page.evaluate(() => {
      type S = { soldiers: { activated: boolean; overwatch: string | null }[] };
      for (let i = 0; i < window.__chamber.length; i++) {
        window.__chamber.seek(i);
        const st = window.__chamber.state() as S;
        if (st.soldiers.every((s) => s.activated && s.overwatch)) return i;
      }
      return -1;
    });
    expect(step).toBeGreaterThan(0);
    await page.evaluate((i) => window.__chamber.seek(i), step);
    await page.waitForFunction(() => document.querySelectorAll('.card .card-head .tag').length === 5);
    const m = await page.evaluate(() => {
      const column = document.querySelector('.left') as HTMLElement;
      const clipped: string[] = [];
      for (const card of document.querySelectorAll<HTMLElement>('.card')) {
        const box = card.getBoundingClientRect();
        const border = parseFloat(getComputedStyle(card).borderRightWidth);
        for (const el of card.querySelectorAll<HTMLElement>('.card-head > *')) {
          const r = el.getBoundingClientRect();
          if (r.right > box.right - border + 0.5 || r.left < box.left) clipped.push(`${card.dataset.soldier}: ${el.className || el.tagName} at ${r.left}-${r.right}, card ${box.left}-${box.right}`);
        }
        const head = card.querySelector('.card-head')!.getBoundingClientRect();
        if (head.height > 22) clipped.push(`${card.dataset.soldier}: the head wraps (${head.height}px)`);
      }
      return { scrollHeight: column.scrollHeight, clientHeight: column.clientHeight, clipped, badges: [...document.querySelectorAll('.card-head .tag')].map((t) => t.textContent) };
    });
    await page.screenshot({ path: join(resultsDir(), 'cards-1440x900.png') });
    expect(m.badges).toEqual(['activated', 'activated', 'activated', 'activated', 'activated']);
    expect(m.clipped).toEqual([]);
    expect(m.scrollHeight).toBeLessThanOrEqual(m.clientHeight);
  });
});
