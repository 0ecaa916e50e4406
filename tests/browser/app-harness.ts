/**
 * What the app's browser tests share (app-*.test.ts, one file a mode): the built app served and a
 * Chromium on SwiftShader for the importing file (shared.ts), pages opened on it, and the helpers
 * that read the chamber: its painted pixels, its static layer cache, clicks on squares, waits on
 * the app's state (never on the clock, but where a test watches that nothing happens for a while).
 */
import { beforeAll, expect } from 'vitest';
import { renameSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chamberQuietFor, resultsDir } from './harness';
import { sharedChamber } from './shared';
import { makePolicy } from '../../src/ai/policies';
import { runGame } from '../../src/runner';

export const chamber = sharedChamber();
let recordPath: string;
/** A random-squad Scenario A record of seed 11, written once for the importing file. */
export const fixtureRecord = (): string => recordPath;
export const shot = (name: string) => join(resultsDir(), name);

function recordFile(seed: number): string {
  const path = join(resultsDir(), `fixture-record-${seed}.json`);
  // Written whole under another name, then renamed: two browser files run at once (vite.config.ts),
  // and one must never read the record half-written by the other.
  const partial = `${path}.${randomUUID()}.partial`;
  writeFileSync(partial, JSON.stringify(runGame({ scenario: 'A', seed, squad: makePolicy('random', seed) })));
  renameSync(partial, path);
  return path;
}

/** The pages open() made, closed when the next one opens (a test that opens one itself adds it here). */
export const pages: Page[] = [];

export const WIDE = { width: 1280, height: 720 };

/**
 * A new page at `url`, the earlier ones closed (one still playing would slow this one's start);
 * `prepare` runs before the page loads: an init script that runs before any of the page's own,
 * or a route (the app fetches some chunks ahead on its own, 2.5 s in, so a route set after
 * open() may come too late).
 */
export async function open(url: string, viewport = WIDE, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  for (const p of pages.splice(0)) if (!p.isClosed()) await p.close();
  const page = await chamber.browser.newPage({ viewport });
  pages.push(page);
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  // A GPU process restart blanks the canvas until the context is restored: worth seeing in CI's log.
  page.on('console', (m) => { if (/Context (Lost|Restored)/.test(m.text())) console.warn(`page: ${m.text()}`); });
  if (prepare) await prepare(page);
  await page.goto(url);
  await page.waitForFunction(() => !!window.__chamber && window.__chamber.length > 0);
  return page;
}

/**
 * Pixels drawn on the WebGL canvas (sampled at 160x90 through a 2D canvas): the canvas has no
 * background of its own (ChamberView), so what is not drawn is transparent; `painted` counts the
 * drawn pixels that are not the page's background colour either, `colours` the distinct colours.
 */
export async function paintedPixels(page: Page): Promise<{ drawn: number; painted: number; colours: number }> {
  return page.evaluate(() => {
    const gl = document.querySelector('canvas')!;
    const c = document.createElement('canvas');
    c.width = 160; c.height = 90;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(gl, 0, 0, c.width, c.height);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let drawn = 0;
    let painted = 0;
    const colours = new Set<number>();
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3] === 0) continue;
      drawn++;
      const bg = Math.abs(d[i] - 11) + Math.abs(d[i + 1] - 16) + Math.abs(d[i + 2] - 32) < 12;
      if (!bg) painted++;
      colours.add((d[i] >> 4) * 256 + (d[i + 1] >> 4) * 16 + (d[i + 2] >> 4));
    }
    return { drawn, painted, colours: colours.size };
  });
}

/** waitForFunction that says what it waited for, and the app's state, when it times out. */
export async function waitFor<A>(page: Page, what: string, fn: (arg: A) => boolean, arg?: A, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(fn as never, arg as never, { timeout });
  } catch (err) {
    const status = await page.evaluate(() => JSON.stringify({
      mode: window.__chamber.mode, round: window.__chamber.round, phase: window.__chamber.phase, cursor: window.__chamber.cursor,
      length: window.__chamber.length, error: window.__chamber.error, hover: window.__chamber.hover, active: window.__chamber.activeSoldier,
    })).catch(() => 'page gone');
    throw new Error(`timed out waiting for ${what}; app: ${status}\n${(err as Error).message.split('\n')[0]}`);
  }
}

/** Asks a paused chamber (it draws on demand, ChamberView) for frames until some come from the static layer cache. */
export async function servedFromCache(page: Page): Promise<void> {
  await waitFor(page, 'frames served from the cache', () => {
    window.__chamberInvalidate?.();
    const c = window.__chamberStaticLayer;
    if (!c) return false;
    const w = window as unknown as { reusedAt?: number };
    w.reusedAt ??= c.stats.reused;
    return c.stats.reused > w.reusedAt + 5;
  });
  await page.evaluate(() => { delete (window as unknown as { reusedAt?: number }).reusedAt; });
}

/**
 * The canvas drawn from the cache against the same instant drawn in full: pixels that differ,
 * painted pixels, frames drawn from the cache and in full. The page's clock is held still meanwhile:
 * the acting figure's ring pulses with r3f's clock (scene/figures/Figure), so frames drawn at two
 * instants differ there whichever way they are drawn; held still, every frame is of one instant.
 */
export async function cachedAgainstFull(page: Page): Promise<{ differing: number; painted: number; cachedFrames: number; plainFrames: number }> {
  return page.evaluate(async () => {
    const canvas = document.querySelector('canvas')!;
    const pixels = () => {
      const c = document.createElement('canvas');
      c.width = canvas.width; c.height = canvas.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(canvas, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height).data;
    };
    const afterFrames = (n: number) => new Promise<void>((done) => {
      const until = window.__chamberFrames + n;
      const tick = () => { window.__chamberInvalidate?.(); if (window.__chamberFrames >= until) done(); else requestAnimationFrame(tick); };
      tick();
    });
    const layer = window.__chamberStaticLayer!;
    // r3f's clock reads performance.now (three's Clock).
    const now = performance.now.bind(performance);
    const instant = now();
    performance.now = () => instant;
    try {
      // Three frames in a row drawn from the cache at this instant (the first frame still advances
      // by the time since the last one: a camera easing in moves, and is drawn in full).
      const drawnFromCache = () => layer.stats.reused + layer.stats.rebuilt;
      let since = drawnFromCache();
      let plainAt = layer.stats.plain;
      for (let n = 0; n < 120 && drawnFromCache() - since < 3; n++) {
        await afterFrames(1);
        if (layer.stats.plain !== plainAt) { since = drawnFromCache(); plainAt = layer.stats.plain; }
      }
      const cachedFrames = drawnFromCache() - since;
      const cached = pixels();
      const plainBefore = layer.stats.plain;
      layer.enabled = false;
      await afterFrames(3);
      const full = pixels();
      const plainFrames = layer.stats.plain - plainBefore;
      layer.enabled = true;
      let differing = 0;
      let painted = 0;
      for (let i = 0; i < cached.length; i += 4) {
        if (cached[i] !== full[i] || cached[i + 1] !== full[i + 1] || cached[i + 2] !== full[i + 2] || cached[i + 3] !== full[i + 3]) differing++;
        if (full[i + 3] > 0) painted++;
      }
      return { differing, painted, cachedFrames, plainFrames };
    } finally {
      performance.now = now;
    }
  });
}

export async function clickSquare(page: Page, square: string, y = 0.3): Promise<void> {
  const p = await page.evaluate(([sq, h]) => window.__chamberProject!(sq as string, h as number), [square, y] as const);
  // Arrive the way a hand does (a few moves), so the scene sees the pointer over the figure.
  await page.mouse.move(p.x - 30, p.y - 10);
  await page.mouse.move(p.x, p.y, { steps: 4 });
  await waitFor(page, `the pointer over ${square}`, (sq) => window.__chamber.hover.square === sq || window.__chamber.hover.figure !== null, square, 5_000);
  await page.mouse.click(p.x, p.y);
}

/** A bundled replay opened from the URL at its first step, once loaded. */
export async function openReplay(url: string, name: string): Promise<Page> {
  const page = await open(`${url}#replay=${name}&step=0`);
  await waitFor(page, 'the record to load', () => window.__chamber.recordName !== null && window.__chamber.length > 1);
  return page;
}

/** The first step with an event of this type (an overwatch trigger: one that has watchers); -1 if none. */
export async function firstStepWith(page: Page, type: string): Promise<number> {
  return page.evaluate((wanted) => {
    for (let i = 1; i < window.__chamber.length; i++) {
      const events = window.__chamber.eventsAt(i) as { type: string; watchers?: unknown[] }[];
      if (events.some((e) => e.type === wanted && (wanted !== 'overwatch.triggered' || (e.watchers?.length ?? 0) > 0))) return i;
    }
    return -1;
  }, type);
}

/** Seeks to the first step with an event of this type (see firstStepWith), which must exist; returns it. */
export async function seekToFirst(page: Page, type: string): Promise<number> {
  const at = await firstStepWith(page, type);
  expect(at, `a step with ${type}`).toBeGreaterThan(0);
  await page.evaluate((i) => window.__chamber.seek(i), at);
  return at;
}

/** The area (px²) where two elements' boxes overlap. */
export async function overlapArea(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(([sa, sb]) => {
    const x = document.querySelector(sa)!.getBoundingClientRect();
    const y = document.querySelector(sb)!.getBoundingClientRect();
    return Math.max(0, Math.min(x.right, y.right) - Math.max(x.left, y.left)) * Math.max(0, Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top));
  }, [a, b] as const);
}

/** A Play game at its squad phase, with Chen (D4) activated by clicking him in the scene. */
export async function playWithChenActiveAt(url: string, viewport = WIDE): Promise<Page> {
  const page = await open(url, viewport);
  await page.click('[data-mode=play]');
  await waitFor(page, 'play mode at the squad phase', () => window.__chamber.mode === 'play' && window.__chamber.phase === 'squad'
    && (window.__chamberProject?.('A1').x ?? 0) > 0);
  await comeToRest(page); // the camera settled, so the square clicked is the square projected
  await clickSquare(page, 'D4', 0.4);
  await waitFor(page, 'Chen activated by a click', () => window.__chamber.activeSoldier === 'Chen');
  return page;
}

/**
 * The app's Autoplay game paused once it has more than `steps` keyframes, and the moment on screen.
 * Played at 8x: what the callers check does not depend on the speed, and at 1x the wait for 20
 * steps was most of their time, the chamber drawing all along (slow-display.ts: CPU-bound here).
 */
export async function pausedAutoplay(url: string, steps: number): Promise<{ page: Page; moment: { cursor: number; state: string | null } }> {
  const page = await open(url);
  await page.selectOption('[data-testid=speed]', '8');
  await page.waitForFunction((n) => window.__chamber.length > n, steps);
  await page.click('[data-testid=play-pause]');
  return { page, moment: await page.evaluate(() => ({ cursor: window.__chamber.cursor, state: window.__chamber.stateHash })) };
}

/** Waits until the chamber has drawn no frame for 600 ms (animations ended), with its WebGL context. */
export async function comeToRest(page: Page): Promise<void> {
  await waitFor(page, 'the chamber to come to rest', chamberQuietFor, 600, 10_000);
}

/** Chamber frames drawn in the next `ms` milliseconds. */
export async function framesIn(page: Page, ms: number): Promise<number> {
  return page.evaluate(async (wait) => {
    const f0 = window.__chamberFrames;
    await new Promise((r) => setTimeout(r, wait));
    return window.__chamberFrames - f0;
  }, ms);
}

/**
 * Starts timing the chamber's frames; the returned call waits for the chamber to come to rest and
 * says how many frames it drew and the time from the first to the last. The span tells an
 * animation from a redraw on any machine: effects are timed by the clock
 * (scene/effects/EventEffects), so a loaded machine draws fewer frames over the same span.
 */
export async function timeFrames(page: Page): Promise<() => Promise<{ frames: number; span: number }>> {
  await page.evaluate(() => {
    const w = window as unknown as { __frameTimes: number[] };
    w.__frameTimes = [];
    let n = window.__chamberFrames;
    Object.defineProperty(window, '__chamberFrames', {
      configurable: true,
      get: () => n,
      set: (v: number) => { n = v; w.__frameTimes.push(performance.now()); },
    });
  });
  return async () => {
    await comeToRest(page);
    return page.evaluate(() => {
      const t = (window as unknown as { __frameTimes: number[] }).__frameTimes;
      return { frames: t.length, span: t.length ? t[t.length - 1] - t[0] : 0 };
    });
  };
}

beforeAll(async () => {
  recordPath = recordFile(11);
});

/** In a window of this size, every control of every mode is within the window and its panel, and the top bar is one line. */
export async function everyControlInView(narrow: { width: number; height: number }): Promise<void> {
  const inView = (page: Page) => page.evaluate(() => {
    const bar = document.querySelector('.modebar')!;
    const lowest = Math.max(...[...bar.querySelectorAll('button, select, input:not([type=file]), summary')].map((e) => e.getBoundingClientRect().bottom));
    return { fold: bar.scrollHeight - bar.clientHeight, lowest, topbar: document.querySelector('.topbar')!.getBoundingClientRect().height };
  });
  const size = `${narrow.width}x${narrow.height}`;
  let page = await open(`${chamber.preview.url}#replay=scenario-a-loss&step=40`, narrow);
  await page.waitForFunction(() => window.__chamber.recordName === 'scenario-a-loss');
  await page.waitForSelector('[data-testid=step-forward]');
  let seen = await inView(page);
  expect(seen.fold, `${size}: Replay controls below the panel fold`).toBeLessThanOrEqual(0);
  expect(seen.lowest, `${size}: Replay controls below the window`).toBeLessThanOrEqual(narrow.height);
  expect(seen.topbar, `${size}: the top bar wrapped`).toBeLessThan(45);
  await page.click('[data-testid=step-forward]');
  expect(await page.evaluate(() => window.__chamber.cursor)).toBe(41);
  await page.screenshot({ path: shot(`narrow-${size}-replay.png`) });

  await page.click('[data-mode=autoplay]');
  await page.waitForSelector('[data-testid=save-record]');
  await page.selectOption('[data-testid=speed]', '8');
  // Greedy reaches the alien phase in a few seconds where the planner took most of this test's
  // time; Autoplay's controls are the same for every squad AI (the planner's reasons are in a side panel).
  await page.selectOption('[data-testid=policy]', 'greedy');
  await waitFor(page, 'an alien acting (the longest phase line)', () => window.__chamber.phase === 'alien', undefined, 30_000);
  seen = await inView(page);
  expect(seen.fold, `${size}: Autoplay controls below the panel fold`).toBeLessThanOrEqual(0);
  expect(seen.lowest).toBeLessThanOrEqual(narrow.height);
  expect(seen.topbar, `${size}: the top bar wrapped in Autoplay`).toBeLessThan(45);

  page = await playWithChenActiveAt(chamber.preview.url, narrow);
  await page.screenshot({ path: shot(`narrow-${size}-play.png`) });
  seen = await inView(page);
  expect(seen.fold, `${size}: Play actions below the panel fold`).toBeLessThanOrEqual(0);
  expect(seen.lowest).toBeLessThanOrEqual(narrow.height);
  expect(await page.locator('[data-action=pass]').isVisible()).toBe(true);
  // The phase line is cut short here; its tooltip holds the whole of it.
  expect(await page.getAttribute('[data-testid=phase]', 'title')).toMatch(/^Round 1 \/ 6 · Squad activations · Chen acting/);
  await page.screenshot({ path: shot(`narrow-${size}-play.png`) });
  await page.close();
}
