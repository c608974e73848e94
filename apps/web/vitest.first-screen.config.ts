import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAsReactInNode } from './preact-as-react';

/**
 * The server's render of first screens (app/first-screen), tested as it is built: on Preact's
 * React layer, in Node without a DOM. The packages are bundled into the test as into the
 * renderer, so MUI and the router reach Preact too. (The other web tests run on React with
 * Testing Library.)
 */
export default defineProject({
  plugins: [react()],
  resolve: { alias: preactAsReactInNode },
  // Packages' ES module builds, as the renderer's bundle has them: emotion's Node entry wraps its
  // CommonJS build, whose require('react') no alias reaches.
  ssr: { resolve: { conditions: ['module', 'node', 'import', 'production', 'default'] } },
  test: {
    name: 'web-first-screen',
    include: ['src/**/__tests__/**/*.server.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: true } },
  },
});
