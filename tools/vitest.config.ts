import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tools', include: ['__tests__/**/*.test.ts', 'eslint/__tests__/**/*.test.ts', '../e2e/support/__tests__/**/*.test.ts'], testTimeout: 60_000 },
});
