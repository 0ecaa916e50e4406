// @vitest-environment node
/**
 * Issue 32 §7 in the built app at 1280x720 (and 1440x900): five soldiers and three aliens packed
 * into one corner (an Inspect link), tokens on, in both camera presets, and Play's opening: no two
 * tags drawn overlap and none covers a figure. The rectangles come from the page's test hook
 * (window.__chamberTags), measured from the drawn sprites and the figures' bodies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chamberQuietFor, resultsDir } from './harness';
import { sharedChamber } from './shared';
import { writeInspectHash } from '../../src/ui/inspect/link';
import { DEFAULT_VARIANTS, type Position } from '../../src/ui/inspect/position';

const chamber = sharedChamber();
let page: Page;

/** All eight figures in the north-west corner (B2-D4), with brace and overwatch tokens up. */
export const PACKED: Position = {
  soldiers: [
    { name: 'Reyes', at: 'B2', facing: 'E', braced: true, overwatch: 'pistol', reserved: 1 },
    { name: 'Chen', at: 'C2', facing: 'E' },
    { name: 'Voss', at: 'B3', facing: 'E', overwatch: 'mg', reserved: 2 },
    { name: 'Okafor', at: 'C3', facing: 'E', braced: true },
    { name: 'Park', at: 'D2', facing: 'E' },
  ],
  aliens: [{ kind: 'worker', contact: 1, at: 'D3' }, { kind: 'worker', contact: 2, at: 'B4' }, { kind: 'warrior', contact: 3, at: 'C4' }],
  open: [], round: 1,
};

type Box = { figure: string; text?: string; x: number; y: number; w: number; h: number };
/** Overlap of two boxes by more than half a pixel (rounding of the projection) each way. */
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

/**
 * The tags once their layout has settled: the same boxes on three reads 150 ms apart. The tags are
 * page elements laid out after the chamber's frame, so a quiet chamber alone does not say they have
 * moved yet (a clean-clone run once read them mid-way after the switch to the top camera).
 */
async function tagsOnScreen(): Promise<{ tags: Box[]; figures: Box[] }> {
  await page.waitForFunction(() => typeof window.__chamberTags === 'function', null, { timeout: 20_000 });
  const read = () => page.evaluate(() => window.__chamberTags!());
  let last = JSON.stringify(await read());
  for (let same = 0, tries = 0; same < 2 && tries < 100; tries++) {
    await page.waitForTimeout(150);
    const now = JSON.stringify(await read());
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return JSON.parse(last) as { tags: Box[]; figures: Box[] };
}

function expectApart(seen: { tags: Box[]; figures: Box[] }, figures: number): void {
  // Every figure has its name tag on screen.
  expect(new Set(seen.figures.map((f) => f.figure)).size).toBe(figures);
  expect(new Set(seen.tags.filter((t) => / \d+\/\d+$| \(down\)$/.test(t.text ?? '')).map((t) => t.figure)).size).toBe(figures);
  const clashes: string[] = [];
  for (let i = 0; i < seen.tags.length; i++) {
    const a = seen.tags[i];
    for (let j = i + 1; j < seen.tags.length; j++) if (overlap(a, seen.tags[j])) clashes.push(`"${a.text}" overlaps "${seen.tags[j].text}"`);
    for (const f of seen.figures) if (overlap(a, f)) clashes.push(`"${a.text}" covers ${f.figure}`);
  }
  expect(clashes).toEqual([]);
}

async function openPacked(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto('about:blank');
  const hash = writeInspectHash({ position: PACKED, a: null, b: null, facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' });
  await page.goto(chamber.preview.url + hash);
  await page.waitForFunction(() => window.__chamber?.mode === 'inspect' && window.__chamber.figures.length === 8 && (window.__chamberProject?.('A1').x ?? 0) > 0, null, { timeout: 30_000 });
  await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
}

beforeAll(async () => {
  page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
});

describe('figure tags never overlap one another or cover a figure (issue 32 §7)', () => {
  for (const [w, h] of [[1280, 720], [1440, 900]] as const) {
    it(`eight figures packed into a corner at ${w}x${h}, three-quarter and top-down`, async () => {
      await openPacked(w, h);
      const persp = await tagsOnScreen();
      expect(persp.tags.length).toBe(8 + 4); // eight names; Reyes's two tokens, Voss's and Okafor's one
      expectApart(persp, 8);
      await page.screenshot({ path: join(resultsDir(), `tags-packed-${w}x${h}.png`) });
      await page.click('[data-camera=top]');
      await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
      expectApart(await tagsOnScreen(), 8);
      await page.screenshot({ path: join(resultsDir(), `tags-packed-top-${w}x${h}.png`) });
    });
  }

  it("Play's opening position at 1280x720", async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('about:blank');
    await page.goto(chamber.preview.url);
    await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 0, null, { timeout: 30_000 });
    await page.click('[data-mode=play]');
    await page.waitForFunction(() => window.__chamber.mode === 'play' && window.__chamber.figures.length === 8, null, { timeout: 20_000 });
    await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
    expectApart(await tagsOnScreen(), 8);
    await page.screenshot({ path: join(resultsDir(), 'tags-play-1280x720.png') });
  });
});
