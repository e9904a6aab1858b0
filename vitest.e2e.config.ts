import { defineConfig } from 'vitest/config';

// End-to-end tests: the built site (dist/) in Debian's Chromium. Run after `vite build`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
