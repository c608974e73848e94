import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { scriptsOf, withFirstScreen } from '../first-screens';

// index.html as the web build writes it: the entry, the entry's imports, the stylesheet, an empty root.
const INDEX = `<!doctype html>
<html lang="tr">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <title>e-Belediye</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mui-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// Stands for the built renderer (apps/web/src/app/first-screen/render-first-screen.tsx): it writes
// what it was given into the screen, so the test sees what the server passed.
const RENDERER = `
export const firstScreenAddresses = ['/session/signin', '/broken'];
export async function renderFirstScreen(address, setting, page) {
  if (address === '/broken') throw new Error('render failed');
  return {
    head: '<style nonce="' + page.nonces.style + '">.x{}</style>',
    root: '<h1>' + setting.MunicipalityName + '</h1><p id="facts">' + JSON.stringify({ entry: page.appEntry, chunks: page.appChunks, fonts: page.fonts }).replace(/"/g, "'") + '</p>',
    afterRoot: '<script nonce="' + page.nonces.script + '">start()</script>',
  };
}`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-first-screen-'));
  mkdirSync(path.join(dist, '.vite/first-screen'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite/first-screen/render-first-screen.js'), RENDERER);
  writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify({ '/session/signin': ['/assets/sign-in-page-4.js'], '/anasayfa': ['/assets/home-5.js'] }));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', assets: ['assets/roboto-latin-400-normal-a.woff2', 'assets/roboto-latin-400-normal-b.woff', 'assets/seal-c.svg'] },
    }),
  );
  t = await createTestApp({ seed: false, configure: (c) => ({ ...c, webDistDir: dist }) });
});
afterAll(() => t.close());

const noncesOf = (csp: string) => ({ style: /style-src 'self' 'nonce-([^']+)'/.exec(csp)![1]!, script: /script-src 'self' 'nonce-([^']+)'/.exec(csp)![1]! });

describe('pages sent with their first screen', () => {
  it('carry the screen, its styles and one inline start-up script, under this response’s nonces', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/session/signin' });
    expect(res.statusCode).toBe(200);
    const nonces = noncesOf(String(res.headers['content-security-policy']));
    expect(res.body).toContain(`<style nonce="${nonces.style}">.x{}</style>`);
    // Nothing in it can be used until the app has drawn over it.
    expect(res.body).toContain(`<div id="root" inert><h1>${t.config.publicSetting.MunicipalityName}</h1>`);
    expect(res.body).toContain(`</div><script nonce="${nonces.script}">start()</script>`);
    expect(res.body).not.toContain('__CSP_');
  });

  it('name no script or preload of their own: the start-up script is given the entry and every chunk of the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/session/signin' });
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(res.body).toContain(
      `{'entry':'/assets/index-abc.js','chunks':['/assets/runtime-1.js','/assets/mui-2.js','/assets/sign-in-page-4.js'],'fonts':['/assets/roboto-latin-400-normal-a.woff2']}`,
    );
  });

  it('leave every other address, one whose screen failed to render, and any address with a query string, as the plain page', async () => {
    // With a query string the app renders the address itself (the e-Devlet answer, a redirect after sign-in).
    for (const url of ['/broken', '/anasayfa', '/EstateStreetValuation', '/session/signin?redirectUrl=%2FUserUpdate']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('moving a page’s scripts into its first screen', () => {
  it('finds the entry and the preloads in the page’s order, and nothing in a page without an entry', () => {
    expect(scriptsOf(INDEX)).toEqual({ appEntry: '/assets/index-abc.js', appChunks: ['/assets/runtime-1.js', '/assets/mui-2.js'] });
    expect(scriptsOf('<html><body><div id="root"></div></body></html>')).toBeNull();
  });

  it('puts the head before </head> and the markup with its script in the empty root', () => {
    const page = withFirstScreen(INDEX, { head: '<style>.a{}</style>', root: '<main>x</main>', afterRoot: '<script>s()</script>' });
    expect(page).toContain('<style>.a{}</style>\n  </head>');
    expect(page).toContain('<div id="root" inert><main>x</main></div><script>s()</script>');
    expect(page).not.toMatch(/modulepreload|type="module"/);
  });
});
