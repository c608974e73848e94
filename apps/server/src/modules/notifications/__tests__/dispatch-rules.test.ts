import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import type { MailTransport } from '../../../integrations/mail/transport';
import { SmsGateway } from '../../../integrations/sms/gateway';
import { DemoSmsProvider } from '../../../integrations/sms/provider';
import { dispatchNotifications } from '../dispatcher';
import { queueNotification } from '../notification-repo';
import { consent, memberWithDebt, smsTo } from './fixture';

/** The dispatcher's rules: the gateway's rate, the cap on retries, and a send cut off mid-way. */
let clock = new Date('2027-05-24T07:00:00Z');
let t: TestApp;
const sleeps: number[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    now: () => clock,
    configure: (c) => ({ ...c, notifications: { ...c.notifications, smsPerSecond: 4, dispatchIntervalSeconds: 1, maxAttempts: 2, retryMinutes: 5 } }),
  });
});
afterAll(async () => t.close());

const deps = (mail: MailTransport | null = null) => ({
  db: t.db,
  config: t.config,
  now: () => clock,
  log: t.app.log,
  sms: new SmsGateway(new DemoSmsProvider(), () => clock, 'TEST BLD'),
  mail,
  sleep: async (ms: number) => void sleeps.push(ms),
});

async function queueSms(member: { oid: number }, gsm: string, key: string) {
  await queueNotification(t.db, {
    dedupe_key: key,
    member_oid: member.oid,
    channel: 'sms',
    kind: 'reminder',
    purpose: 'reminder-7',
    recipient: gsm,
    due_date: '2027-05-31',
    accrual_oids: null,
    amount: 1000,
    collection_oid: null,
    created_at: clock,
    next_attempt_at: clock,
    sent_at: null,
    last_error: null,
  });
}

describe('notification dispatch', () => {
  it('spaces SMS to the gateway’s rate and sends no more in one run than the gateway takes in its interval', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) {
      const member = await memberWithDebt(t.db, { gsm: `533000000${i}` });
      await consent(t.db, member, 'sms', 'reminder');
      await queueSms(member, `533000000${i}`, `rate-${i}`);
      members.push(member);
    }
    // 4 a second for a 1-second interval, at 80 %: three a run, 250 ms apart.
    expect(await dispatchNotifications(deps())).toEqual({ sent: 3, failed: 0 });
    expect(sleeps).toEqual([250, 250]);
    expect(await dispatchNotifications(deps())).toEqual({ sent: 2, failed: 0 });
    for (let i = 0; i < 5; i++) expect(await smsTo(t.db, `533000000${i}`)).toHaveLength(1);
  });

  it('stops retrying a failing notification after maxAttempts, leaving it failed with the reason', async () => {
    const member = await memberWithDebt(t.db, { gsm: '5330000010', email: 'uye@example.com.tr' });
    const failing: MailTransport = { name: 'down', send: async () => Promise.reject(new Error('SMTP bağlantısı kurulamadı')) };
    await queueNotification(t.db, {
      dedupe_key: 'cap',
      member_oid: member.oid,
      channel: 'email',
      kind: 'reminder',
      purpose: 'reminder-0',
      recipient: 'uye@example.com.tr',
      due_date: '2027-05-24',
      accrual_oids: null,
      amount: 1000,
      collection_oid: null,
      created_at: clock,
      next_attempt_at: clock,
      sent_at: null,
      last_error: null,
    });
    expect(await dispatchNotifications(deps(failing))).toEqual({ sent: 0, failed: 1 });
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect(await dispatchNotifications(deps(failing))).toEqual({ sent: 0, failed: 1 });
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await dispatchNotifications(deps(failing))).toEqual({ sent: 0, failed: 0 });
    expect(await t.db.selectFrom('notification').select(['status', 'attempts', 'last_error']).where('dedupe_key', '=', 'cap').executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
      attempts: 2,
      last_error: 'SMTP bağlantısı kurulamadı',
    });
  });

  it('leaves an e-mail queued while no mail transport is configured', async () => {
    const member = await memberWithDebt(t.db, { gsm: '5330000011', email: 'bekleyen@example.com.tr' });
    await queueNotification(t.db, {
      dedupe_key: 'no-transport',
      member_oid: member.oid,
      channel: 'email',
      kind: 'reminder',
      purpose: 'reminder-0',
      recipient: 'bekleyen@example.com.tr',
      due_date: '2027-05-24',
      accrual_oids: null,
      amount: 1000,
      collection_oid: null,
      created_at: clock,
      next_attempt_at: clock,
      sent_at: null,
      last_error: null,
    });
    await dispatchNotifications(deps(null));
    expect((await t.db.selectFrom('notification').select('status').where('dedupe_key', '=', 'no-transport').executeTakeFirstOrThrow()).status).toBe('queued');
  });

  it('a send cut off mid-way (a copy that died) is never sent again: it is left failed for the operator', async () => {
    const member = await memberWithDebt(t.db, { gsm: '5330000012' });
    await queueSms(member, '5330000012', 'interrupted');
    await t.db.updateTable('notification').set({ status: 'sending', attempts: 1, next_attempt_at: clock }).where('dedupe_key', '=', 'interrupted').execute();
    clock = new Date(clock.getTime() + 11 * 60_000);
    await dispatchNotifications(deps());
    expect(await smsTo(t.db, '5330000012')).toEqual([]);
    const row = await t.db.selectFrom('notification').select(['status', 'last_error']).where('dedupe_key', '=', 'interrupted').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/yarıda kaldı/);
  });
});
