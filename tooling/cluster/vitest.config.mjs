import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One cluster for the whole file; its processes share 2 cores with the rest of `npm test`.
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
