// @vitest-environment node
/**
 * The peer lifecycles in the built app (issue 20 §3): Autoplay's and Play's rules list switches
 * the live game to alternating activations (docs/variants.md AA) or reaction fire (RF); a change
 * starts a new game under those rules, and the game kept from it carries them and opens in
 * Replay. Screenshots go to test-results/ (variants-*.png).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from './harness';
import { sharedChamber } from './shared';

const chamber = sharedChamber();

async function open(): Promise<Page> {
  const page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  await page.goto(chamber.preview.url);
  await page.waitForFunction(() => !!window.__chamber && window.__chamber.length > 0, null, { timeout: 30_000 });
  return page;
}

/** Who activated so far, in order, from the log ("Reyes activates", "worker 1 activates"). */
const activations = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-testid=log] div:not(:has(div))')]
  .map((d) => /^(\S+(?: \d+)?) activates/.exec(d.textContent ?? '')?.[1]).filter((x): x is string => !!x));

const SOLDIER = /^(Reyes|Chen|Voss|Okafor|Park)$/;

describe('the peer lifecycles in the page', () => {
  it('Autoplay under AA alternates a soldier and an alien; the kept game carries AA and opens in Replay', async () => {
    const page = await open();
    await page.selectOption('[data-testid=policy]', 'greedy');
    await page.selectOption('[data-testid=rules]', { label: 'AA' });
    await page.selectOption('[data-testid=speed]', '8');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=log] div:not(:has(div))')].filter((d) => / activates/.test(d.textContent ?? '')).length >= 4, null, { timeout: 60_000, polling: 100 });
    const order = (await activations(page)).slice(0, 4);
    expect(order.map((who) => SOLDIER.test(who))).toEqual([true, false, true, false]);
    expect(await page.inputValue('[data-testid=rules]')).toBe('1');
    expect(await page.textContent('[data-testid=peer-rules]')).toBe(' · AA');
    await page.click('[data-testid=play-pause]');
    await page.screenshot({ path: join(resultsDir(), 'variants-autoplay-aa.png') });
    await page.click('[data-testid=replay-this]');
    await page.waitForFunction(() => window.__chamber.mode === 'replay' && window.__chamber.length > 1, null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    expect((await activations(page)).slice(0, 4)).toEqual(order);
    await page.close();
  }, 120_000);

  it('Play under RF: a new game of Play starts under reaction fire, and the kit order is one choice away', async () => {
    const page = await open();
    await page.click('[data-mode=play]');
    // In Play the rules list sits in the Record menu (the prompt's line needs the room).
    await page.click('[data-testid=record-menu]');
    await page.waitForSelector('[data-testid=rules]:visible');
    await page.selectOption('[data-testid=rules]:visible', { label: 'RF' });
    expect(await page.inputValue('[data-testid=rules]:visible')).toBe('2');
    expect(await page.evaluate(() => window.__chamber.mode)).toBe('play');
    await page.waitForFunction(() => document.querySelector('[data-testid=peer-rules]')?.textContent === ' · RF');
    // The person has the squad: the prompt asks for a soldier, every soldier offered.
    await page.waitForSelector('[data-testid^=activate-]');
    expect(await page.locator('[data-testid^=activate-]').count()).toBe(5);
    await page.screenshot({ path: join(resultsDir(), 'variants-play-rf.png') });
    if (!(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('.record-menu')!.open))) await page.click('[data-testid=record-menu]');
    await page.screenshot({ path: join(resultsDir(), 'variants-play-menu.png') });
    await page.selectOption('[data-testid=rules]:visible', { label: 'kit 0.2' });
    expect(await page.inputValue('[data-testid=rules]:visible')).toBe('0');
    await page.waitForFunction(() => !document.querySelector('[data-testid=peer-rules]'));
    await page.close();
  }, 120_000);
});
