import '../zod-without-eval';
import type { ReactNode } from 'react';
import type { PublicAppSetting } from '@ebelediye/contract';
import createCache from '@emotion/cache';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGUAGE_KEY } from '../../lib/i18n';
import { firstScreenStorageKeys } from '../../lib/session';
import { AppProvider } from '../provider';
import { AppRoutes } from '../router';
import { REDUCED_MOTION_QUERY, theme } from '../theme';
import { startScript } from './first-screen-start';
import firstScreenPages from './first-screen-pages.json';
import { phoneTheme } from './phone';
import { Hydrated } from './hydrated';
import { stylesOutOfAttributes } from './styles-out-of-attributes';

/**
 * The addresses whose first screen is sent in the page: the public pages a citizen
 * opens first on a phone (first-screen-pages.json, which also holds their JavaScript budgets).
 * Each renders the same for every signed-out visitor: no query string, no stored state, nothing
 * fetched before it shows.
 */
export const firstScreenAddresses: readonly string[] = firstScreenPages.map((page) => page.path);

export interface FirstScreen {
  /** For the page's head: the styles of the markup, in one `<style>` with the page's style nonce. */
  head: string;
  /** The inside of `#root`. */
  root: string;
  /** For right after `#root`: the page's only script (`first-screen-start.ts`), inline with the page's script nonce. */
  afterRoot: string;
}

/** What the server knows of the page the first screen goes into. */
export interface PageFacts {
  /** Nonces are filled in per response; the page is rendered once, with the server's placeholders. */
  nonces: { style: string; script: string };
  /** The app's entry script and every chunk the address needs, which the page then no longer names itself. */
  appEntry: string;
  appChunks: string[];
  /** The font files the app's stylesheet names. */
  fonts: string[];
}

const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * The faces a first screen's text is drawn in: Latin and the Turkish letters, in the theme's
 * three weights. Asked for with the page, they are there for the first paint, so the text is not
 * drawn again in another font when they arrive (which also makes the browser report a second,
 * later largest paint).
 */
const FIRST_SCREEN_FACES = /\/roboto-(latin|turkish)-(400|500|700)-normal-[\w-]+\.woff2$/;

const escapeInStyle = (css: string) => css.replace(/<\//g, '<\\/');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The whole markup once every lazy screen has loaded: a first screen never carries a fallback. */
async function prerendered(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders an address's first screen as a signed-out Turkish visitor on a phone sees it, with the
 * municipality's public configuration (the same the browser loads before its first render). Returns null for an address that is not sent rendered.
 */
export async function renderFirstScreen(address: string, setting: PublicAppSetting, page: PageFacts): Promise<FirstScreen | null> {
  if (!firstScreenAddresses.includes(address)) return null;
  // Compat mode keeps every style in `inserted` instead of writing <style> elements into the markup.
  const emotionCache = createCache({ key: 'css' });
  emotionCache.compat = true;
  const rendered = await prerendered(
    <Hydrated>
      <AppProvider setting={setting} emotionCache={emotionCache} theme={phoneTheme}>
        <StaticRouter location={address}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </Hydrated>,
  );
  const { markup: root, css: inlineStyles } = stylesOutOfAttributes(rendered);
  const styles = Object.entries(emotionCache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const names = styles.map(([name]) => name).join(' ');
  // Emotion's `data-emotion` names the rules the app's own cache then finds in the page and does not insert again.
  const css = styles.map(([, rules]) => rules).join('') + inlineStyles;
  const fontPreloads = page.fonts
    .filter((font) => FIRST_SCREEN_FACES.test(font))
    .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(font)}">`);
  const head = `${fontPreloads.join('')}<style data-emotion="css ${escapeAttribute(names)}" nonce="${page.nonces.style}">${escapeInStyle(css)}</style>`;
  const start = startScript({
    phoneQuery: theme.breakpoints.down('sm').replace(/^@media\s*/, ''),
    reducedMotionQuery: REDUCED_MOTION_QUERY,
    accessTokenKey: firstScreenStorageKeys.accessToken,
    rememberedIdKey: firstScreenStorageKeys.rememberedId,
    languageKey: LANGUAGE_KEY,
    appEntry: page.appEntry,
    appChunks: page.appChunks,
    paintWaitLimitMs: PAINT_WAIT_LIMIT_MS,
  });
  return { head, root, afterRoot: `<script nonce="${page.nonces.script}">${start}</script>` };
}
