/**
 * `npx tsx scripts/screenshot.ts [--no-build]`: builds the app, serves it with vite preview and
 * saves screenshots to test-results/: Autoplay (three-quarter and top-down with overlays), and
 * bundled replays at telling moments (an overwatch interrupt, a kill, a downed soldier, the end).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from '../tests/browser/harness';
import { runShots } from './shot-session';

type Ev = { type: string; watchers?: unknown[] };

async function moment(page: Page, url: string, find: (events: Ev[]) => boolean, file: string, before = 0): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.__chamber?.recordName !== null && window.__chamber.length > 1, null, { timeout: 30_000 });
  const n = await page.evaluate(() => window.__chamber.length);
  for (let i = 1; i < n; i++) {
    const evs = await page.evaluate((k) => window.__chamber.eventsAt(k), i) as Ev[];
    if (find(evs)) {
      // Step onto the moment so its animation plays.
      await page.evaluate((k) => window.__chamber.seek(k), i - 1 - before);
      for (let b = 0; b <= before; b++) await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(450);
      await page.screenshot({ path: join(resultsDir(), file) });
      console.log(file, 'at step', i);
      return;
    }
  }
  console.log(file, ': no such moment');
}

runShots('screenshot.ts', async (session) => {
  const page = await session.page();
  await page.goto(session.url);
  await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 30, null, { timeout: 30_000 });
  await page.screenshot({ path: join(resultsDir(), 'shot-autoplay.png') });
  const r = (name: string) => `${session.url}#replay=${name}&step=0`;
  await moment(page, r('overwatch-several-watchers'), (e) => e.some((x) => x.type === 'overwatch.triggered' && (x.watchers?.length ?? 0) > 0), 'shot-overwatch.png');
  await moment(page, r('scenario-a-win'), (e) => e.some((x) => x.type === 'alien.killed'), 'shot-kill.png');
  await moment(page, r('medkit-revive'), (e) => e.some((x) => x.type === 'figure.downed'), 'shot-downed.png');
  await moment(page, r('medkit-revive'), (e) => e.some((x) => x.type === 'revived'), 'shot-revived.png');
  await moment(page, r('scenario-c-unlock'), (e) => e.some((x) => x.type === 'rank.reached'), 'shot-rank.png');
  await moment(page, r('scenario-a-win'), (e) => e.some((x) => x.type === 'game.over'), 'shot-victory.png');
  await moment(page, r('scenario-a-loss'), (e) => e.some((x) => x.type === 'game.over'), 'shot-defeat.png');
});
