import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite takes seconds to start on 2 shared cores; each test file shares one instance, started from
    // the migrated data directory global-setup.ts dumps once per run.
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
