import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';
import { subscriptionWithBills } from '../../../testing/subscriptions';
import { moveWaterLine } from '../../../subscriptions/water-line';
import { settlePaidCases } from '../settle-paid';

/*
 * A late subscriber's whole way, with amounts written by hand: three water bills of 100,00 ₺
 * (due 15.10.2026), 250,50 ₺ (due 15.11.2026) and 75,25 ₺ (due 20.12.2026). On 01.12.2026 the
 * first two are overdue: 350,50 ₺ in 2 bills. The notice gives 15 days: 16.12.2026, a Wednesday.
 * The home tariff from 10.12.2026 has a reconnection fee of 375,50 ₺.
 */

let t: TestApp;
const clock = { now: new Date('2026-12-01T10:00:00+03:00') };
const tokens = { clerk: '', citizen: '' };
let registryOid = 0;
let serial = 0;

const at = async (isoDate: string) => {
  clock.now = new Date(`${isoDate}T10:00:00+03:00`);
  tokens.clerk = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
  tokens.citizen = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
};
const ok = async (name: Parameters<TestApp['call']>[0], body: Record<string, unknown>) => {
  const answer = await t.call(name, body, tokens.clerk);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

async function lateSubscription(bills: readonly { amount: number; due: string }[], gsm: string | null = null) {
  serial++;
  const subscriberNo = `77${String(serial).padStart(5, '0')}`;
  const { subscriptionOid, accrualOids } = await subscriptionWithBills(t.db, {
    registryOid,
    subscriberNo,
    meterNo: `LATE${String(serial).padStart(6, '0')}`,
    gsm,
    accruedOn: '2026-09-01',
    bills,
  });
  return { subscriptionOid, subscriberNo, accrualOids };
}

const pay = (accrualOids: readonly number[]) =>
  t.db
    .transaction()
    .execute((trx) => recordCollection(trx, { registryOid, accrualOids, collectionType: 1, channel: 'desk', asOf: clock.now.toISOString().slice(0, 10), collectedAt: clock.now }));
const lineOf = async (subscriptionOid: number) =>
  (await t.db.selectFrom('subscription').select(['water_line_status']).where('oid', '=', subscriptionOid).executeTakeFirstOrThrow()).water_line_status;
const caseOf = (subscriptionOid: number) =>
  t.db.selectFrom('water_late_debt_case').selectAll().where('subscription_oid', '=', subscriptionOid).orderBy('oid', 'desc').executeTakeFirstOrThrow();
const list = async (queryType: 1 | 2, minimum: number) =>
  (await ok('GetBackOfficeWaterLateDebts', { queryType, minimum })) as {
    items: { subscriptionOid: number; overdueAmount: number; overdueBills: number; openCase: null | Record<string, unknown> }[];
  };
const run = async (operationType: 1 | 2, subscriptionOids: number[]) =>
  (await ok('RunBackOfficeWaterLateDebtOperation', { operationType, subscriptionOids })) as {
    done: { caseOid: number; noticeNo: string }[];
    skipped: { subscriptionOid: number; reason: string }[];
  };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  registryOid = Number((await t.db.selectFrom('registry').select('oid').where('registry_type', '=', 'G').orderBy('oid').limit(1).executeTakeFirstOrThrow()).oid);
  await at('2026-12-01');
  await ok('AddBackOfficeWaterTariff', {
    subscriberType: 'G',
    effectiveFrom: '2026-12-10',
    fixedCharge: 0,
    environmentTax: true,
    reconnectionFee: 37_550,
    blocks: [{ upperLimitM3: null, waterPrice: 1000, wastewaterPrice: 500 }],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('late water debts: notice, cut, payment, reconnection', () => {
  it('lists a subscriber by overdue amount or by overdue bills, at the threshold and not above it', async () => {
    await at('2026-12-01');
    const late = await lateSubscription([
      { amount: 10_000, due: '2026-10-15' },
      { amount: 25_050, due: '2026-11-15' },
      { amount: 7_525, due: '2026-12-20' },
    ]);
    const mine = (items: Awaited<ReturnType<typeof list>>['items']) => items.find((i) => i.subscriptionOid === late.subscriptionOid);
    expect(mine((await list(1, 35_050)).items)).toMatchObject({ overdueAmount: 35_050, overdueBills: 2, openCase: null });
    expect(mine((await list(1, 35_051)).items)).toBeUndefined();
    expect(mine((await list(2, 2)).items)).toMatchObject({ overdueBills: 2 });
    expect(mine((await list(2, 3)).items)).toBeUndefined();
  });

  it('takes a subscriber from notice to cut, and back to an active line once paid, with the fee of the tariff', async () => {
    await at('2026-12-01');
    const late = await lateSubscription(
      [
        { amount: 10_000, due: '2026-10-15' },
        { amount: 25_050, due: '2026-11-15' },
        { amount: 7_525, due: '2026-12-20' },
      ],
      '5321112299',
    );
    const noticed = await run(1, [late.subscriptionOid]);
    expect(noticed.skipped).toEqual([]);
    const [{ caseOid, noticeNo }] = noticed.done as [{ caseOid: number; noticeNo: string }];
    expect(noticeNo).toBe(`IHB-2026-${String(caseOid).padStart(6, '0')}`);
    expect(await caseOf(late.subscriptionOid)).toMatchObject({ status: 'noticed', overdue_amount: 35_050, overdue_bills: 2, pay_by: '2026-12-16', notice_sms_sent: true });
    const sms = await t.db.selectFrom('sms_outbox').select(['gsm', 'body']).where('title', '=', 'Su borcu ihbarnamesi').where('gsm', '=', '5321112299').execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(`${late.subscriberNo} numaralı su aboneliğinizin vadesi geçmiş 2 faturası (toplam 350,50 ₺) ödenmemiştir. 16.12.2026 tarihine kadar ödenmezse`);

    // A second notice while the first runs is refused; so is a cut before the period ends.
    expect((await run(1, [late.subscriptionOid])).skipped).toEqual([{ subscriptionOid: late.subscriptionOid, reason: 'Abone için açık bir ihbarname işlemi var.' }]);
    await at('2026-12-16');
    expect((await run(2, [late.subscriptionOid])).skipped[0]!.reason).toContain('16.12.2026 günü sona eriyor');
    expect(await lineOf(late.subscriptionOid)).toBe(1);

    await at('2026-12-17');
    const item = (await list(1, 1)).items.find((i) => i.subscriptionOid === late.subscriptionOid);
    expect(item?.openCase).toMatchObject({ status: 'noticed', cutDue: true, actions: [] });
    expect((await run(2, [late.subscriptionOid])).done).toHaveLength(1);
    expect(await lineOf(late.subscriptionOid)).toBe(2);
    const ordered = await caseOf(late.subscriptionOid);
    expect(ordered.status).toBe('cutOrdered');
    const cut = await t.call('ActOnBackOfficeWaterLateDebtCase', { caseOid, version: ordered.version, action: 'recordCut' }, tokens.clerk);
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json()).toMatchObject({ status: 'cut', actions: [] });
    expect(await lineOf(late.subscriptionOid)).toBe(3);

    // Paid at the counter on 18.12.2026: the two overdue bills, 350,50 ₺; the bill due 20.12 is not overdue yet.
    await at('2026-12-18');
    await pay(late.accrualOids.slice(0, 2));
    const reconnecting = (await list(1, 1)).items.find((i) => i.subscriptionOid === late.subscriptionOid);
    expect(reconnecting?.openCase).toMatchObject({ status: 'reconnectionOrdered', actions: ['recordReconnection'], reconnectionFee: 37_550 });
    const afterPayment = await caseOf(late.subscriptionOid);
    const fee = await t.db.selectFrom('accrual').selectAll().where('oid', '=', Number(afterPayment.reconnection_fee_accrual_oid)).executeTakeFirstOrThrow();
    expect(fee).toMatchObject({ amount: 37_550, due_date: '2027-01-17', subscription_oid: late.subscriptionOid, revenue_code: 5004, status: 'open' });

    const reconnected = await t.call('ActOnBackOfficeWaterLateDebtCase', { caseOid, version: afterPayment.version, action: 'recordReconnection' }, tokens.clerk);
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect(await lineOf(late.subscriptionOid)).toBe(1);
    expect((await caseOf(late.subscriptionOid)).status).toBe('reconnected');
    const history = await t.db
      .selectFrom('water_line_status_history')
      .select(['from_status', 'to_status', 'late_debt_case_oid'])
      .where('subscription_oid', '=', late.subscriptionOid)
      .orderBy('oid')
      .execute();
    expect(history.map((h) => [h.from_status, h.to_status, Number(h.late_debt_case_oid)])).toEqual([
      [1, 2, caseOid],
      [2, 3, caseOid],
      [3, 1, caseOid],
    ]);
    // A second settlement pass accrues no second fee.
    expect(await settlePaidCases(t.db, clock.now)).toBe(0);
    expect(await t.db.selectFrom('accrual').select('oid').where('subscription_oid', '=', late.subscriptionOid).where('revenue_code', '=', 5004).execute()).toHaveLength(1);
  });

  it('settles a case paid before the cut, and withdraws a cut order paid before the crew went', async () => {
    await at('2026-12-01');
    const early = await lateSubscription([{ amount: 5_000, due: '2026-11-01' }]);
    const ordered = await lateSubscription([{ amount: 8_000, due: '2026-11-01' }]);
    expect((await run(1, [early.subscriptionOid, ordered.subscriptionOid])).done).toHaveLength(2);
    await pay(early.accrualOids);
    expect(await settlePaidCases(t.db, clock.now)).toBe(1);
    expect(await caseOf(early.subscriptionOid)).toMatchObject({ status: 'settled', reconnection_fee_accrual_oid: null });

    await at('2026-12-17');
    expect((await run(2, [ordered.subscriptionOid, early.subscriptionOid])).skipped).toEqual([
      { subscriptionOid: early.subscriptionOid, reason: 'Abone için gönderilmiş bir ihbarname yok.' },
    ]);
    expect(await lineOf(ordered.subscriptionOid)).toBe(2);
    await pay(ordered.accrualOids);
    await list(1, 1);
    expect(await caseOf(ordered.subscriptionOid)).toMatchObject({ status: 'settled', reconnection_fee_accrual_oid: null });
    expect(await lineOf(ordered.subscriptionOid)).toBe(1);
  });

  it('never notices a subscriber with nothing overdue or a line that is not active', async () => {
    await at('2026-12-01');
    const current = await lateSubscription([{ amount: 5_000, due: '2026-12-20' }]);
    const cutLine = await lateSubscription([{ amount: 5_000, due: '2026-11-01' }]);
    await t.db.updateTable('subscription').set({ water_line_status: 2 }).where('oid', '=', cutLine.subscriptionOid).execute();
    const answer = await run(1, [current.subscriptionOid, cutLine.subscriptionOid]);
    expect(answer.done).toEqual([]);
    expect(answer.skipped.map((s) => s.reason)).toEqual(['Vadesi geçmiş su borcu yok.', 'Su hattı aktif değil.']);
  });

  it('does not reconnect a line whose contract a cancellation ended', async () => {
    const ended = await lateSubscription([]);
    await t.db.updateTable('subscription').set({ water_line_status: 3, ended_on: '2026-11-30' }).where('oid', '=', ended.subscriptionOid).execute();
    const moved = await moveWaterLine(t.db, { subscriptionOid: ended.subscriptionOid, from: 3, to: 1, reason: 'deneme', at: clock.now });
    expect(moved).toBe(false);
    expect(await lineOf(ended.subscriptionOid)).toBe(3);
  });

  it('prints the notice, writes the access log, and is for water clerks only', async () => {
    await at('2026-12-01');
    const late = await lateSubscription([{ amount: 12_345, due: '2026-11-01' }]);
    const [{ caseOid, noticeNo }] = (await run(1, [late.subscriptionOid])).done as [{ caseOid: number; noticeNo: string }];
    const pdf = await t.call('GetBackOfficeWaterLateDebtNotice', { caseOid }, tokens.clerk);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).text;
    expect(text).toContain(noticeNo);
    expect(text).toContain('123,45 ₺');
    expect(text).toContain('16.12.2026');
    const log = await t.db.selectFrom('record_access').select(['reason', 'screen']).where('registry_oid', '=', registryOid).orderBy('oid', 'desc').limit(1).executeTakeFirst();
    expect(log).toEqual({ reason: `Su borcu ihbarnamesi ${noticeNo}`, screen: 'Su borcu ihbarnamesi' });

    expect((await t.call('GetBackOfficeWaterLateDebts', { queryType: 1, minimum: 1 })).statusCode).toBe(401);
    expect((await t.call('GetBackOfficeWaterLateDebts', { queryType: 1, minimum: 1 }, tokens.citizen)).statusCode).toBe(403);
    const bad = await t.call('GetBackOfficeWaterLateDebts', { queryType: 3, minimum: 0 }, tokens.clerk);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Sorgu türü borç tutarı (1) ya da fatura sayısı (2) olmalıdır.');
  });
});
