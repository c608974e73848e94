// Issue 2's bar: the home page's initial JavaScript (everything loaded before it is
// interactive: the entry, its static imports, and the home route's chunk with its own
// static imports) must stay within 200 KB gzip. Reads Vite's build manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET = 200 * 1024;

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
if (!homeKey) throw new Error('home page chunk not found in the manifest');
visit(homeKey);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  home page initial JavaScript (gzip), budget ${BUDGET / 1024} KB`);
if (total > BUDGET) {
  console.error('Over budget: the home page loads too much JavaScript.');
  process.exit(1);
}
