// @vitest-environment node
/**
 * The Lab's Sweep view (issue 34 §5) in the built app in headless Chromium: a small sweep (8
 * games at each of four values of aliens.worker.hp, greedy) runs on the page's Web Workers and
 * gives `chamber sweep --json`'s rows, and holds the report `chamber sweep --report` writes; the
 * win-rate chart (its band, a point a value), the rounds bars, the table of values and the
 * soldiers' HP are drawn; the command line is shown under the settings; bad values are one line.
 * Its downloads are `chamber sweep --report`'s files byte for byte; its settings are in the Lab's link.
 * Screenshots at 1440x900 in test-results/lab-sweep.png and (scrolled to the soldiers) lab-sweep-tables.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { downloaded, resultsDir } from './harness';
import { sharedChamber } from './shared';
import { main } from '../../src/cli/main';

const shared = sharedChamber();
let page: Page;

async function chamber(...argv: string[]): Promise<unknown> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  return JSON.parse(out);
}

/** waitForFunction that says what it waited for and the Lab's state when it times out. */
async function waitFor(what: string, fn: () => boolean, timeout = 120_000): Promise<void> {
  try {
    await page.waitForFunction(fn, null, { timeout, polling: 200 });
  } catch (err) {
    const lab = await page.evaluate(() => JSON.stringify(window.__lab && { running: window.__lab.running, progress: window.__lab.progress, error: window.__lab.error })).catch(() => 'page gone');
    throw new Error(`timed out waiting for ${what}; ${lab}\n${(err as Error).message.split('\n')[0]}`);
  }
}

beforeAll(async () => {
  page = await shared.browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
});

describe('the Lab\'s Sweep view', () => {
  it('a small sweep gives chamber sweep --json\'s rows and --report\'s files, drawn as charts over its tables', async () => {
    await page.goto(shared.preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await page.click('[data-mode=lab]');
    await page.waitForSelector('[data-testid=lab-run]', { timeout: 30_000 });
    await page.click('[data-lab-view=sweep]');
    // The default is small: 20 games at each of aliens.worker.hp 4..6.
    expect(await page.inputValue('[data-testid=lab-sweep-path]')).toBe('aliens.worker.hp');
    expect(await page.inputValue('[data-testid=lab-sweep-values]')).toBe('4..6');
    expect(await page.textContent('[data-testid=lab-sweep-range]')).toBe('kit 5, 1 to 99');
    await page.fill('[data-testid=lab-sweep-values]', '6,4');
    await page.click('[data-testid=lab-run]');
    expect(await page.textContent('[data-testid=lab-error]')).toBe('values "6,4": values must rise (6 then 4)');
    await page.fill('[data-testid=lab-sweep-games]', '8');
    await page.fill('[data-testid=lab-sweep-seed]', '21');
    await page.selectOption('[data-testid=lab-sweep-squad-ai]', 'greedy');
    await page.fill('[data-testid=lab-sweep-values]', '5,10,15,20');
    const line = 'chamber sweep --scenario A --games 8 --seed 21 --squad-ai greedy --path aliens.worker.hp --values 5,10,15,20 --json';
    expect(await page.textContent('.lab-line')).toBe(line);
    await page.click('[data-testid=lab-run]');
    await waitFor('the sweep to finish', () => window.__lab!.running === null && window.__lab!.sweep !== null);
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    const cli = await chamber(...line.split(' ').slice(1), '--workers', '1') as { path: string; rows: { value: number; wins: number }[] };
    expect(await page.evaluate(() => window.__lab!.sweep)).toEqual(cli);
    // The report to download: chamber sweep --report's files, its report.json holding the same rows.
    const files = await page.evaluate(() => window.__lab!.sweepReport) as Record<string, string>;
    expect(Object.keys(files)).toEqual(['report.json', 'report.md', 'report.csv']);
    expect(JSON.parse(files['report.json']).rows).toEqual(cli.rows);
    expect(files['report.md']).toMatch(/^# Sweep of aliens\.worker\.hp: Scenario A\n/);
    // The win-rate chart: one Plot SVG, the band (an area), a point a value; the rounds: a bar a value.
    const chart = '[data-testid=lab-sweep-chart]';
    expect(await page.locator(`${chart} svg[class^=plot]`).count()).toBe(1);
    expect(await page.locator(`${chart} svg g[aria-label=area] path`).count()).toBe(1);
    expect(await page.locator(`${chart} svg g[aria-label=dot] circle`).count()).toBe(4);
    expect(await page.locator('[data-testid=lab-sweep-rounds] svg g[aria-label=bar] rect').count()).toBe(4);
    // The tables: a row a value, wins as the CLI's; each soldier's HP removed / lost.
    expect(await page.locator('[data-testid=lab-sweep-table] tbody td:nth-child(3)').allTextContents()).toEqual(cli.rows.map((r) => String(r.wins)));
    expect(await page.locator('[data-testid=lab-sweep-soldiers] tbody tr').count()).toBe(4);
    await page.screenshot({ path: join(resultsDir(), 'lab-sweep.png') });
    const dir = mkdtempSync(join(tmpdir(), 'lab-sweep-'));
    await chamber(...line.split(' ').slice(1), '--workers', '1', '--report', dir);
    for (const kind of ['md', 'json', 'csv']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid=lab-download-${kind}]`)]);
      expect(download.suggestedFilename()).toBe(`report.${kind}`);
      expect((await downloaded(download)).toString('utf8')).toBe(readFileSync(join(dir, `report.${kind}`), 'utf8'));
    }
    // The settings are in the link: a reload would reopen this sweep's settings.
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toMatch(/^#lab&view=sweep&scenario=A&games=8&seed=21&ai=greedy&path=aliens\.worker\.hp&values=5%2C10%2C15%2C20$/);
    await page.locator('[data-testid=lab-sweep-soldiers]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(resultsDir(), 'lab-sweep-tables.png') });
  }, 240_000);
});
