import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite takes seconds to start on 2 shared cores; each test file shares one instance.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
