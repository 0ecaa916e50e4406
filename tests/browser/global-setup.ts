/**
 * Vitest global setup of the browser tests: the production build, made once for every browser
 * test file (each used to build its own; two at once wrote over each other's dist/), and the
 * preview server and the Chromium every file shares (shared.ts says why), closed at the end.
 */
import type { TestProject } from 'vitest/node';
import { buildApp, startPreview } from './harness';
import { launchTestBrowser } from './test-browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `vite preview` serves the built app. */
    chamberPreviewUrl: string;
    /** The shared Chromium's endpoint, for playwright's connect(). */
    chamberBrowserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildApp();
  const preview = await startPreview();
  const browser = await launchTestBrowser();
  project.provide('chamberPreviewUrl', preview.url);
  project.provide('chamberBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    preview.stop();
  };
}
