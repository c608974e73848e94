import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // The server's render of first screens runs in Node without a DOM: its own project (vitest.first-screen.config.ts).
    exclude: ['src/**/__tests__/**/*.server.test.{ts,tsx}'],
    environment: 'jsdom',
    // A screen's story types whole forms; on CI's two shared cores that takes seconds.
    testTimeout: 20_000,
    setupFiles: ['src/testing/setup.ts'],
  },
});
