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
    // Files share their worker's modules (issue 35, CI time): a fresh module graph per file re-imported the app
    // and re-compiled PGlite's WebAssembly for each of the 79 files (import 46 s, tests 345 s summed; alone on
    // two cores the suite took 209 s, and 141–155 s without). Safe because no file mocks a module, stubs a
    // global or keeps state in one: each builds its app, database and storage of its own (test/harness.ts) and
    // closes them. A file that needs a fresh module graph would go in a project of its own with isolate on.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
