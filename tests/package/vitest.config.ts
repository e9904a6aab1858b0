import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The published packages: run after `npm run pack:lib` (npm run test:package does both). The consumer
// flow installs, builds and drives Chromium, so hooks get generous time.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/package/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
