import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/app-config';
import { EdevletAdapter, EdevletUnanswered } from '../../../integrations/edevlet/adapter';
import { createTestApp } from '../../../testing';
import { callbackAddress } from '../callback-address';
import { sealToken, unsealToken } from '../sealed-token';

describe('the e-Devlet return address', () => {
  it.each([
    ['/e-devlet-girisi', '/e-devlet-girisi'],
    ['/e-devlet-girisi?code=AC1&state=x', '/e-devlet-girisi'],
    ['https://ebelediye.antakya.bel.tr/e-devlet-girisi?code=AC1', 'https://ebelediye.antakya.bel.tr/e-devlet-girisi'],
    ['http://localhost:3000/e-devlet-girisi#x', 'http://localhost:3000/e-devlet-girisi'],
    ['https://evil.example/baska', null],
    ['javascript:alert(1)', null],
    ['/anasayfa', null],
    ['not a url', null],
  ])('%s → %s', (given, expected) => expect(callbackAddress(given, '/e-devlet-girisi')).toBe(expected));
});

describe('sealed e-Devlet tokens', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  it('open with the same server key only, and refuse tampering', () => {
    const sealed = sealToken(config, 'AT-secret');
    expect(sealed).not.toContain('AT-secret');
    expect(unsealToken(config, sealed)).toBe('AT-secret');
    expect(unsealToken({ ...config, secrets: { ...config.secrets, machineKey: 'another-key' } }, sealed)).toBeNull();
    expect(unsealToken(config, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});

describe('the e-Devlet adapter over HTTP', () => {
  const endpoints = { authorizationUrl: '/a', tokenUrl: 'https://giris.example/token', personInfoUrl: 'https://giris.example/person', clientId: 'c', clientSecret: 's' };

  it('posts the code as a form and reads the token, or the OAuth error', async () => {
    const seen: { url: string; body?: string | undefined }[] = [];
    const answers = [{ access_token: 'AT1' }, { error: 'invalid_grant', error_description: 'kullanılmış' }];
    const adapter = new EdevletAdapter(endpoints, async (url, init) => {
      seen.push({ url, body: init.body });
      return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
    });
    expect(await adapter.exchangeCode('AC1', 'https://portal.example/e-devlet-girisi')).toEqual({ ok: true, accessToken: 'AT1' });
    expect(await adapter.exchangeCode('AC1', 'https://portal.example/e-devlet-girisi')).toEqual({ ok: false, error: 'invalid_grant' });
    expect(seen[0]!.url).toBe(endpoints.tokenUrl);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'AC1',
      redirect_uri: 'https://portal.example/e-devlet-girisi',
      client_id: 'c',
      client_secret: 's',
    });
  });

  it('says e-Devlet did not answer when it cannot be reached or answers something else (the sign-in then fails with EDEVLET_FAILED)', async () => {
    const unreachable = new EdevletAdapter(endpoints, () => Promise.reject(new TypeError('fetch failed')));
    await expect(unreachable.person('AT1')).rejects.toBeInstanceOf(EdevletUnanswered);
    const garbled = new EdevletAdapter(endpoints, async () => new Response('<html>bakım</html>'));
    await expect(garbled.exchangeCode('AC1', '/e-devlet-girisi')).rejects.toBeInstanceOf(EdevletUnanswered);
    const odd = new EdevletAdapter(endpoints, async () => new Response(JSON.stringify({ unexpected: true })));
    await expect(odd.person('AT1')).rejects.toBeInstanceOf(EdevletUnanswered);
  });
});

describe('e-Devlet out of reach', () => {
  it('fails the sign-in with EDEVLET_FAILED and its text when e-Devlet does not answer', async () => {
    const t = await createTestApp({
      configure: (c) => ({ ...c, identity: { ...c.identity, edevlet: { tokenUrl: 'http://127.0.0.1:9/token', personInfoUrl: 'http://127.0.0.1:9/person' } } }),
    });
    try {
      const r = await t.call('LoginViaEDevlet', { edevlet_url: '/e-devlet-girisi', code: 'AC-any' });
      expect(r.json()).toEqual({ code: 'EDEVLET_FAILED', Message: 'E-devlet girişi başarısız' });
    } finally {
      await t.close();
    }
  });
});
