/**
 * The Lab in headless Chromium at 1280x720 (issue 18 §5: "the chamber keeps its frame rate"):
 * autoplay at 4x, frames per second and the page's CPU per frame, with no batch running and with
 * a batch running in the background on the Lab's Web Workers (one per core, up to four, and the
 * Lab's default, one per core but one: ui/lab/pool.ts defaultLabWorkers), and the games per second
 * that batch played meanwhile. Interleaved, idle and
 * busy in turn, twice; medians. Under software WebGL the GPU process draws on the same cores the
 * workers use, so on a 2-core machine the busy figure shows what sharing them costs.
 */
import type { Page } from 'playwright-core';
import type { BenchLine } from './run';
import { frameCostOver, type FrameCost } from './frameCost';
import { buildApp, launchBrowser, startPreview } from '../tests/browser/harness';
import { defaultLabWorkers, MAX_LAB_WORKERS } from '../src/ui/lab/pool';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function autoplayAt4x(page: Page): Promise<void> {
  await page.click('[data-mode=autoplay]');
  await page.waitForSelector('[data-testid=speed]');
  await page.selectOption('[data-testid=speed]', '4');
  await page.waitForTimeout(2500);
}

/** One way of running the batch: how many workers, and whether they give way to the chamber. */
interface BatchSetting { readonly workers: number; readonly giveWay: boolean }

/** Starts a long random-policy batch as `setting` says, then goes back to Autoplay. */
async function startBatch(page: Page, { workers, giveWay }: BatchSetting): Promise<void> {
  await page.click('[data-mode=lab]');
  await page.waitForSelector('[data-testid=lab-run]');
  await page.click('[data-lab-view=batch]');
  await page.fill('[data-testid=lab-games]', '100000');
  await page.selectOption('[data-testid=lab-squad-ai]', 'random');
  await page.selectOption('[data-testid=lab-workers]', String(workers));
  await page.setChecked('[data-testid=lab-give-way]', giveWay);
  await page.click('[data-testid=lab-run]');
  await page.waitForFunction(() => (window.__lab?.progress?.done ?? 0) > 0, null, { timeout: 30_000 });
}

async function stopBatch(page: Page): Promise<void> {
  await page.click('[data-mode=lab]');
  await page.click('[data-testid=lab-stop]');
  await page.waitForFunction(() => window.__lab?.running === null, null, { timeout: 10_000 });
}

export default async function (): Promise<BenchLine[]> {
  buildApp();
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // Main-thread tasks over 50 ms, for the longest one in each window (the page's main thread
    // should only receive the workers' rows; the process's CPU counts the workers' threads too).
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const everyCore = Math.max(1, Math.min(MAX_LAB_WORKERS, cores || 2));
    const byDefault = defaultLabWorkers(cores);
    const idle: FrameCost[] = [];
    // The Lab's defaults (one per core but one, giving way), every core giving way, and every core not.
    const settings: BatchSetting[] = [{ workers: byDefault, giveWay: true }, { workers: everyCore, giveWay: true }, { workers: everyCore, giveWay: false }]
      .filter((x, i, all) => all.findIndex((y) => y.workers === x.workers && y.giveWay === x.giveWay) === i);
    const busy = new Map<BatchSetting, { cost: FrameCost; longest: number; gamesPerSecond: number }[]>(settings.map((x) => [x, []]));
    for (let round = 0; round < 2; round++) {
      await autoplayAt4x(page);
      idle.push(await frameCostOver(browser, page, 5000));
      for (const setting of busy.keys()) {
        await startBatch(page, setting);
        await autoplayAt4x(page);
        const before = await page.evaluate(() => [window.__lab!.progress!.done, performance.now()]);
        const cost = await frameCostOver(browser, page, 5000);
        const after = await page.evaluate(() => [window.__lab!.progress!.done, performance.now()]);
        const longest = await page.evaluate(([t0, t1]) => Math.max(0, ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter((t) => t.start >= t0 && t.start <= t1).map((t) => t.duration)), [before[1], after[1]]);
        busy.get(setting)!.push({ cost, longest, gamesPerSecond: ((after[0] - before[0]) * 1000) / (after[1] - before[1]) });
        await stopBatch(page);
      }
    }
    const idleFps = median(idle.map((c) => c.fps));
    const lines: BenchLine[] = [
      { name: 'autoplay at 4x, no batch running, frames per second (median of 2)', value: idleFps, unit: 'fps' },
      { name: 'the same, page process CPU per frame (no goal)', value: median(idle.map((c) => c.pageMs)), unit: 'ms' },
    ];
    for (const [{ workers, giveWay }, runs] of busy) {
      const fps = median(runs.map((r) => r.cost.fps));
      const how = `${workers} Web Worker${workers === 1 ? '' : 's'}${giveWay ? ' giving way to the chamber' : ', not giving way'}${workers === byDefault && giveWay ? ' (the Lab\'s default)' : ''}`;
      lines.push(
        { name: `autoplay at 4x while a Lab batch runs on ${how} (random policy; ${cores} cores), frames per second`, value: fps, unit: 'fps', goal: '>= 90% of no batch', met: fps >= 0.9 * idleFps },
        { name: 'the same, page process CPU per frame, the workers\' threads included (no goal)', value: median(runs.map((r) => r.cost.pageMs)), unit: 'ms' },
        { name: 'the same, longest main-thread task meanwhile (0: none over 50 ms; the main thread only receives the rows; no goal)', value: Math.max(...runs.map((r) => r.longest)), unit: 'ms' },
        { name: `the batch meanwhile, games per second on ${workers} worker${workers === 1 ? '' : 's'} (no goal)`, value: median(runs.map((r) => r.gamesPerSecond)), unit: 'games/s' },
      );
    }
    return lines;
  } finally {
    await browser.close();
    preview.stop();
  }
}
