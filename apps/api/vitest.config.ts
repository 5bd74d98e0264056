import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // An app start takes seconds on 2 shared cores; each test file shares one, started from the migrated and
    // seeded databases global-setup.ts builds once per run (a PGlite dump, a PostgreSQL template database).
    globalSetup: ['./src/test/global-setup.ts'],
    // Two files at once even on two cores (vitest's default is cores − 1 = one): a file spends much of its
    // time waiting on PostgreSQL, the scrypt pool or the image pool, so the second worker fills the gaps
    // (measured: 1.7 test-seconds per wall second on two busy cores, against 0.85 with one worker). Every
    // file has its own database (its own PGlite, or its own PostgreSQL database): files never share rows.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
