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
      // The built app in Chromium: one build for all files (global-setup), one file at a time (each
      // drives a browser on SwiftShader, which takes the machine's cores).
      {
        extends: true,
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/global-setup.ts'], fileParallelism: false },
      },
    ],
  },
});
