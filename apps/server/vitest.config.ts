import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_ENGINE === 'postgres' ? 'server-postgres' : 'server',
    include: ['src/**/__tests__/**/*.test.ts'],
    // `*.postgres.test.ts` prove what only a PostgreSQL server has (connections it can close).
    exclude: process.env.TEST_ENGINE === 'postgres' ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    // One process per core runs many test files, instead of a new process per file: each file spent
    // about 2.4 s loading the server again, and the suites took 9.7–11.5 min (PGlite) and 4.6 min
    // (PostgreSQL) on two cores; now 3.8 and 2.0 (both also pass with the files shuffled). A test
    // file must therefore close what it opens, and not count on the server's modules being loaded
    // fresh: their caches and counters are shared with the files before it.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
