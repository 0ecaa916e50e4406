/**
 * The app in headless Chromium at 1280x720 (issue 4 §3): frames per second during autoplay at 4x,
 * time from navigation to the first rendered chamber, gzipped JavaScript of the first page load,
 * and replay seek time to any point of a six-round game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { BenchLine } from './run';
import { canvasLayoutOf, frameCostOver, openReferencePage } from './frameCost';
import { buildApp, chamberQuietFor, launchBrowser, resultsDir, ROOT, startPreview } from '../tests/browser/harness';

/** The measuring window. */
const VIEWPORT = { width: 1280, height: 720 };

/** The JS the first page load needs: the entry script and its modulepreloads in dist/index.html. */
function firstLoadJsGzip(): number {
  const html = readFileSync(join(ROOT, 'dist/index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(ROOT, 'dist', f))).length, 0);
}

/** Where the time to a first frame went: the app's start-up marks (main.tsx, ChamberView), in ms from navigation. */
interface StartMarks { readonly first: number; readonly [mark: string]: number }

/** The first frame's time and the start-up marks of the page open in `page`. */
function startMarksOf(page: Page): Promise<StartMarks> {
  return page.evaluate(() => {
    const marks: Record<string, number> = { first: window.__chamberFirstFrame! };
    for (const m of performance.getEntriesByType('mark')) marks[m.name] = m.startTime;
    return marks as StartMarks;
  });
}

/**
 * Navigation to the first rendered chamber in a fresh browser: its first page, or (`another`) a
 * page opened after the browser has shown another one (its GPU process up), as when a visitor
 * follows a link. The app itself is never cached. With `servePage`, that HTML is served at `url`
 * instead of the app (the floor page below).
 */
async function firstFrameIn(url: string, another: boolean, servePage?: string): Promise<StartMarks> {
  const browser = await launchBrowser();
  try {
    if (another) {
      const other = await browser.newPage({ viewport: VIEWPORT });
      await other.setContent('<p>another page</p>');
      await other.waitForTimeout(500);
      await other.close();
    }
    const page = await browser.newPage({ viewport: VIEWPORT });
    if (servePage !== undefined) await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: servePage }));
    await page.goto(url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    return await startMarksOf(page);
  } finally {
    await browser.close();
  }
}

/**
 * Sixty seeks to pseudo-random keyframes of the replay open in `page`, 20 ms apart, each timed
 * from the keyframe lookup to React's commit of the whole page (panels and scene graph, both
 * React roots flushed), but for a far seek's older log lines, out of view above the newest 45,
 * which React adds in the background (CombatLog); the GPU frame that follows is the fps figure's. With `mark`, each seek is
 * bracketed by performance marks `seek-start-i` / `seek-end-i` for a trace to read.
 */
async function seeksOn(page: Page, mark: boolean): Promise<{ median: number; worst: number; n: number; longestTask: number }> {
  return page.evaluate(async (mark) => {
    const n = window.__chamber.length;
    const times: number[] = [];
    // Anything else that blocks the main thread meanwhile (the frames the seeks draw, a shader
    // program's first use): a seek that is fast itself still feels slow behind one of these.
    let longestTask = 0;
    const tasks = new PerformanceObserver((list) => { for (const e of list.getEntries()) longestTask = Math.max(longestTask, e.duration); });
    tasks.observe({ type: 'longtask' });
    let x = 12345;
    for (let i = 0; i < 60; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      // The generator's high bits: its low bits cycle (x % n hit only every fourth keyframe).
      const target = Math.floor((x / 2147483648) * n);
      if (mark) performance.mark(`seek-start-${i}`);
      times.push(window.__chamber.seekTimed(target));
      if (mark) performance.mark(`seek-end-${i}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 200));
    tasks.disconnect();
    times.sort((a, b) => a - b);
    return { median: times[times.length >> 1], worst: times[times.length - 1], n, longestTask };
  }, mark);
}

interface MarkEvent { readonly name: string; readonly cat?: string; readonly tts?: number }

/** Each marked seek's main-thread CPU milliseconds: the thread clock (`tts`, µs) between its marks. */
function seekCpuTimes(tracePath: string): { median: number; worst: number } {
  const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: MarkEvent[] }).traceEvents;
  const at = new Map<string, number>();
  for (const e of events) if (e.name.startsWith('seek-') && e.tts !== undefined) at.set(e.name, e.tts);
  const ms: number[] = [];
  for (let i = 0; at.has(`seek-start-${i}`) && at.has(`seek-end-${i}`); i++) ms.push((at.get(`seek-end-${i}`)! - at.get(`seek-start-${i}`)!) / 1000);
  if (ms.length === 0) throw new Error(`no seek marks with thread times in ${tracePath}`);
  ms.sort((a, b) => a - b);
  return { median: ms[ms.length >> 1], worst: ms[ms.length - 1] };
}

/**
 * The floor under the first rendered chamber: a page whose only content is a WebGL canvas of the
 * chamber's size, cleared once, its first frame noted as the app notes the chamber's. In a fresh
 * browser most of it is the GPU process starting SwiftShader, which no page can avoid.
 */
const WEBGL_FLOOR_PAGE = `<!doctype html><body style="margin:0;background:#0b1020">
<canvas width="541" height="421" style="width:722px;height:561px"></canvas><script>
const gl = document.querySelector('canvas').getContext('webgl2');
gl.clearColor(0.3, 0.3, 0.35, 1); gl.clear(gl.COLOR_BUFFER_BIT);
requestAnimationFrame(() => { window.__chamberFirstFrame = performance.now(); });
</script></body>`;

/** Start-up times swing with the machine's load: each is the median of three fresh browsers. */
const median3 = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];

/** The median over runs of the time between two marks (or from navigation, `from` undefined). */
const medianSpan = (runs: StartMarks[], to: string, from?: string) => median3(runs.map((r) => r[to] - (from ? r[from] : 0)));

/**
 * A six-round record opened from a file: from "file chosen" (the file input's change) to its
 * first keyframe drawn in the chamber, both marks set by the app (ui/replay/openRecord); the
 * record is parsed, verified in full (runner replayRecord) and its timeline built in between.
 */
async function recordOpenTimes(browser: Browser, url: string, runs: number): Promise<number[]> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(`${url}#replay=scenario-a-win&step=0`);
  await page.waitForFunction(() => window.__chamber.recordName !== null && window.__chamber.length > 1, null, { timeout: 30_000 });
  await page.waitForFunction(chamberQuietFor, 500, { timeout: 30_000, polling: 50 });
  const file = join(ROOT, 'replays', 'scenario-a-loss.json');
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate(() => { performance.clearMarks('chamber:record-chosen'); performance.clearMarks('chamber:record-drawn'); });
    await page.setInputFiles('[data-testid=file]', file);
    await page.waitForFunction(() => performance.getEntriesByName('chamber:record-drawn').length > 0, null, { timeout: 30_000, polling: 20 });
    out.push(await page.evaluate(() => performance.getEntriesByName('chamber:record-drawn')[0].startTime - performance.getEntriesByName('chamber:record-chosen')[0].startTime));
    await page.waitForFunction(chamberQuietFor, 300, { timeout: 30_000, polling: 50 });
  }
  await page.close();
  return out;
}

export default async function (): Promise<BenchLine[]> {
  buildApp();
  const kb = firstLoadJsGzip() / 1024;
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    const firstRun = await startMarksOf(page);

    await page.selectOption('[data-testid=speed]', '4');
    // Let the renderer settle (the performance monitor adapts the resolution to the machine).
    await page.waitForTimeout(4000);
    const c0 = await page.evaluate(() => ({ ...window.__chamberStaticLayer!.stats }));
    const autoplay = await frameCostOver(browser, page, 5000);
    const cached = await page.evaluate((c0) => {
      const c1 = window.__chamberStaticLayer!.stats;
      const reused = c1.reused - c0.reused;
      const all = reused + (c1.rebuilt - c0.rebuilt) + (c1.plain - c0.plain);
      return all ? (100 * reused) / all : 0;
    }, c0);
    // The same layout with a canvas that only clears: what presenting frames costs here at all.
    // (In a page of its own: a page that showed the app keeps drawing faster than 60 Hz.)
    const layout = await canvasLayoutOf(page);
    await page.close();
    const refPage = await browser.newPage({ viewport: VIEWPORT });
    await openReferencePage(refPage, layout, VIEWPORT);
    await refPage.waitForTimeout(1500);
    const reference = await frameCostOver(browser, refPage, 4000);
    await refPage.close();

    // Replay seek: a bundled six-round game (the longest bundled record), then random seeks.
    const replay = await browser.newPage({ viewport: VIEWPORT });
    await replay.goto(`${preview.url}#replay=scenario-a-loss&step=0`);
    await replay.waitForFunction(() => window.__chamber.recordName !== null && window.__chamber.length > 1, null, { timeout: 30_000 });
    // Seeks on the page a visitor sees: the chamber drawn and at rest (a paused replay draws only
    // when something changes), not while the page is still starting up.
    await replay.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await replay.waitForFunction(chamberQuietFor, 500, { timeout: 30_000, polling: 50 });
    // ...and, as for a visitor who has looked at it for a moment, its shader programs first used
    // (scene/programFirstUse does that once the chamber has been still 1.5 s).
    await replay.waitForFunction(() => window.__chamberProgramsUnasked?.() === 0, null, { timeout: 30_000, polling: 100 });
    const seek = await seeksOn(replay, false);
    // The same seeks again, traced: each one's main-thread CPU time, read from the thread clock
    // of marks around it. Wall time minus CPU time is time the page waited for a core.
    const tracePath = join(resultsDir(), 'seek-trace.json');
    await browser.startTracing(replay, { path: tracePath, categories: ['blink.user_timing'] });
    await seeksOn(replay, true);
    await browser.stopTracing();
    const cpu = seekCpuTimes(tracePath);
    await replay.close();
    const opens = (await recordOpenTimes(browser, preview.url, 7)).sort((a, b) => a - b);
    const open = opens[Math.floor(opens.length / 2)];
    await browser.close();
    const coldRuns = [firstRun, await firstFrameIn(preview.url, false), await firstFrameIn(preview.url, false)];
    const cold = medianSpan(coldRuns, 'first');
    const running = medianSpan([await firstFrameIn(preview.url, true), await firstFrameIn(preview.url, true), await firstFrameIn(preview.url, true)], 'first');
    const floorUrl = `${preview.url}webgl-floor.html`;
    const floor = medianSpan([await firstFrameIn(floorUrl, false, WEBGL_FLOOR_PAGE), await firstFrameIn(floorUrl, false, WEBGL_FLOOR_PAGE), await firstFrameIn(floorUrl, false, WEBGL_FLOOR_PAGE)], 'first');
    return [
      { name: 'autoplay at 4x, frames per second', value: autoplay.fps, unit: 'fps', goal: '>= 50', met: autoplay.fps >= 50 },
      { name: 'of which drawn (a still frame is kept while Autoplay waits for the planner; no goal)', value: autoplay.drawnFps, unit: 'fps' },
      { name: 'autoplay at 4x, GPU process CPU per frame (SwiftShader drawing, compositing; no goal)', value: autoplay.gpuMs, unit: 'ms' },
      { name: 'autoplay at 4x, page CPU per frame (no goal)', value: autoplay.pageMs, unit: 'ms' },
      { name: `reference: the same layout, its canvas only cleared each frame (${layout.bufferWidth}x${layout.bufferHeight}), frames per second (no goal)`, value: reference.fps, unit: 'fps' },
      { name: 'reference: GPU process CPU per frame (no goal)', value: reference.gpuMs, unit: 'ms' },
      { name: 'autoplay at 4x, frames drawn from the static layer cache', value: cached, unit: '%' },
      { name: 'navigation to first rendered chamber (a fresh browser\'s first page, median of 3)', value: cold, unit: 'ms', goal: '< 1500 ms', met: cold < 1500 },
      { name: 'navigation to first rendered chamber (a browser that has shown another page, median of 3; no goal)', value: running, unit: 'ms' },
      { name: 'reference: navigation to the first frame of a page holding only a cleared WebGL canvas (a fresh browser, median of 3; no goal)', value: floor, unit: 'ms' },
      // Where the fresh browser's time goes (no goals): the renderer is asked for once the page has
      // drawn its first frame (the canvas's size is known then), which in a fresh browser waits for
      // the GPU process; the context then comes up; then the scene is built and drawn.
      { name: 'first chamber, fresh browser: app script evaluated at (no goal)', value: medianSpan(coldRuns, 'chamber:main'), unit: 'ms' },
      { name: 'first chamber, fresh browser: renderer asked for at (no goal)', value: medianSpan(coldRuns, 'chamber:renderer-asked'), unit: 'ms' },
      { name: 'first chamber, fresh browser: WebGL context made in (no goal)', value: medianSpan(coldRuns, 'chamber:context', 'chamber:renderer-asked'), unit: 'ms' },
      { name: 'first chamber, fresh browser: from the context to the first frame, scene built and drawn (no goal)', value: medianSpan(coldRuns, 'first', 'chamber:context'), unit: 'ms' },
      { name: 'first-load JavaScript, gzipped', value: kb, unit: 'KB', goal: '< 450 KB', met: kb < 450 },
      { name: 'a six-round record opened from a file (scenario-a-loss): file chosen to first keyframe drawn, verified in full, median of 7', value: open, unit: 'ms', goal: '< 150 ms', met: open < 150 },
      { name: 'the same, worst of 7 (no goal)', value: opens[opens.length - 1], unit: 'ms' },
      { name: `replay seek, median of 60 (scenario-a-loss, ${seek.n} keyframes)`, value: seek.median, unit: 'ms', goal: '< 16 ms', met: seek.median < 16 },
      { name: 'replay seek, worst of 60', value: seek.worst, unit: 'ms', goal: '< 16 ms', met: seek.worst < 16 },
      { name: 'longest main-thread task during those seeks (the frames they draw included; 0: none over 50 ms; no goal)', value: seek.longestTask, unit: 'ms' },
      { name: 'replay seek, main-thread CPU time, median of the same 60 (traced run; no goal)', value: cpu.median, unit: 'ms' },
      { name: 'replay seek, main-thread CPU time, worst of the same 60 (traced run; no goal)', value: cpu.worst, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    preview.stop();
  }
}
