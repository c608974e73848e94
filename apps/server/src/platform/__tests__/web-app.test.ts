import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
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
});
