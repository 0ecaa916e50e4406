/**
 * Clips (issue 37 §4): seconds of video exported per second of wall time for a 40-step clip of
 * the bundled loss record at 1280x720, 30 fps, made as `chamber replay video` makes it (the page
 * in presentation mode, its own clock, VP9 through WebCodecs). Goal: at least real time on this
 * 2-core machine without a GPU. Beside it the profile: the CPU the browser's processes spent per
 * video second (the figure that does not depend on what else shares the cores), the frames drawn
 * afresh (a still frame is kept, not drawn and read back again) and where each frame's wall time
 * went. Timed in the page, from the clip asked to its bytes; the browser's start is not counted.
 * For the profile's other routes: CLIP_BENCH_WEBM='{"codec":"vp8"}' (or latencyMode,
 * keyFrameSeconds, bitsPerPixel: ui/clips/webmSettings.ts) and CLIP_BENCH_PROBE=no-encode (each
 * frame read back and composed, none encoded) or no-readback (only drawn), CLIP_BENCH_FPS=24
 * (another frame rate).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { BenchLine } from './run';
import { clipPage, ensureBuilt, launchChromium, serveDist } from '../src/cli/clip-browser';
import { WEBM_DEFAULTS, type WebmSettings } from '../src/ui/clips/webmSettings';

const RECORD = join(import.meta.dirname, '..', 'replays', 'scenario-a-loss.json');
const FROM = 40;
const TO = 79;

/** The pids under `pid` (this process's Chromium: the browser, its GPU and renderer processes). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* gone */ }
  }
  const out: number[] = [];
  const walk = (p: number) => { for (const [c, pp] of parent) if (pp === p) { out.push(c); walk(c); } };
  walk(pid);
  return out;
}

/** CPU seconds (user + system) of this process's descendants so far. */
function browserCpuSeconds(): number {
  let ticks = 0;
  for (const p of descendants(process.pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch { /* gone */ }
  }
  return ticks / 100;
}

export default async function (): Promise<BenchLine[]> {
  ensureBuilt();
  const server = await serveDist();
  const browser = await launchChromium();
  try {
    const page = await clipPage(browser, server.url, 1280, 720);
    const refused = await page.evaluate(([text, step]) => window.__chamberClip!.open(text, step), [readFileSync(RECORD, 'utf8'), FROM - 1] as const);
    if (refused) throw new Error(refused);
    const settings = { from: FROM, to: TO, width: 1280, height: 720, fps: Number(process.env.CLIP_BENCH_FPS ?? 30), speed: 1, format: 'webm' as const };
    // One short clip first: the encoder's and the renderer's first use are not the figure.
    await page.evaluate((s) => window.__chamberClip!.render({ ...s, to: s.from + 2 }), settings);
    const load = loadavg()[0];
    const cpu0 = browserCpuSeconds();
    const webm: WebmSettings = { ...WEBM_DEFAULTS, ...JSON.parse(process.env.CLIP_BENCH_WEBM ?? '{}') };
    const probe = (process.env.CLIP_BENCH_PROBE ?? 'full') as 'full' | 'no-encode' | 'no-readback';
    const r = await page.evaluate(([s, w, p]) => window.__chamberClip!.render(s, w, undefined, p), [settings, webm, probe] as const);
    const cpu = browserCpuSeconds() - cpu0;
    const perFrame = (ms: number) => ms / r.frames;
    return [
      { name: `video seconds per wall second, ${TO - FROM + 1}-step clip at 1280x720 ${settings.fps} fps (${webm.codec} ${webm.latencyMode}${probe === 'full' ? '' : `, ${probe}`}), load average ${load.toFixed(1)}`, value: r.seconds / (r.ms.total / 1000), unit: 'x', goal: '>= 1 (at least real time on this 2-core machine without a GPU)', met: r.seconds / (r.ms.total / 1000) >= 1 },
      { name: `the clip: ${r.frames} frames, ${r.seconds.toFixed(1)} s of video, made in`, value: r.ms.total / 1000, unit: 's' },
      { name: 'browser CPU per video second (all its processes; real time on 2 idle cores needs <= 2)', value: cpu / r.seconds, unit: 'CPU s' },
      { name: 'frames drawn afresh (the rest kept: nothing moved)', value: (100 * r.ms.drawn) / r.frames, unit: '%' },
      { name: 'per frame: chamber frames run and drawn (the page\'s part: the drawing is the GPU process\'s)', value: perFrame(r.ms.render), unit: 'ms' },
      { name: 'per frame: composed (waiting on the GPU process\'s drawing, the chamber read back, the words blended in)', value: perFrame(r.ms.compose), unit: 'ms' },
      { name: 'per frame: encoded (waiting on the encoder included)', value: perFrame(r.ms.encode), unit: 'ms' },
      { name: 'settling before the first frame', value: r.ms.settle, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
