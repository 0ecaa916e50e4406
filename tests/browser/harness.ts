/**
 * Shared by the browser tests, the browser bench and scripts/screenshot.ts: build the app (once),
 * serve dist/ with `vite preview` on a free port (holding exactly that server's PID), and launch
 * Debian's Chromium through playwright-core with WebGL on SwiftShader (../shared/STACK.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Download } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS = join(ROOT, 'test-results');

/**
 * The production build users get. Under vitest NODE_ENV is 'test', which a child vite inherits and
 * which selects React's development build (a 1.7 MB bundle, seeks several times slower): the
 * browser tests would test another app than the one shipped.
 */
export function buildApp(): void {
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Preview {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): void;
}

/**
 * `vite preview` on a free port. --bypass-lock: Vite 8 allows one preview per project by default,
 * and other sessions (or another test file) may be previewing this same tree at the same time.
 */
export async function startPreview(): Promise<Preview> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort', '--bypass-lock'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => { log += String(d); });
  child.stderr?.on('data', (d) => { log += String(d); });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch { /* not up yet */ }
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${log}`);
    if (Date.now() > deadline) { child.kill(); throw new Error('vite preview did not start'); }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Never leave a server behind if the caller crashes.
  const cleanup = () => { if (child.exitCode === null && child.pid) { try { process.kill(child.pid, 'SIGTERM'); } catch { /* gone */ } } };
  process.once('exit', cleanup);
  return {
    url, child,
    stop() { if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM'); },
  };
}

/** The test browser's executable: CHROMIUM_PATH, or Debian's Chromium. */
export const chromiumExecutable = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's switches here: headless without a sandbox, WebGL on SwiftShader (../shared/STACK.md), and `extraArgs`. */
export function browserArgs(extraArgs: readonly string[] = []): string[] {
  return [
    '--no-sandbox', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
    ...extraArgs,
  ];
}

/** Debian's Chromium, headless, WebGL on SwiftShader; `extraArgs` for a browser set up otherwise. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), headless: true, args: browserArgs(extraArgs) });
}

/**
 * A download's bytes, saved first: the tests' browser is a server they connect to
 * (test-browser.ts), where a download has no path on this side until saved.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const file = join(resultsDir(), `download-${randomUUID()}`);
  await download.saveAs(file);
  return readFileSync(file);
}

export function resultsDir(): string {
  if (!existsSync(RESULTS)) mkdirSync(RESULTS, { recursive: true });
  return RESULTS;
}

/**
 * In the page: true once the chamber has drawn no frame for `quietMs` (its animations ended) and
 * has its WebGL context: one lost (a GPU process restart does that) leaves the canvas blank and
 * drawing nothing until the browser restores it.
 * For `page.waitForFunction(chamberQuietFor, quietMs)`; it keeps its watch on `window.restAt`.
 */
export function chamberQuietFor(quietMs: number): boolean {
  const w = window as unknown as { restAt?: [number, number] };
  const now = performance.now();
  if (document.querySelector('[data-testid=chamber-lost]')) { w.restAt = undefined; return false; }
  if (!w.restAt || w.restAt[0] !== window.__chamberFrames) w.restAt = [window.__chamberFrames, now];
  return now - w.restAt[1] > quietMs;
}
