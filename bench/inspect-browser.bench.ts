/**
 * Inspect in headless Chromium at 1280x720 (issue 17, goals < 50 ms each): a click on a square to
 * the verdict drawn (the panel's text changed and the chamber's next frame drawn with the new
 * line), and a drag of a figure to the visibility map redrawn. Timed inside the page, from the
 * pointer's release to the first frame drawn after the store changed: what the person waits for.
 * Medians of several tries, each from a still chamber.
 */
import type { Page } from 'playwright-core';
import type { BenchLine } from './run';
import { buildApp, chamberQuietFor, launchBrowser, startPreview } from '../tests/browser/harness';
import { writeInspectHash } from '../src/ui/inspect/link';
import { DEFAULT_VARIANTS } from '../src/ui/inspect/position';
import type { Square } from '../src/engine/state/types';

const POSITION = {
  soldiers: [{ name: 'Reyes' as const, at: 'C3', facing: 'E' as const }, { name: 'Chen' as const, at: 'D4', facing: 'E' as const }],
  aliens: [{ kind: 'worker' as const, contact: 1, at: 'J8' }, { kind: 'warrior' as const, contact: 2, at: 'I5' }], open: ['F4'], round: 1,
};

/**
 * Arms a timer in the page: from the next pointerup to the first frame drawn once `changed` (an
 * expression) holds. Given as text: tsx names inner functions with a helper the page lacks.
 */
function armTimer(page: Page, changed: string): Promise<void> {
  return page.evaluate(`(() => {
    window.__took = undefined;
    window.addEventListener('pointerup', () => {
      const t0 = performance.now();
      const wait = () => {
        if (!(${changed})) { requestAnimationFrame(wait); return; }
        const frames = window.__chamberFrames;
        const drawn = () => { if (window.__chamberFrames > frames) window.__took = performance.now() - t0; else requestAnimationFrame(drawn); };
        requestAnimationFrame(drawn);
      };
      wait();
    }, { once: true, capture: true });
  })()`);
}

async function took(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __took?: number }).__took !== undefined, null, { timeout: 10_000 });
  return page.evaluate(() => (window as unknown as { __took: number }).__took);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async function (): Promise<BenchLine[]> {
  buildApp();
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const open = async (map: 'off' | 'from') => {
      await page.goto('about:blank');
      await page.goto(preview.url + writeInspectHash({ position: POSITION, a: 'C3' as Square, b: null, facing: 'own', variants: DEFAULT_VARIANTS, map }));
      await page.waitForFunction(() => window.__chamber?.mode === 'inspect' && !!window.__inspect && (window.__chamberProject?.('A1').x ?? 0) > 0, null, { timeout: 30_000 });
      await page.click('[data-camera=top]');
      await page.waitForFunction(chamberQuietFor, 600, { timeout: 20_000 });
    };
    const at = (sq: string, y = 0.05) => page.evaluate(([s, h]) => window.__chamberProject!(s as string, h as number), [sq, y] as const);

    await open('off');
    const clicks: number[] = [];
    for (const target of ['K8', 'J3', 'H9', 'K2', 'G6', 'J9', 'H2']) {
      const p = await at(target);
      await page.mouse.move(p.x, p.y, { steps: 2 });
      await page.waitForFunction(chamberQuietFor, 300);
      await armTimer(page, `window.__inspect.b === '${target}' && document.querySelector('[data-testid=inspect-verdict]') !== null`);
      await page.mouse.click(p.x, p.y);
      clicks.push(await took(page));
      // The next click sets A again: put A back on C3 with a click there, then the next target is B.
      const c3 = await at('C3', 0.4);
      await page.mouse.move(c3.x, c3.y, { steps: 2 });
      await page.mouse.click(c3.x, c3.y);
      await page.waitForFunction(() => window.__inspect!.a === 'C3' && window.__inspect!.b === null);
    }

    await open('from');
    const drags: number[] = [];
    const squares = ['D6', 'E7', 'D8', 'E5', 'D7', 'E8', 'D5'];
    let chenAt = 'D4';
    for (const to of squares) {
      const from = await at(chenAt, 0.4);
      const dest = await at(to);
      await page.mouse.move(from.x, from.y, { steps: 2 });
      await page.waitForFunction(chamberQuietFor, 300);
      await page.mouse.down();
      await page.mouse.move(dest.x, dest.y, { steps: 4 });
      await armTimer(page, `window.__inspect.figures.includes('Chen@${to}:10')`);
      await page.mouse.up();
      drags.push(await took(page));
      chenAt = to;
    }
    const click = median(clicks);
    const drag = median(drags);
    return [
      { name: `Inspect: click on a square to the verdict drawn (median of ${clicks.length}; max ${Math.max(...clicks).toFixed(1)} ms)`, value: click, unit: 'ms', goal: '< 50 ms', met: click < 50 },
      { name: `Inspect: drag of a figure to the visibility map redrawn (median of ${drags.length}; max ${Math.max(...drags).toFixed(1)} ms)`, value: drag, unit: 'ms', goal: '< 50 ms', met: drag < 50 },
    ];
  } finally {
    await browser.close();
    preview.stop();
  }
}
