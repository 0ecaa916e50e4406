/**
 * The app in headless Chromium at 1280x720 (issue 4 §3): frames per second during autoplay at 4x,
 * time from navigation to the first rendered chamber, gzipped JavaScript of the first page load,
 * and replay seek time to any point of a six-round game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchLine } from './run';
import { buildApp, chamberQuietFor, launchBrowser, ROOT, startPreview } from '../tests/browser/harness';

/** The JS the first page load needs: the entry script and its modulepreloads in dist/index.html. */
function firstLoadJsGzip(): number {
  const html = readFileSync(join(ROOT, 'dist/index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(ROOT, 'dist', f))).length, 0);
}

/**
 * Navigation to the first rendered chamber in a fresh browser: its first page, or (`another`) a
 * page opened after the browser has shown another one (its GPU process up), as when a visitor
 * follows a link. The app itself is never cached.
 */
async function firstFrameIn(url: string, another: boolean): Promise<number> {
  const browser = await launchBrowser();
  try {
    if (another) {
      const other = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await other.setContent('<p>another page</p>');
      await other.waitForTimeout(500);
      await other.close();
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    return await page.evaluate(() => window.__chamberFirstFrame!);
  } finally {
    await browser.close();
  }
}

/** Start-up times swing with the machine's load: each is the median of three fresh browsers. */
const median3 = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];

export default async function (): Promise<BenchLine[]> {
  buildApp();
  const kb = firstLoadJsGzip() / 1024;
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(preview.url);
    await page.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    const firstFrame = await page.evaluate(() => window.__chamberFirstFrame!);

    await page.selectOption('[data-testid=speed]', '4');
    // Let the renderer settle (the performance monitor adapts the resolution to the machine).
    await page.waitForTimeout(4000);
    const { fps, cached } = await page.evaluate(async () => {
      const f0 = window.__chamberFrames;
      const c0 = { ...window.__chamberStaticLayer!.stats };
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, 5000));
      const c1 = window.__chamberStaticLayer!.stats;
      const reused = c1.reused - c0.reused;
      const all = reused + (c1.rebuilt - c0.rebuilt) + (c1.plain - c0.plain);
      return { fps: ((window.__chamberFrames - f0) * 1000) / (performance.now() - t0), cached: all ? (100 * reused) / all : 0 };
    });

    // Replay seek: a bundled six-round game (the longest bundled record), then random seeks.
    await page.close();
    const replay = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await replay.goto(`${preview.url}#replay=scenario-a-loss&step=0`);
    await replay.waitForFunction(() => window.__chamber.recordName !== null && window.__chamber.length > 1, null, { timeout: 30_000 });
    // Seeks on the page a visitor sees: the chamber drawn and at rest (a paused replay draws only
    // when something changes), not while the page is still starting up.
    await replay.waitForFunction(() => window.__chamberFirstFrame !== undefined, null, { timeout: 30_000 });
    await replay.waitForFunction(chamberQuietFor, 500, { timeout: 30_000, polling: 50 });
    const seek = await replay.evaluate(async () => {
      const n = window.__chamber.length;
      const times: number[] = [];
      let x = 12345;
      for (let i = 0; i < 60; i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        // The generator's high bits: its low bits cycle (x % n hit only every fourth keyframe).
        const target = Math.floor((x / 2147483648) * n);
        // The keyframe lookup plus React rendering and committing the whole page: panels and the
        // scene graph (both React roots flushed); the GPU frame that follows is the fps figure's.
        times.push(window.__chamber.seekTimed(target));
        await new Promise((r) => setTimeout(r, 20));
      }
      times.sort((a, b) => a - b);
      return { median: times[times.length >> 1], worst: times[times.length - 1], rounds: (window.__chamber.state() as { round: number }).round, n };
    });
    await replay.close();
    await browser.close();
    const cold = median3([firstFrame, await firstFrameIn(preview.url, false), await firstFrameIn(preview.url, false)]);
    const running = median3([await firstFrameIn(preview.url, true), await firstFrameIn(preview.url, true), await firstFrameIn(preview.url, true)]);
    return [
      { name: 'autoplay at 4x, frames per second', value: fps, unit: 'fps', goal: '>= 50', met: fps >= 50 },
      { name: 'autoplay at 4x, frames drawn from the static layer cache', value: cached, unit: '%' },
      { name: 'navigation to first rendered chamber (a fresh browser\'s first page, median of 3)', value: cold, unit: 'ms', goal: '< 1500 ms', met: cold < 1500 },
      { name: 'navigation to first rendered chamber (a browser that has shown another page, median of 3; no goal)', value: running, unit: 'ms' },
      { name: 'first-load JavaScript, gzipped', value: kb, unit: 'KB', goal: '< 450 KB', met: kb < 450 },
      { name: `replay seek, median of 60 (scenario-a-loss, ${seek.n} keyframes)`, value: seek.median, unit: 'ms', goal: '< 16 ms', met: seek.median < 16 },
      { name: 'replay seek, worst of 60', value: seek.worst, unit: 'ms', goal: '< 16 ms', met: seek.worst < 16 },
    ];
  } finally {
    await browser.close();
    preview.stop();
  }
}
