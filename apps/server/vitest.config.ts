import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_ENGINE === 'postgres' ? 'server-postgres' : 'server',
    include: ['src/**/__tests__/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
