// @vitest-environment node
/**
 * The planner in the built app (issue 19 §1-§3), headless Chromium on SwiftShader at 1280x720:
 * Autoplay plays the planner by default, thinking in its Web Worker while the chamber goes on
 * drawing, and the why-panel beside the chamber lists its plans with their scores; Play's hint
 * shows the planner's plan and draws its ghost without taking it; a worker that cannot be loaded
 * leaves Autoplay saying so and playing greedy; the win-chance graph fills in as a game goes on
 * (whole at once over a bundled record's Replay timeline), marks its biggest swings, and a click
 * on it seeks; in Play too, on a 0/50/100% scale, with a hover that reads the value and the step,
 * short or tall (issue 32). Nothing of the planner's covers the chamber. Screenshots go to test-results/ (planner-*.png).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chamberQuietFor, resultsDir } from './harness';
import { sharedChamber } from './shared';

const chamber = sharedChamber();
const shot = (name: string) => join(resultsDir(), name);

async function open(hash = ''): Promise<Page> {
  const page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  await page.goto(chamber.preview.url + hash);
  await page.waitForFunction(() => !!window.__chamber && window.__chamber.length > 0, null, { timeout: 30_000 });
  return page;
}

/** The area (px²) where an element's box overlaps the chamber's canvas. */
function overCanvas(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const a = document.querySelector(sel)!.getBoundingClientRect();
    const b = document.querySelector('canvas')!.getBoundingClientRect();
    return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  }, selector);
}

/** The chamber's pixels, drawn afresh. */
async function pixels(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const until = window.__chamberFrames + 3;
    await new Promise<void>((done) => { const t = () => { window.__chamberInvalidate?.(); if (window.__chamberFrames >= until) done(); else requestAnimationFrame(t); }; t(); });
    const gl = document.querySelector('canvas')!;
    const c = document.createElement('canvas');
    c.width = 320; c.height = 180;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(gl, 0, 0, c.width, c.height);
    return [...ctx.getImageData(0, 0, c.width, c.height).data];
  });
}

const differing = (a: number[], b: number[]) => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 24) n++;
  return n;
};

/** An attack plan's scores: "1.25 HP · kill 33%" (a small chance keeps a decimal or its fraction: whyWords.ts). */
const KILL = /HP · kill (\d+(\.\d)?%|\d+\/\d+|<0\.1%|>99\.9%)/;

/**
 * Pauses Autoplay while the why-panel shows an attack plan. The pause is clicked in the page in the
 * same moment the plan is seen; a decision the worker was already thinking about may still land
 * after it and show a plan without an attack, and then Autoplay goes on until the next one.
 */
async function pauseOnAnAttackPlan(page: Page): Promise<void> {
  for (let tries = 0; tries < 10; tries++) {
    await page.waitForFunction((kill) => {
      const shown = new RegExp(kill).test(document.querySelector('[data-testid=why-chosen]')?.textContent ?? '') && !!document.querySelector('.why-key');
      if (shown) (document.querySelector('[data-testid=play-pause]') as HTMLButtonElement).click();
      return shown;
    }, KILL.source, { timeout: 120_000, polling: 50 });
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    if (await page.evaluate((kill) => new RegExp(kill).test(document.querySelector('[data-testid=why-chosen]')?.textContent ?? ''), KILL.source)) return;
    await page.click('[data-testid=play-pause]');
  }
  throw new Error('Autoplay never came to rest on an attack plan');
}

describe('the planner in the page', () => {
  it('Autoplay plays the planner by default, and the why-panel lists its plans with their scores while the chamber draws on', async () => {
    const page = await open();
    expect(await page.inputValue('[data-testid=policy]')).toBe('planner');
    await page.waitForSelector('[data-testid=why-chosen]', { timeout: 60_000 });
    // While the worker thinks the chamber's frames go on (drawn where something moves: scene/motion.ts).
    // The test browser shows 15 frames a second (slow-display.ts), a loaded machine fewer; a
    // chamber held up by the planner would show none or one.
    const frames = await page.evaluate(async () => { const f = window.__chamberFrames; await new Promise((r) => setTimeout(r, 1000)); return window.__chamberFrames - f; });
    expect(frames).toBeGreaterThan(2);
    // A plan whose ghost is in the chamber: pause there, before or while the figure carries it out.
    // Paused in the same task that sees the ghost's key: a pause clicked after the wait could land
    // on the next decision, whose plan may have no ghost (failed on CI under load, 2026-12-06).
    await page.waitForFunction(() => {
      if (!document.querySelector('.why-key')) return false;
      document.querySelector<HTMLButtonElement>('[data-testid=play-pause]')!.click();
      return true;
    }, null, { timeout: 60_000 });
    expect(await page.evaluate(() => window.__chamber.playing)).toBe(false);
    await page.click('[data-camera=top]');
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    const chosen = await page.textContent('[data-testid=why-chosen]');
    expect(chosen).toMatch(/▶/);
    expect(chosen).toMatch(/win \d+% of \d+ playouts?/);
    expect(chosen).not.toMatch(/\bpo\b/);
    expect(await page.textContent('.why-sub')).toMatch(/\d+ plans scored by \d+ playouts|\(not searched\)/);
    // How the planner picks, and what its win chance estimates beside the graph's (issue 32 item 5).
    expect(await page.textContent('[data-testid=why-pick]')).toMatch(/^Chosen by halving: .*most playouts/);
    expect(await page.textContent('[data-testid=why-means]')).toMatch(/^win: share of the plan's own playouts won .*The graph's win: greedy play from each activation's start/);
    expect(await page.textContent('.why-key')).toMatch(/in the chamber: .+/);
    // Beside the chamber, never over it; the graph and the timeline under it.
    expect(await overCanvas(page, '[data-testid=why-panel]')).toBe(0);
    expect(await overCanvas(page, '[data-testid=winchance]')).toBe(0);
    await page.screenshot({ path: shot('planner-autoplay-why-top.png') });
    await page.click('[data-camera=three-quarter]');
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: shot('planner-autoplay-why.png') });
    // Going on, the game moves on (the planner keeps answering) and the graph fills in.
    const at = await page.evaluate(() => window.__chamber.length);
    await page.click('[data-testid=play-pause]');
    await page.waitForFunction((n) => window.__chamber.length > n + 5, at, { timeout: 60_000 });
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=winchance]')?.getAttribute('data-known')) >= 3, null, { timeout: 60_000 });
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    expect(await page.$('[data-testid=planner-problem]')).toBeNull();
    // An attack plan: its exact odds (the engine's, in the tooltip as fractions) beside its win chance.
    await page.selectOption('[data-testid=speed]', '8');
    const odds = page.locator('[data-testid=why-chosen] [title^="exact odds"]');
    await pauseOnAnAttackPlan(page);
    expect(await odds.getAttribute('title')).toMatch(/^exact odds \(engine\): .+ at (worker|warrior) \d+, expected HP removed \d+\/\d+, kill \d+\/\d+$/);
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: shot('planner-autoplay-attack.png') });
    // Replay this game: the record keeps the planner's reasons (replay/plan-notes.ts), so Replay
    // shows the same plan at the same moment, with its ghost.
    const shownLive = await page.textContent('[data-testid=why-chosen]');
    const cursor = await page.evaluate(() => window.__chamber.cursor);
    expect(await page.isChecked('[data-testid=keep-reasons]')).toBe(true);
    await page.click('[data-testid=replay-this]');
    await page.waitForFunction(() => window.__chamber.mode === 'replay' && window.__chamber.length > 1, null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(cursor);
    await page.waitForSelector('[data-testid=why-chosen]', { timeout: 10_000 });
    expect(await page.textContent('[data-testid=why-chosen]')).toBe(shownLive);
    expect(await page.textContent('[data-testid=why-panel]')).toMatch(/as the record keeps it/);
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    await page.screenshot({ path: shot('planner-replay-why.png') });
    await page.close();
  }, 300_000);

  it('a planner worker that cannot be loaded: Autoplay says so in one line and plays on with greedy', async () => {
    const page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    await page.route(/planner\.worker[^/]*\.js/, (route) => route.abort());
    await page.goto(chamber.preview.url);
    await page.waitForSelector('[data-testid=planner-problem]', { timeout: 60_000 });
    expect(await page.textContent('[data-testid=planner-problem]')).toMatch(/^Planner unavailable \(the planner's worker failed: .+\): playing greedy\.$/);
    await page.waitForFunction(() => (document.querySelector('[data-testid=policy]') as HTMLSelectElement).value === 'greedy');
    const at = await page.evaluate(() => window.__chamber.length);
    await page.waitForFunction((n) => window.__chamber.length > n + 5, at, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    await page.screenshot({ path: shot('planner-worker-failed.png') });
    await page.close();
  }, 120_000);

  it('Play: the hint shows the planner\'s plan and draws its ghost, without taking it', async () => {
    const page = await open();
    await page.click('[data-mode=play]');
    await page.waitForSelector('[data-testid=activate-Reyes]', { timeout: 30_000 });
    await page.click('[data-testid=activate-Reyes]');
    await page.waitForFunction(() => window.__chamber.activeSoldier === 'Reyes' && window.__chamber.cursor === window.__chamber.length - 1, null, { timeout: 20_000 });
    await page.click('[data-camera=top]');
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    expect(await page.$('[data-testid=why-panel]')).toBeNull();
    const before = await pixels(page);
    const moment = await page.evaluate(() => [window.__chamber.length, window.__chamber.stateHash]);
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=why-chosen]', { timeout: 60_000 });
    expect(await page.textContent('.why-head')).toMatch(/Hint/);
    expect(await page.textContent('[data-testid=why-chosen]')).toMatch(/win \d+%/);
    await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
    const after = await pixels(page);
    // The ghost is drawn; the game did not move.
    expect(differing(before, after)).toBeGreaterThan(20);
    expect(await page.evaluate(() => [window.__chamber.length, window.__chamber.stateHash])).toEqual(moment);
    expect(await overCanvas(page, '[data-testid=why-panel]')).toBe(0);
    await page.screenshot({ path: shot('planner-play-hint.png') });
    await page.close();
  }, 120_000);

  it('the win-chance graph, in Play too: taller than the 26 px strip, a 0/50/100% scale, a hover reads the value and the step, and it draws tall on asking', async () => {
    for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
      const page = await open();
      await page.setViewportSize({ width, height });
      await page.click('[data-mode=play]');
      await page.waitForSelector('[data-testid=activate-Reyes]', { timeout: 30_000 });
      await page.click('[data-testid=activate-Reyes]');
      await page.waitForFunction(() => window.__chamber.activeSoldier === 'Reyes' && window.__chamber.cursor === window.__chamber.length - 1, null, { timeout: 20_000 });
      // In Play: the start and Reyes's activation are measured.
      const graph = '[data-testid=winchance]';
      await page.waitForFunction((g) => Number(document.querySelector(g)?.getAttribute('data-known')) >= 2, graph, { timeout: 60_000 });
      const short = (await page.locator(graph).boundingBox())!;
      expect(short.height).toBeGreaterThanOrEqual(48);
      expect(await overCanvas(page, graph)).toBe(0);
      // The scale: 100% at the plot's top, 50% in its middle, 0% at its bottom.
      const ticks = await page.$$eval('[data-testid=winchance-tick]', (els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        const plot = e.parentElement!.getBoundingClientRect();
        return { text: e.textContent, at: (r.top + r.height / 2 - plot.top) / plot.height };
      }));
      expect(ticks.map((t) => t.text)).toEqual(['100%', '50%', '0%']);
      expect(ticks.map((t) => Math.round(t.at * 100) / 100)).toEqual([0, 0.5, 1]);
      // A hover at Reyes's activation reads its win chance and its step.
      const step = await page.evaluate(() => window.__chamber.length - 1);
      const plot = (await page.locator(`${graph} .wc-plot`).boundingBox())!;
      await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2);
      const hover = page.locator('[data-testid=winchance-hover]');
      await hover.waitFor({ timeout: 5000 });
      expect(await hover.getAttribute('data-step')).toBe(String(step));
      expect(await hover.textContent()).toMatch(new RegExp(`^win \\d+(\\.\\d)?% at step ${step}: round 1, Reyes activates`));
      await page.screenshot({ path: shot(`planner-play-graph-${width}.png`) });
      // Tall on asking, still beside the chamber, never over it; short again on asking.
      await page.click('[data-testid=winchance-size]');
      await page.waitForFunction(([g, h]) => document.querySelector(g as string)!.getBoundingClientRect().height > (h as number) * 1.8, [graph, short.height] as const);
      // The chamber gives up the height (its canvas follows its box on the next measure).
      await page.waitForFunction((g) => {
        const a = document.querySelector(g)!.getBoundingClientRect();
        return a.top >= document.querySelector('canvas')!.getBoundingClientRect().bottom;
      }, graph, { timeout: 5000 });
      const tallPlot = (await page.locator(`${graph} .wc-plot`).boundingBox())!;
      await page.mouse.move(tallPlot.x + 2, tallPlot.y + tallPlot.height / 2);
      await page.waitForFunction(() => document.querySelector('[data-testid=winchance-hover]')?.getAttribute('data-step') === '0');
      expect(await hover.textContent()).toMatch(/^win \d+(\.\d)?% at step 0: round 1, the start/);
      await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
      await page.screenshot({ path: shot(`planner-play-graph-tall-${width}.png`) });
      await page.click('[data-testid=winchance-size]');
      await page.waitForFunction(([g, h]) => Math.abs(document.querySelector(g as string)!.getBoundingClientRect().height - (h as number)) < 1, [graph, short.height] as const);
      expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
      await page.close();
    }
  }, 180_000);

  it('Replay: a bundled record\'s win-chance graph is whole at once, with no worker; it marks its biggest swings, and a click on it seeks', async () => {
    const page = await open('#replay=scenario-a-loss&step=0');
    await page.waitForFunction(() => window.__chamber.recordName === 'scenario-a-loss' && window.__chamber.length > 1, null, { timeout: 30_000 });
    const graph = '[data-testid=winchance]';
    // Shipped with the record (replays/graph/win-chances.json, planner/shippedChances.ts): every
    // point known without a playout, so the planner's worker is never even fetched (an Autoplay
    // page's resource entries do name planner.worker-*.js). The wait is for the chamber's first
    // frame and the chances' chunk, which a loaded machine can hold up.
    await page.waitForFunction((g) => {
      const el = document.querySelector(g);
      return !!el && Number(el.getAttribute('data-points')) > 10 && el.getAttribute('data-known') === el.getAttribute('data-points');
    }, graph, { timeout: 30_000, polling: 100 });
    expect(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /planner\.worker/.test(n)))).toEqual([]);
    // The game is lost: the graph ends at 0%, and its biggest swings are marked.
    await page.evaluate(() => window.__chamber.seek(window.__chamber.length - 1));
    await page.waitForFunction(() => document.querySelector('[data-testid=winchance-now]')?.textContent === 'win 0%');
    const swings = await page.$$eval('[data-testid=swing]', (els) => els.map((e) => e.getAttribute('title') ?? ''));
    expect(swings.length).toBeGreaterThan(0);
    expect(swings.length).toBeLessThanOrEqual(3);
    // A click at three quarters of the graph: the cursor jumps to the moment measured nearest there.
    const box = (await page.locator(graph).boundingBox())!;
    const { length, points } = await page.evaluate(() => ({
      length: window.__chamber.length,
      points: Array.from({ length: window.__chamber.length }, (_, i) => i).filter((i) => i === 0 || i === window.__chamber.length - 1
        || (window.__chamber.eventsAt(i) as { type: string }[]).some((e) => e.type === 'activation.started')),
    }));
    const want = Math.round(0.75 * (length - 1));
    const nearest = points.reduce((best, p) => (Math.abs(p - want) < Math.abs(best - want) ? p : best), points[0]);
    await page.mouse.click(box.x + 0.75 * box.width, box.y + box.height / 2);
    await page.waitForFunction((n) => window.__chamber.cursor === n, nearest, { timeout: 5000 });
    expect(await page.evaluate(() => window.__chamber.playing)).toBe(false);
    // A swing's mark jumps to the activation it happened in.
    const from = Number(/from step (\d+)/.exec(swings[0])![1]);
    await page.click('[data-testid=swing] >> nth=0');
    await page.waitForFunction((n) => window.__chamber.cursor === n, from, { timeout: 5000 });
    await page.click('[data-camera=top]');
    await page.waitForFunction(chamberQuietFor, 400, { timeout: 20_000 });
    expect(await overCanvas(page, graph)).toBe(0);
    await page.screenshot({ path: shot('planner-replay-graph.png') });
    await page.close();
  }, 180_000);
});
