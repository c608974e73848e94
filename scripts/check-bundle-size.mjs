// Each first-screen page's initial JavaScript (everything loaded before it is interactive: the
// entry, its static imports, and the page's route chunks with their own static imports) must stay
// within its gzip budget. Reads Vite's build manifest; exits non-zero when a page passes its
// budget. Dynamic imports (loaded when needed) are not counted.
//
// The pages and their budgets are the first-screen list (apps/web/src/app/first-screen/
// first-screen-pages.json); the modules each loads are the router's (apps/web/src/app/
// route-modules.json). The target is 200 KB a page; each budget is where the page stands now,
// so nothing grows unnoticed, and a budget is never raised above the target (ADR 0022).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const KB = 1024;
const TARGET = 200 * KB;

const web = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/web/src/app');
const routeModules = JSON.parse(readFileSync(path.join(web, 'route-modules.json'), 'utf8'));
/** The pages a citizen opens first, with the route modules (layout and screen) each one loads. */
const pages = JSON.parse(readFileSync(path.join(web, 'first-screen/first-screen-pages.json'), 'utf8')).map((page) => ({
  name: page.name,
  path: page.path,
  modules: routeModules[page.path],
  budget: page.budgetKB * KB,
}));

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

function initialFiles(moduleSuffixes) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const suffix of moduleSuffixes) {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} not found in the build manifest`);
    visit(key);
  }
  return [...files].filter((f) => f.endsWith('.js'));
}

let failed = false;
if (pages.some((page) => page.budget > TARGET)) {
  console.error(`A page's budget is above the ${TARGET / KB} KB target.`);
  failed = true;
}

// The server sends the build's precompressed copies: every text asset has both.
const assets = path.join(dist, 'assets');
const missing = readdirSync(assets).filter(
  (f) => /\.(js|css)$/.test(f) && statSync(path.join(assets, f)).size >= 1024 && !(existsSync(path.join(assets, `${f}.br`)) && existsSync(path.join(assets, `${f}.gz`))),
);
if (missing.length) {
  console.error(`No precompressed .br/.gz copy of: ${missing.join(', ')}`);
  failed = true;
}
// The page the server sends for each address names its screen's chunks (apps/web/route-preloads.ts):
// exactly the initial files that index.html does not already name.
const routePreloads = JSON.parse(readFileSync(path.join(dist, '.vite/route-preloads.json'), 'utf8'));
const named = new Set(initialFiles([]));
for (const page of pages) {
  const expected = initialFiles(page.modules)
    .filter((file) => !named.has(file))
    .map((file) => `/${file}`)
    .sort();
  const preloaded = [...(routePreloads[page.path] ?? [])].sort();
  if (JSON.stringify(preloaded) !== JSON.stringify(expected)) {
    console.error(
      `${page.path}: the page names ${preloaded.length} chunks to preload, its screen needs ${expected.length}: ${expected.filter((f) => !preloaded.includes(f)).join(', ')}`,
    );
    failed = true;
  }
}

for (const page of pages) {
  const files = initialFiles(page.modules).sort((a, b) => gzipSize(b) - gzipSize(a));
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const over = total > page.budget;
  failed ||= over;
  console.log(`\n${page.name} (${page.path}), ${files.length} files`);
  for (const file of files) console.log(`${(gzipSize(file) / KB).toFixed(1).padStart(7)} KB  ${file}`);
  const toTarget = total > TARGET ? `, ${((total - TARGET) / KB).toFixed(1)} KB above the ${TARGET / KB} KB target` : ', within the target';
  console.log(`${(total / KB).toFixed(1).padStart(7)} KB  initial JavaScript (gzip), budget ${page.budget / KB} KB${over ? '  OVER BUDGET' : ''}${toTarget}`);
}
if (failed) {
  console.error('\nOver budget: a first-screen page loads too much JavaScript before it is interactive.');
  process.exit(1);
}
