/**
 * The Scenario editor (issue 36 §2) in the built app in headless Chromium at 1280x720: a small
 * scenario built with the palette on a 6x6 board (its problems listed as it is made, then none),
 * played in Play, autoplayed, and the game replayed from its record, which embeds the file; the
 * file shared by link reopens in the editor; a 24x20 board painted. Screenshots of both boards.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chamber, clickSquare, comeToRest, open, shot, waitFor } from './app-harness';
import { chamberQuietFor } from './harness';

async function tool(page: Page, id: string): Promise<void> {
  await page.click(`[data-tool="${id}"]`);
}

async function paintAt(page: Page, id: string, ...squares: string[]): Promise<void> {
  await tool(page, id);
  for (const sq of squares) {
    const before = await page.evaluate(() => window.__chamber.stateHash);
    await clickSquare(page, sq, 0.05);
    await waitFor(page, `the draft painted at ${sq}`, (h) => window.__chamber.stateHash !== h, before);
  }
}

const problems = (page: Page) => page.evaluate(() => Number(document.querySelector('[data-testid=editor-problems]')!.getAttribute('data-count')));
const width = (page: Page) => page.evaluate(() => (window.__chamber.state() as { board: { width: number } }).board.width);

describe('the Scenario editor', () => {
  it('builds a 6x6 scenario, plays it, autoplays it and replays it', async () => {
    const page = await open(chamber.preview.url);
    await page.click('[data-mode=editor]');
    await page.waitForSelector('[data-testid=editor-palette]');
    await page.fill('[data-testid=editor-width]', '6');
    await page.fill('[data-testid=editor-height]', '6');
    await page.fill('[data-testid=editor-title]', 'Six by six');
    await page.fill('[data-testid=editor-id]', 'six');
    await page.click('[data-camera=top]');
    await waitFor(page, 'the 6x6 draft in the chamber', () => (window.__chamber.state() as { board: { width: number } }).board.width === 6);
    await comeToRest(page);
    // A problem as it is made: a worker on a wall is named with its JSON path.
    await paintAt(page, 'alien-worker', 'E4');
    await paintAt(page, 'terrain-#', 'E4');
    await waitFor(page, 'the problem listed', () => document.querySelector('[data-testid=editor-problems]')!.textContent!.includes('aliens.0.at'));
    expect(await page.textContent('[data-testid=editor-problems]')).toContain('worker 1 stands on E4, which is a wall');
    expect(await page.isDisabled('[data-testid=editor-play]')).toBe(true);
    await paintAt(page, 'terrain-.', 'E4');
    await paintAt(page, 'terrain-S', 'C4');
    await paintAt(page, 'terrain-O', 'D3');
    await paintAt(page, 'soldier-Chen', 'B5');
    await paintAt(page, 'alien-worker-dormant', 'E2');
    await waitFor(page, 'no problems', () => document.querySelector('[data-testid=editor-problems]')!.getAttribute('data-count') === '0');
    expect(await problems(page)).toBe(0);
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: shot('scenario-editor-6x6.png') });

    // Shared by link: the URL reopens the same scenario in the editor.
    await page.click('[data-testid=editor-link]');
    const link = await page.evaluate(() => window.location.hash);
    expect(link).toMatch(/^#scenario=/);

    // Play it: a game on the draft's board, its dormant contact not shown to the squad.
    await page.click('[data-testid=editor-play]');
    await waitFor(page, 'Play on the 6x6 board', () => window.__chamber.mode === 'play' && (window.__chamber.state() as { board: { width: number } }).board.width === 6);
    expect(await page.evaluate(() => window.__chamber.figures)).toEqual(['Reyes@B2:8', 'Chen@B5:10', 'alien1@E4:5', 'alien2@E2:5']);
    await page.click('[data-testid=activate-Reyes]');
    await waitFor(page, 'Reyes activated', () => window.__chamber.activeSoldier === 'Reyes');

    // Autoplay it, then replay the game from its record (which embeds the file).
    await page.click('[data-mode=editor]');
    await page.waitForSelector('[data-testid=editor-autoplay]');
    await page.click('[data-testid=editor-autoplay]');
    await waitFor(page, 'the autoplayed game to go on', () => window.__chamber.mode === 'autoplay' && window.__chamber.length > 12, undefined, 60_000);
    await page.click('[data-testid=play-pause]');
    const live = await page.evaluate(() => ({ length: window.__chamber.length, last: window.__chamber.hashAt(window.__chamber.length - 1) }));
    expect(await width(page)).toBe(6);
    await page.click('[data-testid=replay-this]');
    await waitFor(page, 'Replay of the game', () => window.__chamber.mode === 'replay' && window.__chamber.length > 1, undefined, 30_000);
    expect(await width(page)).toBe(6);
    const replayed = await page.evaluate((n) => window.__chamber.hashAt(n - 1), live.length);
    expect(replayed).toBe(live.last);
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();

    // The link opens the editor on the same scenario.
    const other = await open(chamber.preview.url + link);
    await other.waitForSelector('[data-testid=editor-palette]');
    expect(await other.inputValue('[data-testid=editor-title]')).toBe('Six by six');
    expect(await other.inputValue('[data-testid=editor-width]')).toBe('6');
  }, 180_000);

  it('paints a 24x20 board; a bad file opened in the picker is one line and the scenario stays', async () => {
    const page = await open(chamber.preview.url);
    await page.click('[data-mode=editor]');
    await page.waitForSelector('[data-testid=editor-palette]');
    await page.fill('[data-testid=editor-width]', '24');
    await page.fill('[data-testid=editor-height]', '20');
    await waitFor(page, 'the 24x20 draft', () => (window.__chamber.state() as { board: { width: number; height: number } }).board.height === 20);
    await comeToRest(page);
    await paintAt(page, 'terrain-X', 'L10', 'M10');
    await paintAt(page, 'terrain-D', 'H6', 'H7');
    await paintAt(page, 'alien-warrior', 'T15');
    await paintAt(page, 'alien-worker-dormant', 'C18');
    await paintAt(page, 'log', 'V3');
    await page.selectOption('[data-testid=editor-victory]', 'recover-log-and-clear-hostiles');
    await waitFor(page, 'no problems', () => document.querySelector('[data-testid=editor-problems]')!.getAttribute('data-count') === '0');
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: shot('scenario-editor-24x20.png') });

    // Lab it: the Lab's run form on the draft.
    await page.click('[data-testid=editor-lab]');
    await waitFor(page, 'the Lab', () => window.__chamber.mode === 'lab');
    await page.waitForSelector('[data-testid=lab-scenario]');
    expect(await page.inputValue('[data-testid=lab-scenario]')).toBe('file:my-scenario');
    await page.click('[data-mode=editor]');
    await page.waitForSelector('[data-testid=editor-autoplay]');

    await page.click('[data-testid=editor-autoplay]');
    await waitFor(page, 'Autoplay on the 24x20 board', () => window.__chamber.mode === 'autoplay' && (window.__chamber.state() as { board: { width: number } }).board.width === 24);
    await page.click('[data-testid=play-pause]');
    await page.setInputFiles('[data-testid=scenario-open]', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'star-chamber-scenario', version: 1, title: 'x', board: '####\n#..#\n#..#\n####', soldiers: [{ name: 'Reyes', at: 'A1' }] })) });
    await waitFor(page, 'the refusal', () => document.querySelector('[data-testid=scenario-refusal]') !== null);
    expect(await page.textContent('[data-testid=scenario-refusal]')).toBe('broken.json: scenario: soldiers.0.at: Reyes stands on A1, which is a wall');
    expect(await width(page)).toBe(24);
  }, 120_000);
});
