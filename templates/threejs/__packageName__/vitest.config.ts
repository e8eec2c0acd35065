import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Property tests take seconds on a loaded machine; the timeout only guards against a hang.
    testTimeout: 120_000,
  },
});
