import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'contract', include: ['src/**/__tests__/**/*.test.ts'] } });
