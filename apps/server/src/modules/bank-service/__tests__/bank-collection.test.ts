import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccruals } from '../../../ledger';
import { countRows } from '../../../testing/count-rows';
import { signIn } from '../../../testing/identity';
import { accrualStatuses, bankCollectionsOf, bankServiceTestApp, NOON, send, subscriberWithBills, type BankServiceTestApp } from './bank-service-fixture';

/*
 * Amounts by hand: water bills bear no delay fine, so a bill's total is its amount.
 * Two bills of 150,00 ₺ and 49,90 ₺ make 199,90 ₺ = 19 990 kuruş.
 */
let t: BankServiceTestApp;

beforeAll(async () => {
  t = await bankServiceTestApp();
});
afterAll(() => t.close());

const pay = (body: Record<string, unknown>, at?: Date) => send(t, 'POST', '/bank-service/v1/payments', body, at ? { at } : {});
const cancel = (bankReference: string, at?: Date) => send(t, 'POST', '/bank-service/v1/payments/cancel', { bankReference, reason: 'Müşteri talebi' }, at ? { at } : {});
const query = (body: Record<string, unknown>) => send(t, 'POST', '/bank-service/v1/debts/query', body);
const nextDay = new Date(NOON.getTime() + 24 * 3_600_000);

describe('paying through a bank', () => {
  it('collects the chosen bills once, as a bank debit note with the bank recorded', async () => {
    const water = await subscriberWithBills(t, [
      { amount: 15_000, due: '2026-12-10' },
      { amount: 4_990, due: '2027-01-10' },
    ]);
    const listed = await query({ subscriberNo: water.subscriberNo });
    expect(listed.json()).toMatchObject({ asOf: '2026-11-23', total: 19_990 });
    const body = { subscriberNo: water.subscriberNo, bankReference: 'ZRT-0001', debtIds: water.accrualOids, amount: 19_990 };
    const paid = await pay(body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'collected', amount: 19_990, businessDate: '2026-11-23', repeated: false });
    expect(await accrualStatuses(t, water.accrualOids)).toEqual(['paid', 'paid']);
    const [collection] = await bankCollectionsOf(t, water.registryOid);
    expect(collection).toMatchObject({ collection_type: 3, channel: 'bank', total_amount: 19_990, receipt_no: paid.json().receiptNo });
    const link = await t.db.selectFrom('bank_collection').selectAll().where('bank_reference', '=', 'ZRT-0001').executeTakeFirstOrThrow();
    expect(link).toMatchObject({ bank_code: '0010', collection_oid: collection!.oid });

    // The same reference with the same body answers the first result; nothing is collected again.
    const lines = await countRows(t.db, 'collection_line');
    const again = await pay(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ receiptNo: paid.json().receiptNo, amount: 19_990, repeated: true });
    // With another body it is refused.
    const other = await pay({ ...body, debtIds: [water.accrualOids[0]], amount: 15_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'BANK_REFERENCE_CONFLICT' });
    expect(await countRows(t.db, 'collection_line')).toBe(lines);
    expect(await bankCollectionsOf(t, water.registryOid)).toHaveLength(1);
  });

  it('refuses a debt already paid and an amount other than the total, changing nothing', async () => {
    const water = await subscriberWithBills(t, [{ amount: 7_525, due: '2026-12-10' }]);
    const short = await pay({ subscriberNo: water.subscriberNo, bankReference: 'ZRT-0002', debtIds: water.accrualOids, amount: 7_524 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(await accrualStatuses(t, water.accrualOids)).toEqual(['open']);
    expect(await pay({ subscriberNo: water.subscriberNo, bankReference: 'ZRT-0003', debtIds: water.accrualOids, amount: 7_525 })).toHaveProperty('statusCode', 200);
    const rows = await countRows(t.db, 'collection');
    const twice = await pay({ subscriberNo: water.subscriberNo, bankReference: 'ZRT-0004', debtIds: water.accrualOids, amount: 7_525 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'ACCRUAL_NOT_PAYABLE' });
    expect(await countRows(t.db, 'collection')).toBe(rows);
    expect((await query({ subscriberNo: water.subscriberNo })).json()).toMatchObject({ debts: [], total: 0 });
  });

  it("refuses another payer's debt named with this payer's number", async () => {
    const mine = await subscriberWithBills(t, [{ amount: 1_000, due: '2026-12-10' }]);
    const theirs = await subscriberWithBills(t, [{ amount: 1_000, due: '2026-12-10' }]);
    const answer = await pay({ subscriberNo: mine.subscriberNo, bankReference: 'ZRT-0005', debtIds: theirs.accrualOids, amount: 1_000 });
    expect(answer.statusCode).toBe(422);
    expect(await accrualStatuses(t, theirs.accrualOids)).toEqual(['open']);
  });

  it('neither offers nor collects a debt held by a card payment in progress', async () => {
    const ahmet = '10000000146';
    const { AccessToken } = await signIn(t, ahmet);
    const registryOid = Number((await t.db.selectFrom('registry').select('oid').where('national_id', '=', ahmet).executeTakeFirstOrThrow()).oid);
    const [first] = await openAccruals(t.db, { registryOid, asOf: '2026-11-23' });
    const orderNumber = (await t.call('GetOrderNumberForOnlinePayment', {})).json().orderNumber as string;
    const saved = await t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { orderNumber, registryOid, accrumentOidList: [first!.oid], bankCode: '0010' } }, AccessToken);
    expect(saved.statusCode, saved.body).toBe(200);

    const listed = (await query({ nationalId: ahmet })).json() as { debts: { id: number }[] };
    expect(listed.debts.length).toBeGreaterThan(0);
    expect(listed.debts.map((d) => d.id)).not.toContain(first!.oid);
    const refused = await pay({ nationalId: ahmet, bankReference: 'ZRT-0006', debtIds: [first!.oid], amount: first!.total });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DEBT_IN_PAYMENT' });
    expect(await accrualStatuses(t, [first!.oid])).toEqual(['open']);
    expect(await bankCollectionsOf(t, registryOid)).toHaveLength(0);
  });
});

describe('cancelling and reconciling', () => {
  it('cancels the same day: the collection is kept and reversed, the debt is open again and payable', async () => {
    const water = await subscriberWithBills(t, [{ amount: 25_050, due: '2026-12-10' }]);
    expect((await pay({ subscriberNo: water.subscriberNo, bankReference: 'ZRT-0101', debtIds: water.accrualOids, amount: 25_050 })).statusCode).toBe(200);
    const [made] = await bankCollectionsOf(t, water.registryOid);
    expect((await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: made!.verification_code })).statusCode).toBe(200);
    t.clock.now = new Date('2026-11-23T20:30:00Z'); // 23:30 in Istanbul: still the same business day
    try {
      const cancelled = await cancel('ZRT-0101');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', amount: 25_050, reopenedDebtIds: water.accrualOids });
    } finally {
      t.clock.now = NOON;
    }
    expect(await accrualStatuses(t, water.accrualOids)).toEqual(['open']);
    const [collection] = await bankCollectionsOf(t, water.registryOid);
    expect(collection).toMatchObject({ cancelled_by: 'bank:0010', cancel_reason: 'Müşteri talebi' });
    expect(collection!.cancelled_at).not.toBeNull();
    const lines = await t.db.selectFrom('collection_line').select(['principal_amount', 'reverses_line_oid']).where('collection_oid', '=', collection!.oid).orderBy('oid').execute();
    expect(lines.map((l) => l.principal_amount)).toEqual([25_050, -25_050]);
    expect((await query({ subscriberNo: water.subscriberNo })).json()).toMatchObject({ total: 25_050 });
    // Its receipt no longer proves a payment.
    expect((await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: made!.verification_code })).json()).toMatchObject({ code: 'RECEIPT_NOT_FOUND' });
    expect((await cancel('ZRT-0101')).json()).toMatchObject({ code: 'BANK_PAYMENT_CANCELLED' });
    // Paid again under a new reference, it is collected again.
    expect((await pay({ subscriberNo: water.subscriberNo, bankReference: 'ZRT-0102', debtIds: water.accrualOids, amount: 25_050 })).statusCode).toBe(200);
    expect(await accrualStatuses(t, water.accrualOids)).toEqual(['paid']);
  });

  it('refuses a cancel on a later day and an unknown reference', async () => {
    const water = await subscriberWithBills(t, [{ amount: 3_300, due: '2026-12-10' }]);
    expect((await pay({ subscriberNo: water.subscriberNo, bankReference: 'ZRT-0201', debtIds: water.accrualOids, amount: 3_300 })).statusCode).toBe(200);
    const late = await cancel('ZRT-0201', nextDay);
    // The signature's time stamp follows the server clock in this call.
    t.clock.now = nextDay;
    try {
      const answer = await cancel('ZRT-0201');
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'BANK_CANCEL_DAY_PASSED' });
    } finally {
      t.clock.now = NOON;
    }
    expect(late.statusCode).toBe(401);
    expect(await accrualStatuses(t, water.accrualOids)).toEqual(['paid']);
    expect((await cancel('ZRT-NONE')).json()).toMatchObject({ code: 'BANK_PAYMENT_NOT_FOUND' });
  });

  it("lists the bank's collections of a day with counts and totals, cancelled ones apart", async () => {
    const answer = await send(t, 'GET', '/bank-service/v1/collections?date=2026-11-23');
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json() as { collections: { bankReference: string; amount: number; status: string }[]; collected: unknown; cancelled: unknown };
    // Standing: ZRT-0001 199,90 + ZRT-0003 75,25 + ZRT-0102 250,50 + ZRT-0201 33,00 = 558,65 ₺; cancelled: ZRT-0101 250,50 ₺.
    expect(list.collected).toEqual({ count: 4, total: 55_865 });
    expect(list.cancelled).toEqual({ count: 1, total: 25_050 });
    expect(list.collections.map((c) => `${c.bankReference}:${c.status}`)).toEqual([
      'ZRT-0001:collected',
      'ZRT-0003:collected',
      'ZRT-0101:cancelled',
      'ZRT-0102:collected',
      'ZRT-0201:collected',
    ]);
    const otherDay = (await send(t, 'GET', '/bank-service/v1/collections?date=2026-11-24')).json();
    expect(otherDay).toMatchObject({ collections: [], collected: { count: 0, total: 0 } });
  });
});

describe("the citizen's view of a bank payment", () => {
  it('shows the bank as the channel, and drops the payment when the bank cancels it', async () => {
    const fatma = '64211142102';
    const { AccessToken } = await signIn(t, fatma);
    const registryOid = Number((await t.db.selectFrom('registry').select('oid').where('national_id', '=', fatma).executeTakeFirstOrThrow()).oid);
    const subscription = await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', '1000004').executeTakeFirstOrThrow();
    const bills = (await query({ subscriberNo: '1000004' })).json() as { debts: { id: number; total: number }[] };
    const newest = bills.debts.at(-1)!;
    const paid = await pay({ subscriberNo: '1000004', bankReference: 'ZRT-0301', debtIds: [newest.id], amount: newest.total });
    expect(paid.statusCode, paid.body).toBe(200);
    const receiptNo = paid.json().receiptNo as string;

    const payments = async () =>
      (
        (await t.call('GetDeclarationCollectionsForEMunicipality', { registryInfoOid: registryOid }, AccessToken)).json() as {
          receiptNo: string;
          channel: string;
          collectionType: number;
        }[]
      ).filter((c) => c.receiptNo === receiptNo);
    const waterPayments = async () =>
      ((await t.call('GetCollectedList', { subscriberInfoOid: subscription.oid }, AccessToken)).json() as { receiptNo: string }[]).filter((c) => c.receiptNo === receiptNo);
    expect(await payments()).toEqual([expect.objectContaining({ channel: 'bank', collectionType: 3 })]);
    expect(await waterPayments()).toHaveLength(1);

    expect((await cancel('ZRT-0301')).statusCode).toBe(200);
    expect(await payments()).toEqual([]);
    expect(await waterPayments()).toEqual([]);
  });
});
