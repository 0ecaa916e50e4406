// @vitest-environment node
/**
 * Lab mode (issue 18 §5) in the built app in headless Chromium: the tab loads the Lab lazily; a
 * small batch runs on Web Workers and its summary is `chamber autoplay --json`'s, drawn as Plot
 * charts; Stop ends a long one, which goes on meanwhile in Autoplay; the compare view and the
 * firing range give `chamber compare` and `chamber firing-range`'s numbers; a game of a report
 * opens in Replay at its deciding moment; bad settings are one line; at 1024 px the top bar with
 * its five tabs stays one line. Screenshots go to test-results/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from './harness';
import { sharedChamber } from './shared';
import { main } from '../../src/cli/main';
import { keptRecord } from '../../src/lab/report/kept-record';
import type { RunSpec } from '../../src/lab/run-spec';

const shared = sharedChamber();
let page: Page;
const shot = (name: string) => join(resultsDir(), name);

async function chamber(...argv: string[]): Promise<Record<string, unknown>> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  return JSON.parse(out);
}

function untimed(summary: unknown): Record<string, unknown> {
  const { gamesPerSecond: _g, wallSeconds: _w, ...rest } = summary as Record<string, unknown>;
  return rest;
}

/** waitForFunction that says what it waited for and the Lab's state when it times out. */
async function waitFor(what: string, fn: () => boolean, timeout = 60_000): Promise<void> {
  try {
    await page.waitForFunction(fn, null, { timeout, polling: 100 });
  } catch (err) {
    const lab = await page.evaluate(() => JSON.stringify({ mode: window.__chamber?.mode, lab: window.__lab && { running: window.__lab.running, progress: window.__lab.progress, error: window.__lab.error, busy: window.__lab.busy } })).catch(() => 'page gone');
    throw new Error(`timed out waiting for ${what}; ${lab}\n${(err as Error).message.split('\n')[0]}`);
  }
}

async function openLab(viewport = { width: 1280, height: 720 }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto('about:blank');
  await page.goto(shared.preview.url);
  await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 0 && window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
  await page.click('[data-mode=lab]');
  await page.waitForSelector('[data-testid=lab-run]', { timeout: 30_000 });
}

async function runBatch(games: number, seed: number, squadAi = 'greedy'): Promise<void> {
  await page.click('[data-lab-view=batch]');
  await page.fill('[data-testid=lab-games]', String(games));
  await page.fill('[data-testid=lab-seed]', String(seed));
  await page.selectOption('[data-testid=lab-squad-ai]', squadAi);
  await page.click('[data-testid=lab-run]');
}

/** Plot's SVG charts drawn inside `selector` (Plot gives each its own "plot-..." class). */
const plotsIn = (selector: string) => page.evaluate((sel) => document.querySelectorAll(`${sel} svg[class^=plot]`).length, selector);

// One page for the whole file, on the shared preview and browser (shared.ts).
beforeAll(async () => {
  page = await shared.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
});

describe('Lab mode', () => {
  it('loads lazily with its tab; a batch on Web Workers gives chamber autoplay --json\'s summary, drawn as charts', async () => {
    await page.goto(shared.preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    const labScripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /LabPanel|lab\.worker/.test(n)).length);
    expect(await labScripts()).toBe(0);
    await openLab();
    expect(await page.evaluate(() => window.__chamber.mode)).toBe('lab');
    await runBatch(6, 5);
    await waitFor('the batch to finish', () => window.__lab!.running === null && window.__lab!.summary !== null);
    expect(await labScripts()).toBeGreaterThanOrEqual(2); // the panel's chunk and the worker's
    const summary = await page.evaluate(() => window.__lab!.summary);
    const cli = await chamber('autoplay', '--games', '6', '--seed', '5', '--squad-ai', 'greedy', '--workers', '1', '--json');
    expect(untimed(summary)).toEqual(untimed(cli));
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    // Plot's SVG: the win rate with its interval (a dot), the rounds histogram, a chart per soldier count.
    expect(await plotsIn('[data-testid=lab-win-rate]')).toBe(1);
    expect(await page.locator('[data-testid=lab-win-rate] svg circle').count()).toBe(1);
    expect(await plotsIn('[data-testid=lab-rounds]')).toBe(1);
    expect(await page.locator('[data-testid=lab-rounds] svg rect').count()).toBeGreaterThan(0);
    expect(await plotsIn('.lab-grid')).toBe(7);
    expect(await page.textContent('[data-testid=lab-batch-report] .lab-headline')).toContain(`${cli.wins} wins`);
    expect(await page.locator('[data-testid=lab-answers] dt').count()).toBe(9);
    expect(await page.locator('[data-testid=lab-games-list] tbody tr').count()).toBe(6);
    await page.screenshot({ path: shot('lab-batch.png') });
    // No soldier was revived in these games (issue 32 item 2): the revived chart's bars have no
    // length and its axis runs from 0 (Plot's [0, 0] domain drew them full width over "0.000000").
    expect(Object.values((summary as { perSoldier: Record<string, { revived: number }> }).perSoldier).every((p) => p.revived === 0)).toBe(true);
    const revived = await page.evaluate(() => {
      const svg = document.querySelector('[data-testid=lab-soldier-revived] svg')!;
      return {
        widths: [...svg.querySelectorAll('g[aria-label=bar] rect')].map((r) => Number(r.getAttribute('width') ?? 0)),
        ticks: [...svg.querySelectorAll('g[aria-label="x-axis tick label"] text')].map((t) => t.textContent ?? ''),
      };
    });
    expect(revived.widths).toHaveLength(5);
    for (const w of revived.widths) expect(w).toBeLessThan(0.5);
    expect(Number(revived.ticks[0])).toBe(0);
    expect(revived.ticks.length).toBeGreaterThan(2);
    for (const t of revived.ticks) expect(Number(t)).toBeLessThanOrEqual(1);
    expect(revived.ticks).not.toContain('0.000000');
    // HP removed per game carries each soldier's 95% interval (issue 32 item 12), as report.json's hpRemovedPerGame.
    const level = await page.$$eval('[data-testid=lab-soldier-hpRemoved] svg g[aria-label=rule] line', (ls) => ls.filter((l) => l.getAttribute('y1') === l.getAttribute('y2')).length);
    expect(level).toBe(5); // one interval a soldier (the zero rule is upright)
    await page.locator('.lab-grid').scrollIntoViewIfNeeded();
    await page.locator('.lab-grid').screenshot({ path: shot('lab-batch-soldiers.png') });
    await page.locator('[data-testid=lab-answers]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('lab-batch-answers.png') });
    await page.locator('[data-testid=lab-games-list]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('lab-batch-games.png') });
  }, 120_000);

  it('a game of the report opens in Replay at its deciding moment, carried in the URL; the report is there on coming back', async () => {
    const spec: RunSpec = { scenario: 'A', games: 6, seed: 5, squadAi: 'greedy', variants: {}, overrides: [] };
    const best = await page.evaluate(() => Number(document.querySelector('[data-testid=lab-open-best]')!.closest('li')!.textContent!.match(/game (\d+)/)![1]));
    const expected = keptRecord(spec, best).moment.step;
    await page.click('[data-testid=lab-open-best]');
    await waitFor('the game in Replay', () => window.__chamber.mode === 'replay' && window.__chamber.recordName !== null);
    expect(await page.evaluate(() => window.__chamber.recordName)).toBe(`link:lab-A-seed${5 + best}`);
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(expected);
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    await waitFor('the record in the URL', () => /^#record=[\w-]+&step=\d+$/.test(location.hash), 10_000);
    expect(await page.evaluate(() => location.hash)).toMatch(new RegExp(`&step=${expected}$`));
    // Five tabs and a long phase line at 1280: the top bar is still one line (the phase line gives way).
    expect(await page.evaluate(() => document.querySelector('.topbar')!.getBoundingClientRect().height)).toBeLessThan(45);
    await page.screenshot({ path: shot('lab-replay-best.png') });
    // Any game of the list opens too (the last one's row).
    await page.click('[data-mode=lab]');
    await page.waitForSelector('[data-game="5"]');
    // The URL names no record now, but the Lab's view and settings (issue 34 §5, lab-link.ts).
    await page.waitForFunction(() => location.hash.startsWith('#lab&view=batch&'), null, { timeout: 10_000 });
    await page.click('[data-game="5"]');
    await waitFor('game 5 in Replay', () => window.__chamber.mode === 'replay' && window.__chamber.recordName === 'link:lab-A-seed10');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(keptRecord(spec, 5).moment.step);
  }, 90_000);

  it('Stop ends a long batch, which goes on meanwhile while Autoplay plays; the report covers the games played', async () => {
    await openLab();
    // Giving way (the default): while Autoplay plays, the workers rest four times as long as they play.
    expect(await page.isChecked('[data-testid=lab-give-way]')).toBe(true);
    await runBatch(3000, 1, 'random');
    await waitFor('progress', () => (window.__lab!.progress?.done ?? 0) > 0, 30_000);
    expect(await page.isVisible('[data-testid=lab-progress]')).toBe(true);
    expect(await page.textContent('[data-testid=lab-progress]')).toMatch(/^\d+\/3000 games, win rate \d+\.\d%, ETA /);
    // In Autoplay the chamber plays on and the batch goes on in the background.
    await page.click('[data-mode=autoplay]');
    const at = await page.evaluate(() => [window.__chamber.length, window.__lab!.progress!.done]);
    // Both move on (waited for, not timed: a busy machine takes longer than 2.5 s for a game step).
    await page.waitForFunction(([length, done]) => window.__chamber.length > length && (window.__lab!.progress?.done ?? -1) > done, at, { timeout: 30_000, polling: 100 });
    // The Lab tab says how far the run is; the top bar stays one line with it.
    expect(await page.textContent('[data-testid=lab-badge]')).toMatch(/^ \d+%$/);
    expect(await page.evaluate(() => document.querySelector('.topbar')!.getBoundingClientRect().height)).toBeLessThan(45);
    await page.click('[data-mode=lab]');
    await page.click('[data-testid=lab-stop]');
    await waitFor('the stop', () => window.__lab!.running === null, 10_000);
    expect(await page.evaluate(() => window.__lab!.batchComplete)).toBe(false);
    expect(await page.locator('[data-testid=lab-badge]').count()).toBe(0);
    const played = await page.evaluate(() => (window.__lab!.summary as { games: number }).games);
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(3000);
    const headline = (await page.textContent('[data-testid=lab-batch-report] .lab-headline'))!;
    expect(headline).toContain(`Stopped: ${played} of 3000 games played.`);
    // The seeds named are the games played, not the run's 1..3000 (issue 32 item 3).
    const seeds = headline.match(/\((seeds? [\d., ]+), squad AI/)![1];
    const named = [...seeds.matchAll(/(\d+)(?:\.\.(\d+))?/g)].reduce((n, m) => n + (m[2] ? Number(m[2]) - Number(m[1]) + 1 : 1), 0);
    expect(named, seeds).toBe(played);
    expect(seeds).not.toContain('3000');
  }, 120_000);

  it('the compare view: each side\'s win rate, the difference with its interval and McNemar\'s p, as chamber compare --json', async () => {
    await page.click('[data-lab-view=compare]');
    await page.fill('[data-testid=lab-games]', '8');
    await page.fill('[data-testid=lab-seed]', '3');
    await page.selectOption('[data-testid=lab-squad-ai]', 'greedy');
    // Side b starts with the change the last batch's report proposes (issue 32 item 10: it said
    // hp=6 while b held ap=3); the batch's rules (the kit's) are a's and b's.
    await page.click('[data-lab-view=batch]');
    const proposal = (await page.locator('[data-testid=lab-answers] dd').last().textContent())!.match(/Change (\S+) and measure/)![1];
    await page.click('[data-lab-view=compare]');
    expect(await page.locator('[data-testid=lab-rules-b] .chip').allTextContents()).toEqual([`${proposal}×`]);
    expect(await page.locator('[data-testid=lab-rules-a] .chip').count()).toBe(0);
    expect(await page.textContent('[data-testid=lab-compare-prefill]')).toContain(`with ${proposal}, the change its report proposes`);
    await page.click('[data-testid=lab-run]');
    await waitFor('the comparison', () => window.__lab!.running === null && window.__lab!.comparison !== null);
    const comparison = await page.evaluate(() => window.__lab!.comparison);
    const cli = await chamber('compare', '--games', '8', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--b-override', proposal, '--json');
    expect(JSON.parse(JSON.stringify(comparison))).toEqual(cli);
    expect(await plotsIn('[data-testid=lab-compare-sides]')).toBe(1);
    expect(await page.locator('[data-testid=lab-compare-sides] svg circle').count()).toBe(2);
    expect(await plotsIn('[data-testid=lab-compare-diff]')).toBe(1);
    expect(await plotsIn('[data-testid=lab-compare-report] .lab-grid')).toBe(4);
    expect(await page.textContent('[data-testid=lab-compare-verdict]')).toContain(`exact McNemar p = ${(cli.pValue as number).toPrecision(4)}`);
    await page.screenshot({ path: shot('lab-compare.png') });
    await page.locator('[data-testid=lab-discordant]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('lab-compare-games.png') });
  }, 120_000);

  it('the firing range: chamber firing-range --json\'s rows, measured beside exact', async () => {
    await page.click('[data-lab-view=firing]');
    await page.fill('[data-testid=lab-attacks]', '30');
    await page.click('[data-testid=lab-run]');
    await waitFor('the range', () => window.__lab!.running === null && window.__lab!.rangeRows !== null);
    const rows = await page.evaluate(() => window.__lab!.rangeRows);
    expect(rows).toEqual((await chamber('firing-range', '--attacks', '30', '--seed', '1', '--json')).rows);
    expect(await plotsIn('[data-testid=lab-range-hp]')).toBe(1);
    expect(await plotsIn('[data-testid=lab-range-kill]')).toBe(1);
    await page.screenshot({ path: shot('lab-firing.png') });
  }, 90_000);

  it('the firing range under a changed rule (issue 32 item 12): shotgun damage +1, as chamber firing-range --override', async () => {
    await page.click('[data-lab-view=firing]');
    await page.fill('[data-testid=lab-override-firing]', 'weapons.shotgun.damage=3');
    await page.press('[data-testid=lab-override-firing]', 'Enter');
    expect(await page.textContent('[data-testid=lab-rules-firing] .chip')).toContain('weapons.shotgun.damage=3');
    expect(await page.textContent('.lab-line')).toBe('chamber firing-range --attacks 30 --seed 1 --override weapons.shotgun.damage=3 --json');
    await page.click('[data-testid=lab-run]');
    await waitFor('the range', () => window.__lab!.running === null && (window.__lab!.rangeRows as unknown[] | null)?.length === 40
      && document.querySelector('[data-testid=lab-firing-report] .lab-headline')!.textContent!.includes('weapons.shotgun.damage=3'));
    const rows = await page.evaluate(() => window.__lab!.rangeRows) as { soldier: string; exact: { kill: string } }[];
    expect(rows).toEqual((await chamber('firing-range', '--attacks', '30', '--seed', '1', '--override', 'weapons.shotgun.damage=3', '--json')).rows);
    expect(rows.find((r) => r.soldier === 'Chen')!.exact.kill).toBe('11/54'); // was 11/72 (chamber attack-odds)
    // Each row's HP removed per attack carries its 95% interval (normal approximation over the 30 attacks).
    const level = await page.$$eval('[data-testid=lab-range-hp] svg g[aria-label=rule] line', (ls) => ls.filter((l) => l.getAttribute('y1') === l.getAttribute('y2')).length);
    expect(level).toBe(40);
    await page.screenshot({ path: shot('lab-firing-shotgun-plus-one.png') });
    // Back to the kit's rules for the tests after.
    await page.click('[data-testid=lab-rules-firing] .chip button');
  }, 90_000);

  it('a bad setting is one line naming it, and nothing runs', async () => {
    await page.click('[data-lab-view=batch]');
    await page.fill('[data-testid=lab-games]', 'many');
    await page.click('[data-testid=lab-run]');
    expect(await page.textContent('[data-testid=lab-error]')).toBe('games must be a whole number from 1 to 1000000, got "many"');
    expect(await page.evaluate(() => window.__lab!.running)).toBeNull();
    await page.fill('[data-testid=lab-games]', '2');
    await page.fill('[data-testid=lab-seed]', '4294967295');
    await page.click('[data-testid=lab-run]');
    expect(await page.textContent('[data-testid=lab-error]')).toBe('seed 4294967295 with games 2 would play seeds up to 4294967296, past 4294967295: give seed 4294967294 or less');
    await page.fill('[data-testid=lab-override-batch]', 'aliens.worker.hpp=6');
    await page.press('[data-testid=lab-override-batch]', 'Enter');
    expect(await page.textContent('[data-testid=lab-override-problem-batch]')).toMatch(/^override "aliens\.worker\.hpp=6": unknown ruleset path "aliens\.worker\.hpp"/);
    await page.fill('[data-testid=lab-override-batch]', 'aliens.worker.hp=6');
    await page.press('[data-testid=lab-override-batch]', 'Enter');
    expect(await page.textContent('[data-testid=lab-rules-batch] .chip')).toContain('aliens.worker.hp=6');
    // While a setting is bad there is no command line to show; once good, the run's own line.
    expect(await page.locator('.lab-line').count()).toBe(0);
    await page.fill('[data-testid=lab-seed]', '4294967294');
    expect(await page.textContent('.lab-line')).toBe('chamber autoplay --scenario A --games 2 --seed 4294967294 --squad-ai greedy --override aliens.worker.hp=6 --json');
  }, 30_000);

  it('at 1024x700 the top bar with its five tabs stays one line, and the Lab\'s controls are in view', async () => {
    await openLab({ width: 1024, height: 700 });
    const bar = await page.evaluate(() => document.querySelector('.topbar')!.getBoundingClientRect().height);
    expect(bar).toBeLessThan(45);
    const run = (await page.locator('[data-testid=lab-run]').boundingBox())!;
    expect(run.y + run.height).toBeLessThanOrEqual(700);
    await page.screenshot({ path: shot('lab-narrow-1024.png') });
    await page.click('[data-mode=autoplay]');
    await page.waitForSelector('[data-testid=save-record]');
    expect(await page.evaluate(() => document.querySelector('.topbar')!.getBoundingClientRect().height)).toBeLessThan(45);
    await page.screenshot({ path: shot('lab-narrow-1024-autoplay.png') });
  }, 60_000);
});
