// @vitest-environment node
/**
 * The Lab's Ladder view (issue 33 §4) in the built app in headless Chromium: a tiny ladder (4
 * games a rung, budgets 1 and 2) runs on the page's Web Workers and gives `chamber ladder
 * --json`'s rungs and plateau; the chart (win rate by budget on a log2 axis, its band, random and
 * greedy marked), the table of rungs and the plateau sentence are drawn; the command line is
 * shown; bad budgets are one line. A ladder with a mechanic denied (`--deny`, issue 33 §C) carries
 * it into the command line, the run and each rung's games, which open in Replay as a batch's do.
 * Screenshots at 1440x900 in test-results/lab-ladder.png, lab-ladder-deny-games.png and
 * lab-ladder-replay.png. A 50-game ladder shows the playtest sheet under greedy and under the top
 * rung side by side, the verdicts that differ marked "depends on the squad AI" as in chamber ladder
 * --report's report.json (issue 33 §2; lab-ladder-sheet.png).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from './harness';
import { sharedChamber } from './shared';
import { main } from '../../src/cli/main';
import { keptRecord } from '../../src/lab/report/kept-record';
import type { RunSpec } from '../../src/lab/run-spec';

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

describe('the Lab\'s Ladder view', () => {
  it('a tiny ladder gives chamber ladder --json\'s rungs and plateau, drawn as a chart over its table and verdict', async () => {
    await page.goto(shared.preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await page.click('[data-mode=lab]');
    await page.waitForSelector('[data-testid=lab-run]', { timeout: 30_000 });
    await page.click('[data-lab-view=ladder]');
    // The default is small: 20 games a rung, budgets 1,2,4,8.
    expect(await page.inputValue('[data-testid=lab-ladder-budgets]')).toBe('1,2,4,8');
    await page.fill('[data-testid=lab-ladder-budgets]', '2,1');
    await page.click('[data-testid=lab-run]');
    expect(await page.textContent('[data-testid=lab-error]')).toBe('budgets "2,1": budgets must rise (2 then 1)');
    await page.fill('[data-testid=lab-ladder-games]', '4');
    await page.fill('[data-testid=lab-ladder-seed]', '31');
    await page.fill('[data-testid=lab-ladder-budgets]', '1,2');
    expect(await page.textContent('.lab-line')).toBe('chamber ladder --scenario A --games 4 --seed 31 --budgets 1,2 --json');
    await page.click('[data-testid=lab-run]');
    await waitFor('the ladder to finish', () => window.__lab!.running === null && window.__lab!.ladder !== null);
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    const cli = await chamber('ladder', '--scenario', 'A', '--games', '4', '--seed', '31', '--budgets', '1,2', '--workers', '1', '--json') as { rungs: { wins: number }[]; plateau: { budget: number | null } };
    expect(await page.evaluate(() => window.__lab!.ladder)).toEqual(cli);
    // The chart: one Plot SVG, the band (an area), a point a budget, random and greedy labelled.
    const chart = '[data-testid=lab-ladder-chart]';
    expect(await page.locator(`${chart} svg[class^=plot]`).count()).toBe(1);
    expect(await page.locator(`${chart} svg g[aria-label=area] path`).count()).toBe(1);
    expect(await page.locator(`${chart} svg g[aria-label=dot] circle`).count()).toBe(2);
    const labels = await page.locator(`${chart} svg g[aria-label=text] text`).allTextContents();
    expect(labels.some((t) => t.startsWith('random '))).toBe(true);
    expect(labels.some((t) => t.startsWith('greedy '))).toBe(true);
    expect(labels.includes(`plateau from budget ${cli.plateau.budget}`)).toBe(cli.plateau.budget !== null);
    // The table: a row a rung, wins as the CLI's; the verdict in the CLI's words.
    const rows = page.locator('[data-testid=lab-ladder-table] tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await page.locator('[data-testid=lab-ladder-table] tbody td:nth-child(4)').allTextContents()).toEqual(cli.rungs.map((r) => String(r.wins)));
    const verdict = await page.textContent('[data-testid=lab-ladder-verdict]');
    expect(verdict).toMatch(cli.plateau.budget === null ? /^No plateau yet: raise the budgets/ : new RegExp(`^Plateau from budget ${cli.plateau.budget}: .*The rules' own difficulty for good play is about \\d+\\.\\d%`));
    // Budget 1 is greedy's own play (search.ts weighed), and the view says so under the table.
    expect(await page.textContent('[data-testid=lab-ladder-budget-one]')).toMatch(/^planner 1 weighs greedy's choice alone/);
    await page.screenshot({ path: join(resultsDir(), 'lab-ladder.png') });
  }, 240_000);

  it('--deny: a denied mechanic is in the command line and the run (chamber ladder --deny\'s rungs); a rung\'s game opens in Replay as that rung played it', async () => {
    await page.fill('[data-testid=lab-ladder-games]', '2');
    await page.fill('[data-testid=lab-ladder-seed]', '31');
    await page.fill('[data-testid=lab-ladder-budgets]', '1');
    await page.check('[data-testid=lab-ladder-deny] [data-deny=brace]');
    expect(await page.textContent('.lab-line')).toBe('chamber ladder --scenario A --games 2 --seed 31 --budgets 1 --deny brace --json');
    await page.click('[data-testid=lab-run]');
    await waitFor('the denied ladder to finish', () => window.__lab!.running === null && window.__lab!.ladder !== null
      && (window.__lab!.ladder as { rungs: unknown[] }).rungs.length === 3);
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    const cli = await chamber('ladder', '--scenario', 'A', '--games', '2', '--seed', '31', '--budgets', '1', '--deny', 'brace', '--workers', '1', '--json');
    expect(await page.evaluate(() => window.__lab!.ladder)).toEqual(cli);
    expect(await page.textContent('[data-testid=lab-ladder-report] .lab-headline')).toContain('the squad denied brace.');
    // Each rung's games: the top rung's at first; greedy's game 1 (seed 32) opens at its deciding moment.
    expect(await page.inputValue('[data-testid=lab-ladder-rung]')).toBe('2');
    expect(await page.textContent('[data-testid=lab-ladder-rung-games] h3')).toBe('Games of the rung planner 1');
    await page.selectOption('[data-testid=lab-ladder-rung]', '1');
    expect(await page.textContent('[data-testid=lab-ladder-rung-games] h3')).toBe('Games of the rung greedy');
    expect(await page.locator('[data-testid=lab-ladder-rung-games] tbody tr').count()).toBe(2);
    await page.locator('[data-testid=lab-ladder-rung-games]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(resultsDir(), 'lab-ladder-deny-games.png') });
    const greedy: RunSpec = { scenario: 'A', games: 2, seed: 31, squadAi: 'greedy', variants: {}, overrides: [], deny: ['brace'] };
    const denied = keptRecord(greedy, 1).moment.step;
    // The denial changes this game (so the Replay below shows the rung's game, not the kit squad's).
    expect(keptRecord({ ...greedy, deny: [] }, 1).moment.step).not.toBe(denied);
    await page.click('[data-testid=lab-ladder-rung-games] [data-game="1"]');
    await waitFor('greedy\'s game 1 in Replay', () => window.__chamber.mode === 'replay' && window.__chamber.recordName === 'link:lab-A-seed32-bygreedy');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(denied);
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    await page.screenshot({ path: join(resultsDir(), 'lab-ladder-replay.png') });
  }, 240_000);
  it('a plateau a short run may have placed too low: the verdict adds that the top rung wins significantly more than the plateau\'s, as the CLI says', async () => {
    await page.click('[data-mode=lab]');
    await page.waitForSelector('[data-testid=lab-run]', { timeout: 30_000 });
    await page.click('[data-lab-view=ladder]');
    await page.uncheck('[data-testid=lab-ladder-deny] [data-deny=brace]');
    await page.fill('[data-testid=lab-ladder-games]', '50');
    await page.fill('[data-testid=lab-ladder-seed]', '1');
    await page.fill('[data-testid=lab-ladder-budgets]', '1,2,4');
    expect(await page.textContent('.lab-line')).toBe('chamber ladder --scenario A --games 50 --seed 1 --budgets 1,2,4 --json');
    await page.click('[data-testid=lab-run]');
    await waitFor('the 50-game ladder to finish', () => window.__lab!.running === null && window.__lab!.ladder !== null
      && (window.__lab!.ladder as { rungs: { games: number }[] }).rungs[0]!.games === 50);
    expect(await page.evaluate(() => window.__lab!.error)).toBeNull();
    // Every doubling's step is too small for 50 games to see (plateau from budget 1), but 1 to 4 is not.
    const verdict = await page.textContent('[data-testid=lab-ladder-verdict]');
    expect(verdict).toMatch(/^Plateau from budget 1: /);
    expect(verdict).toContain('But budget 4 wins significantly more than budget 1 (+18.0 points, Newcombe 95% +2.9 to +32.5, McNemar p 0.0352)');
    expect(verdict).toContain('so the plateau may lie higher; more games would place it.');
    await page.locator('[data-testid=lab-ladder-verdict]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(resultsDir(), 'lab-ladder-short-run.png') });
    // The playtest sheet under greedy and under budget 4, side by side (§2), as chamber ladder
    // --report's report.json has it: each verdict, and "depends on the squad AI" where they differ.
    const dir = mkdtempSync(join(tmpdir(), 'lab-ladder-'));
    await chamber('ladder', '--scenario', 'A', '--games', '50', '--seed', '1', '--budgets', '1,2,4', '--workers', '1', '--report', dir, '--json');
    const answers = (JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { answers: { question: string; stable: boolean; greedy: { verdict: string }; planner: { verdict: string } }[] }).answers;
    const sheet = '[data-testid=lab-ladder-sheet]';
    const unstable = answers.filter((a) => !a.stable).length;
    expect(unstable).toBeGreaterThan(0);
    expect(await page.textContent(`${sheet} h3`)).toBe('The playtest sheet under greedy and under the planner at budget 4');
    expect(await page.textContent(`${sheet} p`)).toMatch(new RegExp(`^${unstable} of the 9 verdicts depend on the squad AI: `));
    expect(await page.locator(`${sheet} tbody tr`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-changed') === 'true'))).toEqual(answers.map((a) => !a.stable));
    expect(await page.locator(`${sheet} tbody th`).allTextContents()).toEqual(answers.map((a) => `${a.question}${a.stable ? '' : 'depends on the squad AI'}`));
    expect(await page.locator(`${sheet} tbody td b`).allTextContents()).toEqual(answers.flatMap((a) => [a.greedy.verdict, a.planner.verdict]));
    await page.locator(sheet).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(resultsDir(), 'lab-ladder-sheet.png') });
  }, 240_000);
});
