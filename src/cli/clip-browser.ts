/**
 * The page that renders `chamber replay video`'s clips: the built app (built first when dist/ is
 * missing or older than the sources), served from this process on a free local port, opened in
 * headless Chromium (CHROMIUM_PATH or Debian's /usr/bin/chromium, WebGL on SwiftShader: see
 * ../shared/STACK.md) through playwright-core. The page does the work (ui/clips/drive.ts): the
 * chamber advanced on the clip's fixed clock, encoded by the browser's own WebCodecs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ClipSettings } from '../ui/clips/plan';
import type { WebmSettings } from '../ui/clips/encoders';
import type { ClipStudy } from './study-file';

export const APP_ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(APP_ROOT, 'dist');

/** The browser the CLI drives: CHROMIUM_PATH, or Debian's Chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The newest modification time under `dir` (ms), 0 when it does not exist. */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let t = statSync(dir).mtimeMs;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the app when dist/ is missing or older than src/, public/ or index.html. */
export function ensureBuilt(log: (line: string) => void = () => undefined): void {
  const built = existsSync(join(DIST, 'index.html')) ? statSync(join(DIST, 'index.html')).mtimeMs : 0;
  // src/cli is not in the app.
  const sources = Math.max(...['ai', 'engine', 'lab', 'machines', 'replay', 'runner', 'scene', 'ui', 'types'].map((d) => newest(join(APP_ROOT, 'src', d))), statSync(join(APP_ROOT, 'src', 'main.tsx')).mtimeMs, newest(join(APP_ROOT, 'public')), statSync(join(APP_ROOT, 'index.html')).mtimeMs);
  if (built > sources) return;
  log('building the app (dist/ is missing or older than the sources)...');
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync(join(APP_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: APP_ROOT, encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`the app did not build: ${(r.stderr || r.stdout).trim().split('\n')[0]}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.wasm': 'application/wasm',
};

/** dist/ served on 127.0.0.1 (a secure context: WebCodecs needs one). */
export async function serveDist(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(DIST, path === '/' ? 'index.html' : path));
    if (!file.startsWith(DIST + sep) || !existsSync(file) || !statSync(file).isFile()) { res.statusCode = 404; res.end(); return; }
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(0, '127.0.0.1', resolve); });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

export async function launchChromium(): Promise<Browser> {
  const path = chromiumPath();
  if (!existsSync(path)) throw new Error(`no Chromium at ${path} (install Debian's chromium, or set CHROMIUM_PATH)`);
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: path, headless: true,
    args: ['--no-sandbox', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * A page of the app in presentation mode, its chamber drawn and the clip hook there. The window is at least 1280x720,
 * where the page lays the chamber out beside its panels (a smaller one squeezes the chamber to
 * nothing); the clip itself is drawn at its own size whatever the window (ui/clips/drive.ts).
 */
export async function clipPage(browser: Browser, url: string, width: number, height: number): Promise<Page> {
  const viewport = { width: Math.max(width, 1280), height: Math.max(height, 720) };
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  // Presented (ui/present/presentLink): the panels hidden, the camera framing the action.
  await page.goto(`${url}?present`);
  await page.waitForFunction(() => !!window.__chamberClip && window.__chamberFrames > 0, undefined, { timeout: 60_000 });
  return page;
}

export interface RenderedClip {
  readonly bytes: Uint8Array;
  readonly frames: number;
  readonly seconds: number;
  readonly ms: Record<string, number>;
}

/** Opens the record text in the page and renders the clip there. */
export async function renderInPage(page: Page, recordText: string, settings: ClipSettings, webm?: WebmSettings, study?: ClipStudy | null): Promise<RenderedClip> {
  const refused = await page.evaluate(([text, step]) => window.__chamberClip!.open(text, step), [recordText, Math.max(0, settings.from - 1)] as const);
  if (refused) throw new Error(refused);
  const out = await page.evaluate(([s, w, st]) => window.__chamberClip!.render(s, w ?? undefined, st ?? undefined), [settings, webm ?? null, study ?? null] as const);
  return { bytes: new Uint8Array(Buffer.from(out.base64, 'base64')), frames: out.frames, seconds: out.seconds, ms: out.ms };
}
