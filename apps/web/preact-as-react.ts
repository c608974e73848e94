import { createRequire } from 'node:module';
import path from 'node:path';

// The app is written against React's API and runs on Preact's compatibility layer: the same
// components at a sixth of React DOM's size on a citizen's phone (issue 18, ADR 0019). The web
// tests resolve the same way, so what they prove is what ships.
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const compat = path.join(preact, 'compat');

export const preactAsReact = [
  { find: /^react-dom\/client$/, replacement: path.join(compat, 'client.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: path.join(preact, 'test-utils') },
  { find: /^react-dom$/, replacement: compat },
  { find: /^react$/, replacement: compat },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: path.join(preact, 'jsx-runtime') },
  // React 18's shim for older Reacts; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: compat },
];
