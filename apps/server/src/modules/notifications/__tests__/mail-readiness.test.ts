import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config/app-config';
import { outsideSystems } from '../../../testing/outside-systems';
import { createTestApp, type TestApp } from '../../../testing';
import { queueNotification } from '../notification-repo';
import { memberWithDebt } from './fixture';

const now = new Date('2027-05-24T09:00:00+03:00');
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function appWith(mail: Pick<AppConfig, 'smtpUrl' | 'simulators'>) {
  const t = await createTestApp({ seed: false, now: () => now, configure: (c) => ({ ...c, ...(mail.simulators ? {} : outsideSystems(c)), ...mail }) });
  apps.push(t);
  return t;
}

const queueMail = async (t: TestApp, key: string, createdAt: Date) =>
  queueNotification(t.db, {
    dedupe_key: key,
    member_oid: (await memberWithDebt(t.db, { gsm: '5320000090', email: 'uye@example.com.tr' })).oid,
    channel: 'email',
    kind: 'receipt',
    purpose: 'receipt',
    recipient: 'uye@example.com.tr',
    due_date: null,
    accrual_oids: null,
    amount: null,
    collection_oid: null,
    subject: 'Makbuzunuz',
    body: null,
    created_at: createdAt,
    next_attempt_at: createdAt,
    sent_at: null,
    last_error: null,
  });

const readiness = async (t: TestApp) => {
  const r = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(r.statusCode).toBe(200);
  return r.json() as { status: string; warnings?: { code: string; [k: string]: unknown }[] };
};
const mailWarning = (body: Awaited<ReturnType<typeof readiness>>) => body.warnings?.find((w) => w.code === 'MAIL_TRANSPORT_MISSING');

describe('readiness and e-mail without a transport', () => {
  it('warns, staying ready, when e-mail waits and neither SMTP_URL nor the simulators can send it', async () => {
    const t = await appWith({ smtpUrl: null, simulators: false });
    expect(mailWarning(await readiness(t))).toBeUndefined();
    await queueMail(t, 'receipt:email:1', new Date('2027-05-23T15:00:00+03:00'));
    await queueMail(t, 'receipt:email:2', new Date('2027-05-24T08:00:00+03:00'));
    const body = await readiness(t);
    expect(body.status).toBe('ready');
    expect(mailWarning(body)).toMatchObject({ queued: 2, oldestQueuedAt: '2027-05-23T12:00:00.000Z' });
    expect(mailWarning(body)!.message).toContain('SMTP_URL');
    // Sent or failed mail is not waiting.
    await t.db.updateTable('notification').set({ status: 'sent', sent_at: now }).execute();
    expect(mailWarning(await readiness(t))).toBeUndefined();
  });

  it('does not warn with SMTP_URL set, or in simulator mode, whatever is queued', async () => {
    for (const t of [await appWith({ smtpUrl: 'smtp://127.0.0.1:2525', simulators: false }), await appWith({ smtpUrl: null, simulators: true })]) {
      await queueMail(t, 'receipt:email:3', now);
      expect(mailWarning(await readiness(t))).toBeUndefined();
    }
  });
});
