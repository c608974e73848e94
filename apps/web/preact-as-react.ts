import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The app is written against React's API and runs on Preact's compatibility layer: the same
// components at a sixth of React DOM's size on a citizen's phone (issue 18, ADR 0019). The
// server's render of first screens and its tests (vitest.first-screen.config.ts) resolve the same
// way; the other web unit tests run on React with Testing Library, and the end-to-end suite on
// the shipped build.
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

// Node's own ESM file of each entry ('import' condition), so everything in the graph shares one
// copy of Preact with preact-render-to-string: the directory of `compat` would give Node its
// CommonJS build, a second Preact whose hooks the renderer does not see.
const inNode = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/** The same mapping for code that Node runs itself, not bundled: the first-screen tests. */
export const preactAsReactInNode = [
  { find: /^react-dom\/client$/, replacement: inNode('preact/compat/client') },
  { find: /^react-dom$/, replacement: inNode('preact/compat') },
  { find: /^react$/, replacement: inNode('preact/compat') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: inNode('preact/jsx-runtime') },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: inNode('preact/compat') },
];
