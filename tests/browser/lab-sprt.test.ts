// @vitest-environment node
/**
 * The Lab's Compare with "stop when decided" (issue 34 §3-§5) in the built app in headless
 * Chromium: the switch puts --sprt in the command line shown under the settings; the run on the
 * page's workers stops where that command stops, with its --json (the "sprt" key too); the report
 * says the test's line and sets the playtest sheet under a and under b side by side, changed
 * verdicts marked; its downloads are that command's --report files, byte for byte, and the switch
 * is in the Lab's link (sprt=on). Screenshots go to test-results/.
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

async function chamberJson(line: string): Promise<{ sprt: { decision: string; games: number } } & Record<string, unknown>> {
  let out = '';
  const code = await main(line.split(' ').slice(1), { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  expect(code).toBe(0);
  return JSON.parse(out);
}

beforeAll(async () => {
  page = await shared.browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
});

describe('Lab Compare, stop when decided', () => {
  it('stops where chamber compare --sprt stops, says the test\'s line and sets the sheet a against b', async () => {
    await page.goto(shared.preview.url);
    await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 0 && window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await page.click('[data-mode=lab]');
    await page.waitForSelector('[data-testid=lab-run]', { timeout: 30_000 });
    await page.click('[data-lab-view=compare]');
    await page.fill('[data-testid=lab-games]', '400');
    await page.fill('[data-testid=lab-seed]', '1');
    await page.selectOption('[data-testid=lab-squad-ai]', 'greedy');
    await page.check('[data-testid=lab-rules-b] [data-variant=alternatingActivations]');
    expect(await page.textContent('.lab-line')).not.toContain('--sprt');
    await page.check('[data-testid=lab-sprt]');
    const line = (await page.textContent('.lab-line'))!;
    expect(line).toMatch(/^chamber compare --scenario A --games 400 --seed 1 --squad-ai greedy .*--b-variant alternatingActivations.* --sprt --json$/);
    await page.screenshot({ path: join(resultsDir(), 'lab-sprt-settings.png') });
    await page.click('[data-testid=lab-run]');
    await page.waitForFunction(() => window.__lab!.running === null && window.__lab!.comparison !== null, null, { timeout: 120_000, polling: 200 });
    const comparison = await page.evaluate(() => window.__lab!.comparison);
    const cli = await chamberJson(line);
    expect(JSON.parse(JSON.stringify(comparison))).toEqual(cli);
    expect(cli.sprt.decision).toBe('H1');
    expect(cli.sprt.games).toBeLessThan(400);
    const said = (await page.textContent('[data-testid=lab-compare-sprt]'))!;
    expect(said).toMatch(/LLR \d\.\d\d \(-2\.94, 2\.94\) \[0\.00, 0\.05\]: H1/);
    expect(said).toContain(`after ${cli.sprt.games} of at most 400 paired games`);
    expect(said).toContain('not corrected for the early stop');
    expect(await page.textContent('[data-testid=lab-compare-report] .lab-headline')).toContain(`${cli.sprt.games} paired games`);
    expect(await page.locator('[data-testid=lab-compare-sheet] tbody tr').count()).toBe(9);
    const changed = await page.locator('[data-testid=lab-compare-sheet] tr[data-changed=true]').count();
    expect(await page.textContent('[data-testid=lab-compare-sheet] p')).toContain(`${changed} of the 9 verdicts`);
    await page.screenshot({ path: join(resultsDir(), 'lab-sprt-report.png') });
    // The downloads are what chamber compare --sprt --report writes (the sprt line and the sheet too).
    const dir = mkdtempSync(join(tmpdir(), 'lab-sprt-'));
    await chamberJson(`${line} --report ${dir}`);
    for (const kind of ['md', 'json', 'csv']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid=lab-download-${kind}]`)]);
      expect(download.suggestedFilename()).toBe(`report.${kind}`);
      expect((await downloaded(download)).toString('utf8')).toBe(readFileSync(join(dir, `report.${kind}`), 'utf8'));
    }
    await page.waitForFunction(() => location.hash.startsWith('#lab&view=compare&') && location.hash.includes('&sprt=on'), null, { timeout: 10_000 });
    await page.locator('[data-testid=lab-compare-sheet]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(resultsDir(), 'lab-sprt-sheet.png') });
  }, 240_000);
});
