/**
 * `npx tsx scripts/planner-shots.ts [--no-build] [--tag NAME]`: screenshots of the planner's
 * why-panel and the win-chance graph (issue 32 items 5-6) at 1440x900 and 1280x720, in Autoplay
 * (paused on a plan, the graph hovered) and in Play (a hint asked for, the graph hovered), saved
 * to test-results/planner-shot-<tag>-<mode>-<width>.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chamberQuietFor, resultsDir } from '../tests/browser/harness';
import { runShots, type ShotSession } from './shot-session';

const tagAt = process.argv.indexOf('--tag');
const tag = tagAt > 0 ? process.argv[tagAt + 1] : 'now';

async function hoverGraph(page: Page, at: number): Promise<void> {
  const box = await page.locator('[data-testid=winchance]').boundingBox();
  if (box) await page.mouse.move(box.x + at * box.width, box.y + box.height / 2);
}

async function autoplay(session: ShotSession, width: number, height: number): Promise<void> {
  const page = await session.page(width, height);
  await page.goto(session.url);
  await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 0, null, { timeout: 30_000 });
  await page.selectOption('[data-testid=speed]', '4');
  // A plan with a candidate the panel explains (why it was not chosen), with the graph filled in a way.
  await page.waitForFunction(() => {
    const known = Number(document.querySelector('[data-testid=winchance]')?.getAttribute('data-known'));
    const ok = known >= 6 && !!document.querySelector('[data-testid=why-not]');
    if (ok) (document.querySelector('[data-testid=play-pause]') as HTMLButtonElement).click();
    return ok;
  }, null, { timeout: 240_000, polling: 100 });
  await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
  await hoverGraph(page, 0.4);
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(resultsDir(), `planner-shot-${tag}-autoplay-${width}.png`) });
  await page.close();
}

async function play(session: ShotSession, width: number, height: number): Promise<void> {
  const page = await session.page(width, height);
  await page.goto(session.url);
  await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 0, null, { timeout: 30_000 });
  await page.click('[data-mode=play]');
  await page.waitForSelector('[data-testid=activate-Reyes]', { timeout: 30_000 });
  await page.click('[data-testid=activate-Reyes]');
  await page.waitForFunction(() => window.__chamber.activeSoldier === 'Reyes' && window.__chamber.cursor === window.__chamber.length - 1, null, { timeout: 20_000 });
  await page.click('[data-testid=hint]');
  await page.waitForSelector('[data-testid=why-chosen]', { timeout: 60_000 });
  await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
  if (await page.$('[data-testid=winchance]')) {
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=winchance]')?.getAttribute('data-known')) >= 1, null, { timeout: 60_000 });
    await hoverGraph(page, 0.02);
    await page.waitForTimeout(200);
  }
  await page.screenshot({ path: join(resultsDir(), `planner-shot-${tag}-play-${width}.png`) });
  await page.close();
}

runShots('planner-shots.ts', async (session) => {
  for (const [w, h] of [[1440, 900], [1280, 720]] as const) {
    await autoplay(session, w, h);
    await play(session, w, h);
    console.log('shots at', w, 'x', h);
  }
});
