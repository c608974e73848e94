import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';
import type { MailTransport, OutgoingMail } from '../../../integrations/mail/transport';
import { SmsGateway } from '../../../integrations/sms/gateway';
import { dispatchNotifications } from '../dispatcher';
import { queueReceiptMail } from '../receipt-mail';
import { issueUnsubscribeUrl } from '../unsubscribe';
import { recordPreference } from '../../../accounts/consents';

const AHMET = '10000000146';
const FATMA = '64211142102';
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let ahmet: string;
let ahmetOid: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ahmet = (await signIn(t, AHMET)).AccessToken;
  ahmetOid = (await t.db.selectFrom('member').select('oid').where('user_name', '=', AHMET).executeTakeFirstOrThrow()).oid;
});
afterAll(async () => t.close());

type Prefs = { preferences: { channel: string; kind: string; given: boolean; wording: string; recordedAt: string | null }[] };
const pref = (body: Prefs, channel: string, kind: string) => body.preferences.find((p) => p.channel === channel && p.kind === kind)!;
const preferences = async () => (await t.call('GetNotificationPreferences', {}, ahmet)).json() as Prefs;

describe('notification preferences', () => {
  it('records each change as a consent with its date and wording; an unchanged one records nothing', async () => {
    const res = await t.call(
      'SetNotificationPreferences',
      {
        preferences: [
          { channel: 'email', kind: 'receipt', given: true },
          { channel: 'email', kind: 'reminder', given: true },
          { channel: 'email', kind: 'decision', given: false },
        ],
      },
      ahmet,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as Prefs;
    expect(pref(body, 'email', 'receipt')).toMatchObject({ given: true, recordedAt: clock.toISOString() });
    expect(pref(body, 'email', 'receipt').wording).toContain('e-posta ile');
    expect(pref(body, 'email', 'decision')).toMatchObject({ given: false, recordedAt: null });
    expect(body.preferences.map((p) => `${p.channel}:${p.kind}`)).toEqual(['sms:reminder', 'email:reminder', 'email:decision', 'email:receipt']);
    const rows = await t.db
      .selectFrom('notification_consent')
      .select(['channel', 'kind', 'given', 'source', 'wording_version'])
      .where('member_oid', '=', ahmetOid)
      .orderBy('oid')
      .execute();
    expect(rows).toEqual([
      { channel: 'email', kind: 'receipt', given: true, source: 'profile', wording_version: '2026-11-v1' },
      { channel: 'email', kind: 'reminder', given: true, source: 'profile', wording_version: '2026-11-v1' },
    ]);
  });

  it('the SMS reminder consent is the spec’s chkSMSInfo, both ways', async () => {
    await t.call('SetNotificationPreferences', { preferences: [{ channel: 'sms', kind: 'reminder', given: false }] }, ahmet);
    expect((await t.call('GetUserOfEMunicipality', { userName: AHMET, applicationName: 'EBELEDIYE' }, ahmet)).json().UserDetail.chkSMSInfo).toBe(false);
    await t.call('SetNotificationPreferences', { preferences: [{ channel: 'sms', kind: 'reminder', given: true }] }, ahmet);
    expect((await t.call('GetUserOfEMunicipality', { userName: AHMET, applicationName: 'EBELEDIYE' }, ahmet)).json().UserDetail.chkSMSInfo).toBe(true);
  });

  it('needs a signed-in member, and refuses an unknown channel', async () => {
    expect((await t.call('GetNotificationPreferences', {})).statusCode).toBe(401);
    const bad = await t.call('SetNotificationPreferences', { preferences: [{ channel: 'fax', kind: 'receipt', given: true }] }, ahmet);
    expect(bad.statusCode).toBe(400);
    // Receipts reach the phone by the spec's payment SMS anyway: no SMS consent is offered for them.
    const notOffered = await t.call('SetNotificationPreferences', { preferences: [{ channel: 'sms', kind: 'receipt', given: true }] }, ahmet);
    expect(notOffered.statusCode).toBe(400);
    expect(JSON.stringify(notOffered.json())).toContain('bu kanaldan gönderilmemektedir');
  });
});

describe('unsubscribe links', () => {
  const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('token')!);

  it('a forged link changes nothing and says so', async () => {
    const url = await issueUnsubscribeUrl(t.db, t.config, ahmetOid, 'email', 'reminder', clock);
    const [nonce, , channel, kind, signature] = tokenOf(url).split('.');
    const otherMember = await t.call('UnsubscribeNotification', { token: [nonce, ahmetOid + 1, channel, kind, signature].join('.') });
    expect(otherMember.statusCode).toBe(422);
    expect(otherMember.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    const otherKind = await t.call('UnsubscribeNotification', { token: [nonce, ahmetOid, channel, 'receipt', signature].join('.') });
    expect(otherKind.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect((await t.call('UnsubscribeNotification', { token: 'a.b.c' })).json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect(pref(await preferences(), 'email', 'reminder').given).toBe(true);
  });

  it('works once without signing in, withdrawing only the consent it names; a second use changes nothing', async () => {
    const token = tokenOf(await issueUnsubscribeUrl(t.db, t.config, ahmetOid, 'email', 'reminder', clock));
    const first = await t.call('UnsubscribeNotification', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ channel: 'email', kind: 'reminder' });
    const after = await preferences();
    expect(pref(after, 'email', 'reminder').given).toBe(false);
    expect(pref(after, 'email', 'receipt').given).toBe(true);
    const count = async () => (await t.db.selectFrom('notification_consent').select('oid').where('member_oid', '=', ahmetOid).execute()).length;
    const before = await count();
    const again = await t.call('UnsubscribeNotification', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('UNSUBSCRIBE_LINK_USED');
    expect(await count()).toBe(before);
    const last = await t.db.selectFrom('notification_consent').select('source').where('member_oid', '=', ahmetOid).orderBy('oid', 'desc').executeTakeFirstOrThrow();
    expect(last.source).toBe('unsubscribe');
  });
});

describe('receipt mail and retries', () => {
  const inbox: OutgoingMail[] = [];
  let failing = true;
  const transport: MailTransport = {
    name: 'test',
    async send(mail) {
      if (failing) throw new Error('SMTP 451 geçici hata');
      inbox.push(mail);
      return { reference: 'ok' };
    },
  };
  const deps = () => ({ db: t.db, config: t.config, now: () => clock, log: t.app.log, sms: new SmsGateway(null, () => clock, 'TEST BLD'), mail: transport });

  it('a failed mail is retried after the pause, then sent with the receipt PDF attached, in Turkish, with an unsubscribe link', async () => {
    const collection = await t.db
      .selectFrom('collection')
      .innerJoin('member', 'member.registry_oid', 'collection.registry_oid')
      .select('collection.oid')
      .where('member.oid', '=', ahmetOid)
      .executeTakeFirstOrThrow();
    expect(await queueReceiptMail(t.db, ahmetOid, collection.oid, clock)).toBe(true);
    expect(await queueReceiptMail(t.db, ahmetOid, collection.oid, clock)).toBe(false);
    expect(await dispatchNotifications(deps())).toEqual({ sent: 0, failed: 1 });
    const failed = await t.db.selectFrom('notification').select(['status', 'attempts', 'last_error']).where('collection_oid', '=', collection.oid).executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', attempts: 1, last_error: 'SMTP 451 geçici hata' });
    failing = false;
    expect(await dispatchNotifications(deps())).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + t.config.notifications.retryMinutes * 60_000);
    expect(await dispatchNotifications(deps())).toEqual({ sent: 1, failed: 0 });
    const mail = inbox[0]!;
    expect(mail.to).toBe('ahmet.yilmaz@example.com.tr');
    expect(mail.subject).toContain(t.config.publicSetting.MunicipalityName);
    expect(mail.text).toContain('ödemeniz alınmıştır');
    expect(mail.html).toContain('abonelikten çıkın');
    expect(mail.text).toMatch(/\/Unsubscribe\?token=/);
    expect(Buffer.from(mail.attachments![0]!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await dispatchNotifications(deps())).toEqual({ sent: 0, failed: 0 });
  });

  it('no receipt mail for a member who did not opt in', async () => {
    const zeynep = await t.db.selectFrom('member').select('oid').where('user_name', '=', '12345678950').executeTakeFirstOrThrow();
    expect(await queueReceiptMail(t.db, zeynep.oid, 1, clock)).toBe(false);
  });

  it('the operator view lists what was sent and failed, for ADMIN or PAYMENTS_OPERATOR only, recipients masked', async () => {
    expect((await t.call('GetBackOfficeNotifications', {}, ahmet)).statusCode).toBe(403);
    const fatma = (await signIn(t, FATMA)).AccessToken;
    const res = await t.call('GetBackOfficeNotifications', {}, fatma);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts.sent).toBeGreaterThanOrEqual(1);
    expect(body.items[0]).toMatchObject({ kind: 'receipt', status: 'sent', attempts: 2, recipient: 'a***@example.com.tr', onBehalfOf: null });
  });

  it("names the company a representative's reminder was for, beside the masked phone", async () => {
    const zeynep = await t.db.selectFrom('member').select('oid').where('user_name', '=', '12345678950').executeTakeFirstOrThrow();
    await t.db
      .insertInto('notification')
      .values({
        dedupe_key: `test-on-behalf-${zeynep.oid}`,
        member_oid: zeynep.oid,
        channel: 'sms',
        kind: 'reminder',
        purpose: 'reminder-7',
        recipient: '5321234567',
        due_date: '2026-11-30',
        accrual_oids: '1',
        amount: 480_000,
        collection_oid: null,
        subject: null,
        body: null,
        on_behalf_of: 'DEFNE YAPI LTD. ŞTİ.',
        status: 'queued',
        last_error: null,
        created_at: clock,
        next_attempt_at: new Date(clock.getTime() + 3_600_000),
        sent_at: null,
      })
      .execute();
    const fatma = (await signIn(t, FATMA)).AccessToken;
    const queued = (await t.call('GetBackOfficeNotifications', { status: 'queued' }, fatma)).json();
    const item = queued.items.find((i: { onBehalfOf: string | null }) => i.onBehalfOf !== null);
    expect(item).toMatchObject({ purpose: 'reminder-7', channel: 'sms', recipient: '5** *** ** 67', onBehalfOf: 'DEFNE YAPI LTD. ŞTİ.' });
  });

  it('finds the messages of one phone or one e-mail address however they are written', async () => {
    const fatma = (await signIn(t, FATMA)).AccessToken;
    const byPhone = (await t.call('GetBackOfficeNotifications', { search: '0532 123 45 67' }, fatma)).json();
    expect(byPhone.items.map((i: { purpose: string }) => i.purpose)).toEqual(['reminder-7']);
    expect(byPhone.counts).toEqual({ queued: 1, sending: 0, sent: 0, failed: 0 });
    const byAddress = (await t.call('GetBackOfficeNotifications', { search: 'Ahmet.Yilmaz@Example.com.tr' }, fatma)).json();
    expect(byAddress.items.length).toBeGreaterThan(0);
    expect(byAddress.items.every((i: { recipient: string }) => i.recipient === 'a***@example.com.tr')).toBe(true);
  });
});

describe('decision mails', () => {
  it('a clerk’s reply to a member’s complaint reaches the member by e-mail when they asked for decisions by e-mail, and no one who did not', async () => {
    const complaint = await t.db
      .selectFrom('complaint')
      .select(['oid', 'version', 'member_user_oid', 'tracking_number'])
      .where('status', '=', 'received')
      .where('member_user_oid', 'is not', null)
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const memberOid = complaint.member_user_oid!;
    await t.db.updateTable('member').set({ email: 'karar.bekleyen@example.com.tr' }).where('oid', '=', memberOid).execute();
    await recordPreference(t.db, { oid: memberOid, sms_consent: false }, { channel: 'email', kind: 'decision', given: true }, 'profile', clock);
    const fatma = (await signIn(t, FATMA)).AccessToken;
    const reply = await t.call(
      'ActOnBackOfficeComplaint',
      { complaintOid: complaint.oid, version: complaint.version, action: { kind: 'reply', answer: 'Ekiplerimiz sorunu giderdi.' } },
      fatma,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const mails = await t.db.selectFrom('sim_mail').select(['subject', 'text_body']).where('to_address', '=', 'karar.bekleyen@example.com.tr').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`${complaint.tracking_number} numaralı başvurunuz`);
    expect(mails[0]!.text_body).toContain('yanıtlandı');
    expect(mails[0]!.text_body).toMatch(/\/Unsubscribe\?token=/);
    const other = await t.db
      .selectFrom('complaint')
      .select(['oid', 'version'])
      .where('status', '=', 'received')
      .where('member_user_oid', 'is not', null)
      .where('member_user_oid', '!=', memberOid)
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('sim_mail').select('oid').execute();
    await t.call('ActOnBackOfficeComplaint', { complaintOid: other.oid, version: other.version, action: { kind: 'reply', answer: 'Yanıt.' } }, fatma);
    expect(await t.db.selectFrom('sim_mail').select('oid').execute()).toHaveLength(before.length);
  });
});
