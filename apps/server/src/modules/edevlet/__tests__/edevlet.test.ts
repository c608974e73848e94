import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdevletAdapter } from '../../../integrations/edevlet/adapter';
import { createTestApp, type TestApp } from '../../../testing';
import { demoCompanies, demoPeople, edevletDemoIdentities } from '../../../testing/identity';

const [ahmetId, haticeId, canId] = edevletDemoIdentities as [
  (typeof edevletDemoIdentities)[number],
  (typeof edevletDemoIdentities)[number],
  (typeof edevletDemoIdentities)[number],
];
const zeynep = demoPeople[1]!;
const callback = '/e-devlet-girisi';

let t: TestApp;
let clock = new Date();
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  // Handles outlive the simulator's 10-minute access tokens here, to reach e-Devlet's own refusal.
  t = await createTestApp({ now: () => clock, configure: (c) => ({ ...c, identity: { ...c.identity, edevletHandleSeconds: 900 } }) });
});
afterAll(() => t.close());

const authorizeUrl = (state = 'durum-123', redirectUri = callback) =>
  `/sim/edevlet/AuthorizationController?${new URLSearchParams({ response_type: 'code', client_id: t.config.publicSetting.EDEVLET_CLIENT_ID, state, scope: 'Kimlik-Dogrula', redirect_uri: redirectUri })}`;

/** What a tester does on the simulator's page: open it, click a person (or cancel); answers where e-Devlet sends the browser back. */
async function pick(label: string, state = 'durum-123', redirectUri = callback): Promise<URL> {
  const page = await t.app.inject({ method: 'GET', url: authorizeUrl(state, redirectUri) });
  const link = [...page.body.matchAll(/<a class="button[^"]*" href="([^"]+)">([^<]+)<\/a>/g)].find((m) => m[2]!.includes(label));
  if (!link) throw new Error(`no link ${label}`);
  const decision = await t.app.inject({ method: 'GET', url: link[1]!.replace(/&amp;/g, '&') });
  expect(decision.statusCode).toBe(302);
  return new URL(String(decision.headers.location), 'http://localhost');
}

async function codeFor(kimlikNo: string, redirectUri = callback) {
  return (await pick(kimlikNo, 'durum-123', redirectUri)).searchParams.get('code')!;
}

async function personInfo(kimlikNo: string) {
  // The browser's absolute return address, as the web app builds it; the query it came back with is dropped.
  const code = await codeFor(kimlikNo, `http://localhost:80${callback}`);
  const handle = await t.call('LoginViaEDevlet', { edevlet_url: `http://localhost${callback}?code=${code}&state=durum-123`, code });
  expect(handle.statusCode, handle.body).toBe(200);
  // A plain string (this call is exempt from the long-string rule), never e-Devlet's own token.
  expect(handle.body).not.toMatch(/^AT/);
  const info = await t.call('GetPersonInfoViaEDevlet', { data: handle.body });
  expect(info.statusCode, info.body).toBe(200);
  return operations.GetPersonInfoViaEDevlet.response.parse(info.json());
}

describe('e-Devlet simulator page (docs/architecture.md §6)', () => {
  it('offers the demo identities as a page that works under the strict policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: authorizeUrl() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(page.body).not.toMatch(/<script|style=|<style/);
    expect(page.body).toContain('href="/sim/assets/simulator.css"');
    for (const identity of edevletDemoIdentities) expect(page.body).toContain(identity.kimlikNo);
    const css = await t.app.inject({ method: 'GET', url: '/sim/assets/simulator.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('sends the browser back with code and state, or with access_denied when cancelled', async () => {
    const back = await pick(ahmetId.kimlikNo, 'rastgele-durum');
    expect(back.pathname).toBe(callback);
    expect(back.searchParams.get('state')).toBe('rastgele-durum');
    expect(back.searchParams.get('code')).toMatch(/^AC/);
    const cancelled = await pick('iptal');
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('state')).toBe('durum-123');
  });

  it('refuses an unknown client or a foreign redirect address', async () => {
    const foreign = await t.app.inject({ method: 'GET', url: authorizeUrl('s', 'https://evil.example/e-devlet-girisi') });
    expect(foreign.statusCode).toBe(400);
    const client = await t.app.inject({ method: 'GET', url: authorizeUrl().replace('demo-antakya-client', 'someone') });
    expect(client.statusCode).toBe(400);
  });

  it('answers the token and person endpoints in their real shapes and errors', async () => {
    const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded' as const, body: new URLSearchParams(fields).toString() });
    const tokenRequest = (code: string) => {
      const { body, ...headers } = form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callback,
        client_id: t.config.publicSetting.EDEVLET_CLIENT_ID,
        client_secret: t.config.secrets.EDEVLET_CLIENT_SECRET,
      });
      return t.app.inject({ method: 'POST', url: '/sim/edevlet/AccessTokenController', headers, payload: body });
    };
    const bad = await tokenRequest('AC-unknown');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });
    const code = await codeFor(haticeId.kimlikNo);
    const token = (await tokenRequest(code)).json();
    expect(token.access_token).toMatch(/^AT/);
    expect((await tokenRequest(code)).json().error).toBe('invalid_grant');
    const person = (accessToken: string) => {
      const { body, ...headers } = form({ clientId: t.config.publicSetting.EDEVLET_CLIENT_ID, accessToken, resourceId: '1', kapsam: 'Ad-Soyad' });
      return t.app.inject({ method: 'POST', url: '/sim/edevlet/AuthenticationController', headers, payload: body });
    };
    expect((await person(token.access_token)).json()).toEqual({
      sonucKodu: 'EDV09.000',
      sonucAciklamasi: 'İşlem başarılı.',
      kullaniciBilgileri: { kimlikNo: haticeId.kimlikNo, ad: 'HATİCE', soyad: 'ÇELİK' },
    });
    expect((await person('AT-unknown')).json().sonucKodu).not.toBe('EDV09.000');
  });
});

describe('e-Devlet sign-in (steps 2-5)', () => {
  it('signs in a person with a registry and no membership, creating the member without a password', async () => {
    const info = await personInfo(haticeId.kimlikNo);
    expect(info).toMatchObject({ sonucKodu: 'EDV09.000', kullaniciBilgileri: { kimlikNo: haticeId.kimlikNo, ad: 'HATİCE', soyad: 'ÇELİK' } });
    const registries = (await t.call('GetFilteredRegistries', { filter: haticeId.kimlikNo, registryType: '', token: info.loginHandle })).json();
    expect(registries).toHaveLength(1);
    expect(registries[0].hasMembership).toBe(false);
    const saved = await t.call('SaveEDevletLogin', { token: info.loginHandle, registryOid: registries[0].Oid });
    expect(saved.statusCode, saved.body).toBe(200);
    const { AccessToken, RefreshToken } = operations.SaveEDevletLogin.response.parse(saved.json());
    const me = (await t.call('GetUserOfEMunicipality', {}, AccessToken)).json();
    expect(me.UserDetail).toMatchObject({ userName: haticeId.kimlikNo, hasPassword: false, status: 'ACTIVE' });
    expect((await t.call('VerifyAndGenerateToken', { RefreshToken })).statusCode).toBe(200);
    const signIns = (await t.call('RetrieveRecentSignIns', {}, AccessToken)).json();
    expect(signIns[0]).toMatchObject({ method: 'edevlet', success: true });
    // The login handle was spent.
    expect((await t.call('SaveEDevletLogin', { token: info.loginHandle, registryOid: registries[0].Oid })).json().code).toBe('EDEVLET_INVALID_TOKEN');
  });

  it('finds no registry for a person the municipality does not know', async () => {
    const info = await personInfo(canId.kimlikNo);
    const registries = await t.call('GetFilteredRegistries', { filter: canId.kimlikNo, registryType: '', token: info.loginHandle });
    expect(registries.json()).toEqual([]);
    const zeynepsOid = (await t.db.selectFrom('registry').select('oid').where('national_id', '=', zeynep.nationalId).executeTakeFirstOrThrow()).oid;
    expect((await t.call('SaveEDevletLogin', { token: info.loginHandle, registryOid: zeynepsOid })).json().code).toBe('REGISTRY_NOT_FOUND');
  });

  it("lets a representative sign in as their company, never as someone else's registry", async () => {
    const info = await personInfo(ahmetId.kimlikNo);
    const registries = (await t.call('GetFilteredRegistries', { filter: ahmetId.kimlikNo, registryType: 'T', token: info.loginHandle })).json();
    expect(registries.map((r: { taxNumber: string }) => r.taxNumber)).toEqual([demoCompanies[0]!.taxNumber]);
    expect((await t.call('GetFilteredRegistries', { filter: zeynep.nationalId, registryType: '', token: info.loginHandle })).statusCode).toBe(404);
    const zeynepsOid = (await t.db.selectFrom('registry').select('oid').where('national_id', '=', zeynep.nationalId).executeTakeFirstOrThrow()).oid;
    expect((await t.call('SaveEDevletLogin', { token: info.loginHandle, registryOid: zeynepsOid })).statusCode).toBe(404);
    const saved = (await t.call('SaveEDevletLogin', { token: info.loginHandle, registryOid: registries[0].Oid })).json();
    expect((await t.call('GetUserOfEMunicipality', {}, saved.AccessToken)).json().UserDetail.userName).toBe(demoCompanies[0]!.taxNumber);
  });

  it('fails with the spec texts for a bad or reused code, a spent or expired handle, and a wrong return address', async () => {
    const failed = { code: 'EDEVLET_FAILED', Message: 'E-devlet girişi başarısız' };
    const invalid = { code: 'EDEVLET_INVALID_TOKEN', Message: 'Geçersiz token, E-devlet girişi başarısız' };
    expect((await t.call('LoginViaEDevlet', { edevlet_url: callback, code: 'AC-made-up' })).json()).toEqual(failed);
    const code = await codeFor(ahmetId.kimlikNo);
    expect((await t.call('LoginViaEDevlet', { edevlet_url: '/baska-sayfa', code })).json()).toEqual(failed);
    const handle = (await t.call('LoginViaEDevlet', { edevlet_url: callback, code })).body;
    expect((await t.call('LoginViaEDevlet', { edevlet_url: callback, code })).json()).toEqual(failed);
    expect((await t.call('GetPersonInfoViaEDevlet', { data: handle })).statusCode).toBe(200);
    expect((await t.call('GetPersonInfoViaEDevlet', { data: handle })).json()).toEqual(invalid);
    const late = (await t.call('LoginViaEDevlet', { edevlet_url: callback, code: await codeFor(ahmetId.kimlikNo) })).body;
    advance(16);
    expect((await t.call('GetPersonInfoViaEDevlet', { data: late })).json()).toEqual(invalid);
  });

  it("passes e-Devlet's own refusal on (a non-EDV09.000 sonucKodu) without a login handle", async () => {
    const handle = (await t.call('LoginViaEDevlet', { edevlet_url: callback, code: await codeFor(haticeId.kimlikNo) })).body;
    advance(11);
    const info = await t.call('GetPersonInfoViaEDevlet', { data: handle });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ sonucKodu: 'EDV09.003', kullaniciBilgileri: null, loginHandle: null });
  });

  it('refuses bad input with field errors', async () => {
    expect((await t.call('LoginViaEDevlet', { edevlet_url: callback, code: '' })).json().fields.code).toBe('Yetki kodu giriniz.');
    expect((await t.call('GetPersonInfoViaEDevlet', { data: 'short' })).json().fields.data).toBe('Geçerli bir anahtar giriniz.');
    expect((await t.call('SaveEDevletLogin', { token: 'h'.repeat(43), registryOid: -1 })).json().fields.registryOid).toBe('Geçerli bir kayıt numarası giriniz.');
  });

  it('builds the authorization address that the simulator accepts', async () => {
    const adapter = new EdevletAdapter(
      { authorizationUrl: t.config.publicSetting.EDEVLET_AUTHORIZATION_URL, tokenUrl: '', personInfoUrl: '', clientId: t.config.publicSetting.EDEVLET_CLIENT_ID, clientSecret: '' },
      () => Promise.reject(new Error('not used')),
    );
    const url = new URL(adapter.authorizationUrl('durum', callback), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'demo-antakya-client',
      state: 'durum',
      scope: 'Kimlik-Dogrula',
      redirect_uri: callback,
    });
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
  });

  it('is refused while the setting disables e-Devlet sign-in', async () => {
    const off = await createTestApp({ seed: false, configure: (c) => ({ ...c, publicSetting: { ...c.publicSetting, IsEDevletLoginDisable: true } }) });
    try {
      expect((await off.call('LoginViaEDevlet', { edevlet_url: callback, code: 'AC1' })).statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });
});
