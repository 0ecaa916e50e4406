// @vitest-environment node
/**
 * The Lab's Calibrate view (issue 34 §2, §5) in the built app in headless Chromium: a small
 * calibration (aliens.worker.hp for a 50% win rate under greedy, 20 games a value over 1..20, after
 * checking the view opens on the lab's default squad, the planner at budget 8) runs
 * on the page's Web Workers and gives `chamber calibrate --json`'s figures; the value, its
 * neighbours, the chart and every step tried are drawn under the command line; a target as a
 * percentage is the CLI's one line. Screenshot at 1440x900 in test-results/lab-calibrate.png.
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

async function chamber(...argv: string[]): Promise<any> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  return JSON.parse(out);
}

/** waitForFunction that says what it waited for and the Lab's state when it times out. */
async function waitFor(what: string, fn: () => boolean, timeout = 180_000): Promise<void> {
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

describe('the Lab\'s Calibrate view', () => {
  it('a small calibration gives chamber calibrate --json\'s figures: the value, neighbours, chart and every step', async () => {
    await page.goto(shared.preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await page.click('[data-mode=lab]');
    await page.waitForSelector('[data-testid=lab-run]', { timeout: 30_000 });
    await page.click('[data-lab-view=calibrate]');
    expect(await page.inputValue('[data-testid=lab-calibrate-path]')).toBe('aliens.worker.hp');
    await page.fill('[data-testid=lab-calibrate-target]', '50%');
    await page.click('[data-testid=lab-run]');
    expect(await page.textContent('[data-testid=lab-error]')).toBe('target "50%": expected a win rate as a fraction strictly between 0 and 1, e.g. 0.6 (not a percentage)');
    await page.fill('[data-testid=lab-calibrate-target]', '0.5');
    // The view opens on the lab's default squad (issue 33 §2), as chamber calibrate does: the planner at budget 8, worker HP 1..40.
    expect(await page.textContent('.lab-line')).toBe('chamber calibrate --path aliens.worker.hp --target 0.5 --range 1..40 --scenario A --games 40 --seed 1 --squad-ai planner --budget 8 --json');
    // Greedy on 1..20, 20 games a value, keeps this test short.
    await page.selectOption('[data-testid=lab-calibrate-squad-ai]', 'greedy');
    await page.fill('[data-testid=lab-calibrate-range]', '1..20');
    await page.fill('[data-testid=lab-calibrate-games]', '20');
    expect(await page.textContent('.lab-line')).toBe('chamber calibrate --path aliens.worker.hp --target 0.5 --range 1..20 --scenario A --games 20 --seed 1 --squad-ai greedy --json');
    await page.click('[data-testid=lab-run]');
    await waitFor('the calibration to finish', () => window.__lab!.running === null && window.__lab!.calibration !== null);
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    const cli = await chamber('calibrate', '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '1..20', '--scenario', 'A', '--games', '20', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--json');
    expect(await page.evaluate(() => window.__lab!.calibration)).toEqual(cli);
    expect(await page.textContent('[data-testid=lab-calibrate-value]')).toMatch(new RegExp(`^aliens\\.worker\\.hp = ${cli.value}: `));
    // The chart: an interval and a point a value tried, the target's line, the value ringed.
    const chart = '[data-testid=lab-calibrate-chart]';
    expect(await page.locator(`${chart} svg[class^=plot]`).count()).toBe(1);
    expect(await page.locator(`${chart} svg g[aria-label=dot] circle`).count()).toBe(cli.tried.length + 1);
    expect(await page.locator(`${chart} svg g[aria-label=text] text`).allTextContents()).toContain('target 50.0%');
    // The table: a row a value tried, in the order tried.
    expect(await page.locator('[data-testid=lab-calibrate-table] tbody td:nth-child(2)').allTextContents()).toEqual(cli.tried.map((t: any) => String(t.value)));
    await page.screenshot({ path: join(resultsDir(), 'lab-calibrate.png') });
    // Each of report.md, report.json and report.csv downloads as the CLI's --report writes it, byte for byte.
    const dir = mkdtempSync(join(tmpdir(), 'lab-calibrate-'));
    await chamber('calibrate', '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '1..20', '--scenario', 'A', '--games', '20', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--report', dir, '--json');
    for (const kind of ['md', 'json', 'csv']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid=lab-download-${kind}]`)]);
      expect(download.suggestedFilename()).toBe(`report.${kind}`);
      expect((await downloaded(download)).toString('utf8')).toBe(readFileSync(join(dir, `report.${kind}`), 'utf8'));
    }
  }, 300_000);

  it('a batch\'s report downloads as chamber autoplay --report writes it (the rows byte for byte)', async () => {
    await page.click('[data-lab-view=batch]');
    await page.fill('[data-testid=lab-games]', '6');
    await page.selectOption('[data-testid=lab-squad-ai]', 'greedy');
    await page.click('[data-testid=lab-run]');
    await waitFor('the batch to finish', () => window.__lab!.running === null && window.__lab!.batchComplete === true);
    const dir = mkdtempSync(join(tmpdir(), 'lab-batch-'));
    await chamber('autoplay', '--scenario', 'A', '--games', '6', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--report', dir, '--json');
    const cli = (name: string) => readFileSync(join(dir, name), 'utf8');
    const saved = async (kind: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid=lab-download-${kind}]`)]);
      expect(download.suggestedFilename()).toBe(`report.${kind}`);
      return (await downloaded(download)).toString('utf8');
    };
    expect(await saved('csv')).toBe(cli('report.csv'));
    // report.json: the same but for the timing and where the links open (this page, not npm start's).
    const timeless = (text: string) => {
      const r = JSON.parse(text);
      delete r.summary.wallSeconds; delete r.summary.gamesPerSecond;
      for (const g of [r.best, r.worst]) { expect(g.link).toMatch(/#record=[\w-]+&step=\d+$/); delete g.link; }
      return r;
    };
    expect(timeless(await saved('json'))).toEqual(timeless(cli('report.json')));
    const md = await saved('md');
    const drop = (text: string) => text.replace(/^Played in .*$/m, '').replace(/\]\(http[^)]*\)/g, '](link)');
    expect(drop(md)).toBe(drop(cli('report.md')));
    expect(md).toContain(`](${shared.preview.url}`);
    await page.screenshot({ path: join(resultsDir(), 'lab-batch-downloads.png') });
  }, 300_000);

  it('keeps the Lab\'s view and settings in the URL: a reload reopens them; a bad value is one line and the defaults', async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(shared.preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await page.click('[data-mode=lab]');
    await page.click('[data-lab-view=calibrate]');
    await page.fill('[data-testid=lab-calibrate-games]', '20');
    await page.selectOption('[data-testid=lab-calibrate-squad-ai]', 'greedy');
    await page.fill('[data-testid=lab-calibrate-path]', 'aliens.warrior.hp');
    await page.fill('[data-testid=lab-calibrate-range]', '5..15');
    await page.fill('[data-testid=lab-calibrate-target]', '0.35');
    await page.click('[data-variant=figureCornerBlocks]');
    await page.waitForFunction(() => location.hash.includes('path=aliens.warrior.hp') && location.hash.includes('target=0.35') && location.hash.includes('v=figureCornerBlocks'), null, { timeout: 10_000 });
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toMatch(/^#lab&view=calibrate&/);
    const line = await page.textContent('.lab-line');
    expect(line).toBe('chamber calibrate --path aliens.warrior.hp --target 0.35 --range 5..15 --scenario A --games 20 --seed 1 --squad-ai greedy --variant figureCornerBlocks=on --json');
    // A reload (or the link opened in another tab) reopens the Calibrate view with every setting.
    await page.reload();
    await page.waitForSelector('[data-testid=lab-calibrate-path]', { timeout: 60_000 });
    expect(await page.evaluate(() => window.__lab!.view)).toBe('calibrate');
    expect(await page.inputValue('[data-testid=lab-calibrate-path]')).toBe('aliens.warrior.hp');
    expect(await page.inputValue('[data-testid=lab-calibrate-range]')).toBe('5..15');
    expect(await page.inputValue('[data-testid=lab-calibrate-games]')).toBe('20');
    expect(await page.isChecked('[data-variant=figureCornerBlocks]')).toBe(true);
    expect(await page.textContent('.lab-line')).toBe(line);
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    expect(await page.evaluate(() => location.hash)).toBe(hash);
    await page.screenshot({ path: join(resultsDir(), 'lab-calibrate-reopened.png') });
    // A link with a bad value: one line naming it, the view's default settings, nothing thrown.
    await page.goto(`${shared.preview.url}#lab&view=calibrate&games=40&target=60%25`);
    await page.waitForSelector('[data-testid=lab-error]', { timeout: 60_000 });
    expect(await page.textContent('[data-testid=lab-error]')).toBe('lab link: target "60%": expected a win rate as a fraction strictly between 0 and 1, e.g. 0.6 (not a percentage); the default settings are kept');
    expect(await page.inputValue('[data-testid=lab-calibrate-target]')).toBe('0.5');
    expect(await page.inputValue('[data-testid=lab-calibrate-path]')).toBe('aliens.worker.hp');
    await page.screenshot({ path: join(resultsDir(), 'lab-link-refused.png') });
    // A link pasted into the open page's address bar is read too (hashchange): the Ladder view.
    await page.evaluate(() => { location.hash = '#lab&view=ladder&games=3&budgets=1,2'; });
    await page.waitForFunction(() => window.__lab!.view === 'ladder', null, { timeout: 10_000 });
    expect(await page.inputValue('[data-testid=lab-ladder-budgets]')).toBe('1,2');
    expect(errors).toEqual([]);
  }, 180_000);
});
