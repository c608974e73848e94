import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';

const AHMET = '10000000146';
const FATMA = '64211142102';
// 10:00 in Türkiye; "today" there began at 2026-11-22T21:00Z.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let fatma: string;

type Item = { kind: string; title: string | null; text: string | null; recipient: string; status: string; error: string | null };
type Log = { items: Item[]; nextCursor: string | null; counts: { queued: number; sent: number; failed: number; today: number } };

const outbox = (row: {
  gsm: string;
  type_code: number;
  message_code: number | null;
  title: string;
  body: string;
  status: 'QUEUED' | 'SENT' | 'FAILED';
  at: string;
  error?: string;
}) =>
  t.db
    .insertInto('sms_outbox')
    .values({
      gsm: row.gsm,
      type_code: row.type_code,
      message_code: row.message_code,
      title: row.title,
      body: row.body,
      status: row.status,
      error: row.error ?? null,
      provider_ref: null,
      created_at: new Date(row.at),
      sent_at: row.status === 'SENT' ? new Date(row.at) : null,
    })
    .execute();

const log = async (body: Record<string, unknown>) => (await t.call('GetBackOfficeSmsLog', body, fatma)).json() as Log;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  fatma = (await signIn(t, FATMA)).AccessToken;
  await t.db.deleteFrom('sms_outbox').execute();
  await outbox({
    gsm: '5551110001',
    type_code: 6,
    message_code: null,
    title: 'Doğrulama',
    body: 'Doğrulama kodunuz: 482913. Kod 3 dakika geçerlidir.',
    status: 'SENT',
    at: '2026-11-23T06:00:00Z',
  });
  await outbox({
    gsm: '5551110001',
    type_code: 7,
    message_code: null,
    title: 'Başvuru Takibi',
    body: 'B-2026-000123 numaralı başvurunuz yanıtlandı.',
    status: 'SENT',
    at: '2026-11-23T06:30:00Z',
  });
  await outbox({
    gsm: '5551110002',
    type_code: 7,
    message_code: 7001,
    title: 'Şifre',
    body: 'e-Belediye yeni şifreniz: Xy7pQ2rs',
    status: 'FAILED',
    at: '2026-11-22T20:00:00Z',
    error: 'numara kapalı',
  });
  await outbox({
    gsm: '5551110003',
    type_code: 7,
    message_code: 7002,
    title: 'Hatırlatma',
    body: '30.11.2026 vadeli borcunuz bulunmaktadır.',
    status: 'QUEUED',
    at: '2026-11-23T06:45:00Z',
  });
});
afterAll(async () => t.close());

describe('the SMS log of the back office', () => {
  it('is refused to a member who is neither ADMIN nor PAYMENTS_OPERATOR', async () => {
    const ahmet = (await signIn(t, AHMET)).AccessToken;
    expect((await t.call('GetBackOfficeSmsLog', {}, ahmet)).statusCode).toBe(403);
  });

  it('lists every SMS newest first, recipients masked, codes and passwords never shown', async () => {
    const body = await log({});
    expect(body.items.map((i) => [i.kind, i.status, i.recipient])).toEqual([
      ['notice', 'queued', '5** *** ** 03'],
      ['notice', 'sent', '5** *** ** 01'],
      ['code', 'sent', '5** *** ** 01'],
      ['password', 'failed', '5** *** ** 02'],
    ]);
    expect(body.items[1]!.text).toBe('B-2026-000123 numaralı başvurunuz yanıtlandı.');
    expect(body.items[2]!.text).toBeNull();
    expect(body.items[3]).toMatchObject({ text: null, error: 'numara kapalı' });
    expect(JSON.stringify(body)).not.toContain('482913');
    expect(JSON.stringify(body)).not.toContain('Xy7pQ2rs');
    // Three were queued after midnight in Türkiye (21:00Z); the password at 20:00Z was the day before.
    expect(body.counts).toEqual({ queued: 1, sent: 2, failed: 1, today: 3 });
  });

  it('finds the messages of one phone however it is written, and a tracking number in the text', async () => {
    for (const phone of ['0555 111 00 01', '+90 555 111 0001', '5551110001']) {
      const body = await log({ search: phone });
      expect(body.items.map((i) => i.kind)).toEqual(['notice', 'code']);
      expect(body.counts).toEqual({ queued: 0, sent: 2, failed: 0, today: 2 });
    }
    expect((await log({ search: 'B-2026-000123' })).items.map((i) => i.title)).toEqual(['Başvuru Takibi']);
    expect((await log({ search: 'ahmet@example.com' })).items).toEqual([]);
  });

  it('filters by status, and a search with _ finds only a literal _ (the LIKE wildcard is escaped)', async () => {
    expect((await log({ status: 'failed' })).items.map((i) => i.kind)).toEqual(['password']);
    expect((await log({ search: '_' })).items).toEqual([]);
  });

  it('refuses a search with characters outside the allowed set, in Turkish', async () => {
    const res = await t.call('GetBackOfficeSmsLog', { search: "x'; drop" }, fatma);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Aramada yalnızca harf');
  });
});
