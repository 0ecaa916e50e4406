import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The bundled replays/ are served as static assets under /replays/.
  publicDir: 'public',
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // Unit files share their workers' module cache (isolate: false): importing the engine, the
      // charts and the UI afresh for each of some 120 files was about half the unit tests' CPU
      // time. The tests keep no state between files: timer and spy stubs are restored after each
      // test, and the engine's caches are keyed by their inputs (they pass in shuffled order too).
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/browser/**'], isolate: false },
      },
      // The built app in Chromium: one build for all files (global-setup), two files at a time. A
      // file's time is mostly waits (pages loading, games animating at their speed) in which its
      // browser leaves the other core idle: two side by side took the browser tests from 401 to
      // 262 s on 2 cores, all passing. Its own group (groupOrder) so that it may have its own
      // worker count; `npm test` runs it beside the unit project (scripts/test.ts).
      {
        extends: true,
        test: {
          name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/global-setup.ts'],
          maxWorkers: 2, sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
