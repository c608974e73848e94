import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicAppSetting } from '@ebelediye/contract';
import type { FastifyBaseLogger } from 'fastify';

/** Written by the web build (`vite build --ssr`, apps/web/vite.config.ts): the renderer of first screens. */
const RENDERER_FILE = '.vite/first-screen/render-first-screen.js';
const MANIFEST_FILE = '.vite/manifest.json';
/** Filled in per response (web-app.ts), like the style nonce of index.html. */
export const SCRIPT_NONCE_PLACEHOLDER = '__CSP_SCRIPT_NONCE__';
export const STYLE_NONCE_PLACEHOLDER = '__CSP_NONCE__';

interface FirstScreen {
  head: string;
  root: string;
  afterRoot: string;
}

/** apps/web/src/app/first-screen/render-first-screen.tsx, as built. */
interface Renderer {
  firstScreenAddresses: readonly string[];
  renderFirstScreen(
    address: string,
    setting: PublicAppSetting,
    page: { nonces: { style: string; script: string }; appEntry: string; appChunks: string[]; fonts: string[] },
  ): Promise<FirstScreen | null>;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page for an address whose first screen is sent in the HTML (ADR 0021): the
 * screen's markup in `#root`, its styles in the head, and one inline script after it that starts
 * the app once the screen is painted. The page's own entry script and preloads move into that
 * script, so nothing but the page, its stylesheet and fonts competes with the first paint. The
 * root is `inert` until the app has drawn over it: without the app (still loading, or JavaScript
 * off) nothing in it can be used, and no form is sent by the browser itself.
 */
export function withFirstScreen(page: string, screen: FirstScreen): string {
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `  ${screen.head}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" inert>${screen.root}</div>${screen.afterRoot}`);
}

/** The app's entry and every chunk a page names for its address, in the page's order. */
export function scriptsOf(page: string): { appEntry: string; appChunks: string[] } | null {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return null;
  return { appEntry: entry, appChunks: [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
}

/** The font files of the app's stylesheet, from the build's manifest. */
function fontsOfTheApp(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as Record<string, { assets?: string[] }>;
  return (manifest['index.html']?.assets ?? []).filter((file) => file.endsWith('.woff2')).map((file) => `/${file}`);
}

/**
 * Renders, once at start-up, the first screen of each address the web app lists, with the
 * municipality's public configuration, into the page sent for it. A build without the renderer
 * (or a screen that fails to render) leaves the plain pages: the app then renders as before, and
 * the failure is logged for the operator.
 */
export async function pagesWithFirstScreens(
  distDir: string,
  pageFor: (address: string) => string,
  setting: PublicAppSetting,
  log: FastifyBaseLogger,
): Promise<Map<string, string>> {
  const file = path.join(distDir, RENDERER_FILE);
  const pages = new Map<string, string>();
  if (!existsSync(file)) return pages;
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  const fonts = fontsOfTheApp(distDir);
  for (const address of renderer.firstScreenAddresses) {
    const page = pageFor(address);
    const scripts = scriptsOf(page);
    try {
      if (!scripts) throw new Error('the page names no entry script');
      const screen = await renderer.renderFirstScreen(address, setting, { nonces: { style: STYLE_NONCE_PLACEHOLDER, script: SCRIPT_NONCE_PLACEHOLDER }, ...scripts, fonts });
      if (screen) pages.set(address, withFirstScreen(page, screen));
    } catch (error) {
      log.error({ err: error, address }, 'first screen not rendered: the page is sent without it');
    }
  }
  return pages;
}
