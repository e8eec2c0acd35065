import { defineConfig } from 'vitest/config';

// Every test's work is bounded (fixed loops, fixed fast-check run counts); the slowest takes about 0.5 s alone.
// The timeouts leave room for a 2-core machine loaded many times over: no result depends on machine speed.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Property tests take seconds on a loaded machine; the timeout only guards against a hang.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
