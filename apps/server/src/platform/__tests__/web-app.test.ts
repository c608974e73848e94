import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

const ASSET = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Emlak vergisi borcu ${i}`))};`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
  // What the build writes for each address's first screen (apps/web/route-preloads.ts).
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      '/session/signin': ['/assets/session-layout-aa11.js', '/assets/sign-in-page-bb22.js'],
      '/anasayfa': ['/assets/home-page-cc33.js', '"><script>alert(1)</script>'],
    }),
  );
  // What the build's precompress step writes beside each text asset.
  writeFileSync(path.join(dist, 'assets/entry-abcd.js'), ASSET);
  writeFileSync(path.join(dist, 'assets/entry-abcd.js.br'), brotliCompressSync(ASSET));
  writeFileSync(path.join(dist, 'assets/entry-abcd.js.gz'), gzipSync(ASSET));
  t = await createTestApp({ seed: false, configure: (c) => ({ ...c, webDistDir: dist }) });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves index.html for page addresses with a nonce that matches a strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/EstateStreetValuation?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /content="([^"]+)"/.exec(res.body)![1]!;
    expect(nonce).not.toBe('__CSP_NONCE__');
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('gives every page its own nonce', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/' });
    const b = await t.app.inject({ method: 'GET', url: '/anasayfa' });
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('serves hashed assets for a year and answers missing files with 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('keeps unknown API operations out of the fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/GetServerTime' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('UNKNOWN_OPERATION');
  });

  it('sends the precompressed brotli or gzip copy of a hashed asset by Accept-Encoding, cached for a year', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/entry-abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/entry-abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/entry-abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses index.html per response and never lets it be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Login', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('text/html');
    // The test page is under the threshold: sent as it is, still with this response's nonce.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).not.toContain('__CSP_NONCE__');
  });

  it('names the first screen’s chunks of the address asked for as module preloads, and no other address’s', async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const signIn = await t.app.inject({ method: 'GET', url: '/session/signin?returnUrl=%2FDebtQuestioning' });
    expect(preloads(signIn.body)).toEqual(['/assets/session-layout-aa11.js', '/assets/sign-in-page-bb22.js']);
    expect(signIn.body).toMatch(/<\/head>/);
    expect(signIn.body).not.toContain('__CSP_NONCE__');
    // Only the build's own asset addresses are written into the page.
    const home = await t.app.inject({ method: 'GET', url: '/anasayfa' });
    expect(preloads(home.body)).toEqual(['/assets/home-page-cc33.js']);
    expect(home.body).not.toContain('<script>');
    expect(preloads((await t.app.inject({ method: 'GET', url: '/EstateStreetValuation' })).body)).toEqual([]);
    expect(preloads((await t.app.inject({ method: 'GET', url: '/' })).body)).toEqual([]);
  });

  it('keeps the build’s own records to itself', async () => {
    for (const url of ['/.vite/route-preloads.json', '/%2Evite/route-preloads.json', '/assets/../.vite/route-preloads.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('sign-in-page');
    }
  });

  it('compresses API answers over the threshold and leaves small ones alone', async () => {
    const large = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toBeDefined();

    const gzip = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const identity = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().openapi).toBeDefined();

    const small = await t.app.inject({ method: 'POST', url: '/api/GetServerTime', headers: { 'accept-encoding': 'br' }, payload: {} });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
