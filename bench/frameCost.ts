/**
 * What a frame costs the browser, beside how many frames there are: under software WebGL the GPU
 * process (SwiftShader's threads drawing the canvas, then the compositor drawing and presenting
 * the whole page) competes for the machine's two cores with the page's own thread. A reference
 * page of the same layout, whose canvas only clears each frame, shows the part of that cost the
 * chamber's scene cannot remove: what presenting a changing canvas costs on this machine.
 */
import type { Browser, Page } from 'playwright-core';

export interface FrameCost {
  readonly fps: number;
  /** Of those, the frames drawn per second (the chamber skips a still frame while Autoplay waits for the planner: scene/motion.ts). */
  readonly drawnFps: number;
  /** CPU milliseconds per frame of the GPU process, all threads. */
  readonly gpuMs: number;
  /** CPU milliseconds per frame of the page's renderer process (the busiest one). */
  readonly pageMs: number;
}

interface ProcessCpu { readonly type: string; readonly id: number; readonly cpuTime: number }

async function processCpu(browser: Browser): Promise<ProcessCpu[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    return ((await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessCpu[] }).processInfo;
  } finally {
    await cdp.detach();
  }
}

/** Frames per second and CPU per frame over `ms`, counting `window.__chamberFrames`. */
export async function frameCostOver(browser: Browser, page: Page, ms: number): Promise<FrameCost> {
  const before = await processCpu(browser);
  const frames = await page.evaluate(async (ms) => {
    const f0 = window.__chamberFrames;
    const d0 = window.__chamberDrawn ?? f0;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, ms));
    return { n: window.__chamberFrames - f0, drawn: (window.__chamberDrawn ?? window.__chamberFrames) - d0, ms: performance.now() - t0 };
  }, ms);
  const after = await processCpu(browser);
  const spent = (type: string) => after.filter((p) => p.type === type).map((p) => p.cpuTime - (before.find((b) => b.id === p.id)?.cpuTime ?? 0));
  const perFrame = (seconds: number) => (frames.n ? (seconds * 1000) / frames.n : 0);
  return {
    fps: (frames.n * 1000) / frames.ms,
    drawnFps: (frames.drawn * 1000) / frames.ms,
    gpuMs: perFrame(spent('GPU').reduce((a, b) => a + b, 0)),
    pageMs: perFrame(Math.max(0, ...spent('renderer'))),
  };
}

/** The chamber's canvas in the app's page: its place and its drawing buffer's size. */
export interface CanvasLayout { readonly left: number; readonly top: number; readonly width: number; readonly height: number; readonly bufferWidth: number; readonly bufferHeight: number }

export function canvasLayoutOf(page: Page): Promise<CanvasLayout> {
  return page.evaluate(() => {
    const c = document.querySelector('canvas')!;
    const r = c.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height, bufferWidth: c.width, bufferHeight: c.height };
  });
}

/**
 * Opens, in `page`, the reference: text panels where the app has them and a WebGL canvas where
 * the chamber is, at the same drawing-buffer size, cleared to a new colour every frame. Layered as
 * the app is (app.css): each panel an opaque layer of its own.
 */
export async function openReferencePage(page: Page, at: CanvasLayout, viewport: { width: number; height: number }): Promise<void> {
  const text = 'Reyes moves D8 → D7 (1 AP)<br>'.repeat(60);
  const panel = (style: string) => `<div style="position:absolute;${style};overflow:hidden;will-change:transform;background:#111827;color:#e5e7eb;font:12px sans-serif">${text}</div>`;
  await page.setContent(`<body style="margin:0;background:#0b1020">
    ${panel(`left:0;top:0;width:${viewport.width}px;height:${at.top}px`)}
    ${panel(`left:0;top:${at.top}px;width:${at.left}px;bottom:0`)}
    ${panel(`left:${at.left + at.width}px;top:${at.top}px;right:0;bottom:0`)}
    ${panel(`left:${at.left}px;top:${at.top + at.height}px;width:${at.width}px;bottom:0`)}
    <canvas width="${at.bufferWidth}" height="${at.bufferHeight}" style="position:absolute;left:${at.left}px;top:${at.top}px;width:${at.width}px;height:${at.height}px"></canvas>
    <script>
      const gl = document.querySelector('canvas').getContext('webgl2', { antialias: false, preserveDrawingBuffer: true });
      window.__chamberFrames = 0;
      (function frame(t) {
        gl.clearColor((t % 1000) / 1000, 0.2, 0.3, 1);
        gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
        window.__chamberFrames++;
        requestAnimationFrame(frame);
      })(0);
    </script></body>`);
}
