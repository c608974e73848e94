import { secretAppSettingFields } from '@ebelediye/contract';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('AppSetting.json', () => {
  it('serves the public start-up fields with the demo county Antakya', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.CountyCode).toBe(2080);
    expect(body.MunicipalityName).toBe('Antakya Belediyesi');
  });

  it('never serves a secret, even when one is put among the public settings by mistake', async () => {
    const leaky = await createTestApp({
      seed: false,
      configure: (c) => ({ ...c, publicSetting: { ...c.publicSetting, StoreKey: 'leak', MerchantPassword: 'leak' } as typeof c.publicSetting }),
    });
    try {
      const text = (await leaky.app.inject({ method: 'GET', url: '/AppSetting.json' })).body;
      for (const field of secretAppSettingFields) expect(text).not.toContain(`"${field}"`);
      // Short codes (an SMS municipality code equal to the county code) are not secrets in themselves.
      const values = Object.values(leaky.config.secrets).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v).flatMap((bank) => Object.values(bank))));
      for (const value of values.filter((v) => v.length > 6)) expect(text).not.toContain(value);
      expect(text).not.toContain('leak');
    } finally {
      await leaky.close();
    }
  });
});

describe('operation routing', () => {
  it('answers an unknown operation with the error shape', async () => {
    const res = await t.call('NoSuchOperation' as never);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Böyle bir işlem bulunmamaktadır.', code: 'UNKNOWN_OPERATION' });
  });

  it('accepts a call without a body for operations without a payload', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GetServerTime' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses malformed JSON with a Turkish message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GetServerTime', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('returns field errors in Turkish for bad input', async () => {
    const res = await t.call('AddressGetCountyListWithoutAuthorization', { cityCode: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.cityCode).toMatch(/kod/i);
  });

  it('ignores a stale token on public calls', async () => {
    const res = await t.call('GetServerTime', {}, 'not-a-token');
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('locks API answers down completely', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(
      csp
        .split(';')
        .map((d) => d.trim())
        .sort(),
    ).toEqual(["base-uri 'none'", "default-src 'none'", "form-action 'none'", "frame-ancestors 'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends the same headers with an error and an unknown address, which no route handles', async () => {
    for (const res of [await t.app.inject({ method: 'POST', url: '/api/NoSuchOperation' }), await t.call('GetStreetListWithoutAuthorization', { districtCode: 'x' })]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('reference cache', () => {
  it('answers a repeated lookup from memory, and never caches an error', async () => {
    const first = await t.call('GetStreetListWithoutAuthorization', { districtCode: 20801 });
    const second = await t.call('GetStreetListWithoutAuthorization', { districtCode: 20801 });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    const compressed = await t.app.inject({
      method: 'POST',
      url: '/api/GetStreetListWithoutAuthorization',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { districtCode: 20801 },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(first.body);
    await t.call('GetStreetListWithoutAuthorization', { districtCode: 1 });
    const again = await t.call('GetStreetListWithoutAuthorization', { districtCode: 1 });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    // A field the schema drops finds the answer of the body without it (that it makes no entry of its
    // own is proven in reference-caching.test.ts).
    const withExtra = await t.call('GetStreetListWithoutAuthorization', { districtCode: 20801, extra: 'x' } as never);
    expect(withExtra.headers['x-cache']).toBe('hit');
    expect(withExtra.body).toBe(first.body);
    // A body refused once is refused again, never answered from memory.
    for (let i = 0; i < 2; i++) {
      const refused = await t.call('GetStreetListWithoutAuthorization', { districtCode: 'x' });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['x-cache']).toBeUndefined();
    }
  });
});

describe('health', () => {
  it('is live and ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready.status).toBe('ready');
    // Each background job with its last run (none yet: tests tick the jobs by hand).
    expect(ready.jobs.map((j: { job: string }) => j.job)).toEqual([
      'order-expiry',
      'payment-reconciliation',
      'due-date-reminders',
      'notification-dispatch',
      'water-application-expiry',
      'water-late-debt-payments',
    ]);
  });

  it('stays ready but warns the operator of a year whose religious holidays are not loaded', async () => {
    const loaded = await createTestApp({ now: () => new Date('2026-11-24T09:00:00+03:00') });
    const later = await createTestApp({ now: () => new Date('2027-06-01T09:00:00+03:00') });
    try {
      const quiet = (await loaded.app.inject({ method: 'GET', url: '/readyz' })).json();
      expect(quiet).toMatchObject({ status: 'ready' });
      expect(quiet).not.toHaveProperty('warnings');
      const ready = await later.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', warnings: [{ code: 'RELIGIOUS_HOLIDAYS_MISSING', years: [2028] }] });
    } finally {
      await loaded.close();
      await later.close();
    }
  });

  it('is not ready when the database is gone', async () => {
    const other = await createTestApp({ seed: false });
    await other.app.database.close();
    expect((await other.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await other.close();
  });
});

describe('OpenAPI', () => {
  it('documents every operation at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/RetrieveMenusWithoutAuthorization');
    expect(paths).toContain('/api/GetOuterDoorListWithoutAuthorization');
  });
});
