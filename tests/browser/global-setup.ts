/**
 * Vitest global setup of the browser tests: the production build, made once for every browser
 * test file (each used to build its own; two at once wrote over each other's dist/), and the
 * preview server and the Chromium every file shares (shared.ts says why), closed at the end.
 */
import { accessSync, constants } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp, chromiumExecutable, startPreview } from './harness';
import { launchTestBrowser } from './test-browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `vite preview` serves the built app. */
    chamberPreviewUrl: string;
    /** The shared Chromium's endpoint, for playwright's connect(). */
    chamberBrowserEndpoint: string;
  }
}

/**
 * Chromium, checked before the build: without it every browser test would fail anyway, and a
 * failed launch used to come after the preview server had started, whose open socket then held
 * vitest's exit for its 10 s close timeout under playwright's stack trace.
 */
function requireChromium(): void {
  const executable = chromiumExecutable();
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    const missing = new Error(`the browser tests need Chromium at ${executable}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
    missing.stack = missing.message;
    throw missing;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireChromium();
  buildApp();
  const preview = await startPreview();
  const browser = await launchTestBrowser().catch((e: unknown) => {
    preview.stop();
    throw e;
  });
  project.provide('chamberPreviewUrl', preview.url);
  project.provide('chamberBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    preview.stop();
  };
}
