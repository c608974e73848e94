import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The server's render of first screens (app/first-screen), tested as it runs: React's static
 * renderer in Node, without a DOM. The other web tests run in jsdom with Testing Library.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web-first-screen',
    include: ['src/**/__tests__/**/*.server.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: true } },
  },
});
