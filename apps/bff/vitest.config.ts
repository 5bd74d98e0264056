import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The integration tests start the real api on PGlite, which takes seconds on 2 shared cores.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
