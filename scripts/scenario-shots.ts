/**
 * `npx tsx scripts/scenario-shots.ts [--no-build] [--out DIR]`: a mission scenario file (dormant
 * contact, door assembly, locked door, solid terrain, the log: tests/fixtures/scenarios.ts) opened
 * in Autoplay's scenario picker and in Play's, at 1280x720, in both camera presets; and the shipped
 * missions (scenarios/) picked in Autoplay.
 */
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { chamberQuietFor, resultsDir } from '../tests/browser/harness';
import { runShots } from './shot-session';
import { SMALL_MISSION } from '../tests/fixtures/scenarios';

runShots('scenario-shots.ts', async (session) => {
  const { out } = session;
  const file = join(resultsDir(), 'small-mission.json');
  writeFileSync(file, JSON.stringify(SMALL_MISSION, null, 2));
  const page = await session.page();
  await page.goto(session.url);
  await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 0, null, { timeout: 30_000 });
  await page.click('[data-testid=play-pause]');
  await page.setInputFiles('[data-testid=scenario-open]', file);
  await page.waitForFunction(() => (window.__chamber.state() as { board: { width: number } }).board.width === 10, null, { timeout: 20_000 });
  await page.click('[data-testid=play-pause]');
  for (const view of ['three-quarter', 'top'] as const) {
    await page.click(`[data-camera=${view}]`);
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: join(out, `scenario-autoplay-${view}.png`) });
  }
  await page.click('[data-mode=play]');
  await page.waitForSelector('[data-testid=record-menu]', { timeout: 20_000 });
  await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
  await page.screenshot({ path: join(out, 'scenario-play-top.png') });
  // The shipped missions, from Autoplay's picker.
  await page.click('[data-mode=autoplay]');
  for (const name of ['long-hall.json', 'station-log.json']) {
    await page.waitForSelector('[data-testid=scenario]');
    await page.selectOption('[data-testid=scenario]', `f:${name}`);
    await page.waitForFunction((n) => (window.__chamber.state() as { scenario: string }).scenario === n, name.replace('.json', ''), { timeout: 20_000 });
    await page.click('[data-testid=play-pause]');
    await page.click('[data-camera=three-quarter]');
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: join(out, `scenario-shipped-${name.replace('.json', '')}.png`) });
  }
  console.log('saved to', out);
});
