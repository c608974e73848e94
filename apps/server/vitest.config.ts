import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_ENGINE === 'postgres' ? 'server-postgres' : 'server',
    include: ['src/**/__tests__/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
