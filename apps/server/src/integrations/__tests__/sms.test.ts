import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { outsideSystems } from '../../testing/outside-systems';
import { createIntegrations } from '..';
import { SmsGateway } from '../sms/gateway';
import { DemoSmsProvider, type SmsProvider } from '../sms/provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const message = (gsm: string, body: string) => ({ gsm, typeCode: 6, messageCode: null, title: 'Deneme <b>', body });
const outbox = (oid: number) => t.db.selectFrom('sms_outbox').select(['status', 'provider_ref', 'error']).where('oid', '=', oid).executeTakeFirstOrThrow();

describe('SMS gateway (docs/architecture.md §6)', () => {
  it('writes every message to the outbox first, then hands it to the provider', async () => {
    const sent: string[] = [];
    const provider: SmsProvider = {
      name: 'test',
      send: async ({ gsm, sender }) => {
        sent.push(`${sender} → ${gsm}`);
        return { reference: 'ref-1' };
      },
    };
    const gateway = new SmsGateway(provider, () => new Date(), 'KILIS BLD');
    const oid = await gateway.enqueue(t.db, message('5321112233', 'kod 1'));
    expect(await outbox(oid)).toEqual({ status: 'QUEUED', provider_ref: null, error: null });
    await gateway.deliver(t.db, oid);
    expect(await outbox(oid)).toEqual({ status: 'SENT', provider_ref: 'ref-1', error: null });
    await gateway.deliver(t.db, oid);
    // Under the municipality's registered sender name, once.
    expect(sent).toEqual(['KILIS BLD → 5321112233']);
  });

  it('records a provider failure without the message text, and keeps messages queued without a provider', async () => {
    const failing = new SmsGateway({ name: 'down', send: async () => Promise.reject(new Error('gateway timeout')) }, () => new Date(), 'TEST BLD');
    const oid = await failing.enqueue(t.db, message('5321112233', 'gizli 123456'));
    await failing.deliver(t.db, oid);
    expect(await outbox(oid)).toEqual({ status: 'FAILED', provider_ref: null, error: 'gateway timeout' });
    const none = new SmsGateway(null, () => new Date(), 'TEST BLD');
    const queued = await none.enqueue(t.db, message('5321112233', 'bekleyen'));
    await none.deliver(t.db, queued);
    expect((await outbox(queued)).status).toBe('QUEUED');
  });
});

describe('/sim/sms', () => {
  it('lists the messages of one phone as an accessible page under the strict policy, and as JSON', async () => {
    await new SmsGateway(new DemoSmsProvider(), () => new Date(), 'TEST BLD').send(t.db, message('5449998877', 'Antakya Belediyesi doğrulama kodunuz: 654321.'));
    const page = await t.app.inject({ method: 'GET', url: '/sim/sms?gsm=0544%20999%2088%2077' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toContain('<caption>(544) 999 88 77');
    expect(page.body).toContain('doğrulama kodunuz: 654321.');
    expect(page.body).toContain('Deneme &lt;b&gt;');
    expect(page.body).not.toMatch(/<script|style=/);
    const json = await t.app.inject({ method: 'GET', url: '/sim/sms?gsm=5449998877&format=json' });
    expect(json.json()).toEqual([expect.objectContaining({ gsm: '5449998877', typeCode: 6, body: 'Antakya Belediyesi doğrulama kodunuz: 654321.', status: 'SENT' })]);
  });

  it('shows a form without a phone, and refuses a malformed one', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/sim/sms' });
    expect(empty.body).toContain('<label>Cep telefonu');
    expect((await t.app.inject({ method: 'GET', url: '/sim/sms?gsm=123' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sim/sms?gsm=123&format=json' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('does not exist when simulators are off', async () => {
    const off = await createTestApp({
      seed: false,
      configure: (c) => ({
        ...c,
        simulators: false,
        ...outsideSystems(c),
      }),
    });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/sim/sms?gsm=5449998877' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/sim/edevlet/AuthorizationController' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/sim/bank/nestpay/0010/est3Dgate' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses to start without simulators while e-Devlet points at them', () => {
    expect(() => createIntegrations(t.app, { ...t.config, simulators: false }, t.db, () => new Date())).toThrow(/absolute/);
  });
});
