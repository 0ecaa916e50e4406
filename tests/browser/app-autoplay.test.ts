// @vitest-environment node
/**
 * Autoplay in the built app: it opens on a running game on a painted canvas and rounds advance;
 * "Replay this game" and "Take over". Screenshots go to test-results/; the helpers are app-
 * harness.ts's.
 */
import { describe, expect, it } from 'vitest';
import { open, paintedPixels, waitFor, overlapArea, pausedAutoplay, comeToRest, chamber, shot } from './app-harness';

describe('the built app: Autoplay', () => {
  it('opens into a running autoplay game on a painted canvas, and rounds advance', async () => {
    const page = await open(chamber.preview.url);
    expect(await page.evaluate(() => window.__chamber.mode)).toBe('autoplay');
    await page.waitForFunction(() => window.__chamber.length > 10, null, { timeout: 15_000 });
    // Painted once its frames are in (the condition, not a fixed pause).
    await expect.poll(async () => (await paintedPixels(page)).painted, { timeout: 10_000 }).toBeGreaterThan(160 * 90 * 0.3);
    const px = await paintedPixels(page);
    expect(px.colours).toBeGreaterThan(20);
    // The side panels fill in once the chamber's first frame is drawn.
    expect(await page.evaluate(() => window.__chamberFirstFrame !== undefined)).toBe(true);
    // The cover legend is in view beside the chamber (under the cards it was below the fold).
    const legend = (await page.getByTestId('legend').boundingBox())!;
    expect(legend.y + legend.height).toBeLessThanOrEqual(720);
    expect(await overlapArea(page, '[data-testid=legend]', 'canvas')).toBe(0);
    // The start-up marks the bench breaks the first frame down by, once each and in order.
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('chamber:')));
    expect(marks).toEqual(['chamber:main', 'chamber:renderer-asked', 'chamber:context', 'chamber:first-frame']);
    await page.waitForSelector('[data-soldier=Reyes]', { timeout: 5000 });
    await page.waitForSelector('[data-testid=log]', { timeout: 5000 });
    // All the Autoplay controls (Save record and the sheet too) are in view, none below the panel's fold.
    expect(await page.evaluate(() => { const m = document.querySelector('.modebar')!; return m.scrollHeight - m.clientHeight; })).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('autoplay.png') });
    await page.selectOption('[data-testid=speed]', '8');
    await page.waitForFunction(() => (window.__chamber.round ?? 0) >= 2 || window.__chamber.outcome !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__chamber.logLength)).toBeGreaterThan(20);
    // The live game runs through the statecharts: the badge reads the actor's active state.
    expect(await page.textContent('[data-testid=chart]')).toMatch(/^statechart · (squad phase|alien phase|squad refresh|end of round|victory|defeat)/);
    // The top-down rulings view with sight lines from a selected soldier and fog of war.
    await page.click('[data-testid=play-pause]');
    await page.click('[data-camera=top]');
    await page.check('[data-overlay=sight]');
    await page.check('[data-overlay=fog]');
    await page.click('[data-soldier=Voss]');
    await page.waitForSelector('[data-testid=sight-panel]');
    expect(await page.textContent('[data-testid=sight-panel]')).toMatch(/Sight from Voss/);
    // The verdicts sit beside the chamber, not over the squares they are about.
    expect(await overlapArea(page, '[data-testid=sight-panel]', 'canvas')).toBe(0);
    await comeToRest(page); // paused: the camera's move to the top view has ended
    await page.screenshot({ path: shot('autoplay-top.png') });
    await page.close();
  }, 60_000);

  it('Autoplay: "Replay this game" opens the game so far in Replay at the same moment, with a link to it', async () => {
    const { page, moment: live } = await pausedAutoplay(chamber.preview.url, 20);
    await page.click('[data-testid=replay-this]');
    await page.waitForFunction(() => window.__chamber.mode === 'replay' && window.__chamber.recordName === 'link:chamber-A-seed1');
    expect(await page.evaluate(() => ({ cursor: window.__chamber.cursor, state: window.__chamber.stateHash, error: window.__chamber.error })))
      .toEqual({ ...live, error: null });
    await page.waitForFunction((c) => window.location.hash.startsWith('#record=') && window.location.hash.endsWith(`&step=${c}`), live.cursor);
    await page.close();
  }, 60_000);

  it('Autoplay: "Take over" hands the squad to the person at this moment; Play goes on from there', async () => {
    const { page, moment: at } = await pausedAutoplay(chamber.preview.url, 15);
    await page.click('[data-testid=take-over]');
    await waitFor(page, 'Play', () => window.__chamber.mode === 'play');
    // The game so far is kept up to this moment; the engine's own steps then run to the squad's turn.
    expect(await page.evaluate((c) => window.__chamber.hashAt(c), at.cursor)).toBe(at.state);
    await waitFor(page, 'the squad to decide', () => document.querySelector('.modebar .prompt')?.textContent?.startsWith('Choose a soldier') === true
      || / AP — hover a square/.test(document.querySelector('.modebar .prompt')?.textContent ?? ''), undefined, 30_000);
    expect(await page.evaluate(() => window.__chamber.seed)).toBe(1);
    await page.close();
  }, 60_000);
});
