import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_ENGINE === 'postgres' ? 'server-postgres' : 'server',
    include: ['src/**/__tests__/**/*.test.ts'],
    // `*.postgres.test.ts` prove what only a PostgreSQL server has (connections it can close).
    exclude: process.env.TEST_ENGINE === 'postgres' ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
