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
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/browser/**'] } },
      // The built app in Chromium: one build for all files (global-setup), one file at a time (each
      // drives a browser on SwiftShader, which takes the machine's cores).
      {
        extends: true,
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/global-setup.ts'], fileParallelism: false },
      },
    ],
  },
});
