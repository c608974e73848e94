import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The app is written against React's API and runs on Preact's compatibility layer: the same
// components at a sixth of React DOM's size on a citizen's phone (ADR 0019). The
// server's render of first screens and its tests (vitest.first-screen.config.ts) resolve the same
// way; the other web unit tests run on React with Testing Library, and the end-to-end suite on
// the shipped build.
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/** Each React entry and the Preact entry that stands in for it. */
const reactToPreact: [RegExp, string][] = [
  [/^react-dom\/client$/, 'compat/client'],
  [/^react-dom\/test-utils$/, 'test-utils'],
  [/^react-dom$/, 'compat'],
  [/^react$/, 'compat'],
  [/^react\/jsx-(dev-)?runtime$/, 'jsx-runtime'],
  // React 18's shim for older Reacts; Preact has the hook itself.
  [/^use-sync-external-store\/shim(\/index\.js)?$/, 'compat'],
];

// For the bundler: the entry's folder (its package.json names the module build); compat/client is a file.
const inBundle = (entry: string) => path.join(preact, entry === 'compat/client' ? 'compat/client.mjs' : entry);

// For Node itself: Node's own ESM file of each entry ('import' condition), so everything in the
// graph shares one copy of Preact with preact-render-to-string. A folder would give Node the
// CommonJS build, a second Preact whose hooks the renderer does not see.
const inNode = (entry: string) => fileURLToPath(import.meta.resolve(`preact/${entry}`));

export const preactAsReact = reactToPreact.map(([find, entry]) => ({ find, replacement: inBundle(entry) }));

/** The same mapping for code that Node runs itself, not bundled: the first-screen tests. */
export const preactAsReactInNode = reactToPreact.map(([find, entry]) => ({ find, replacement: inNode(entry) }));
