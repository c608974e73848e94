import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, openOrder, paymentTestApp, type PaymentTestApp } from '../../modules/payment/__tests__/payment-fixture';
import { type DomainError } from '../../platform/domain-error';
import { openAccruals, setOffAgainstDeposit } from '..';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(() => t.close());

const TODAY = '2026-11-23';
const AT = new Date('2026-11-23T10:00:00Z');
// ZEYNEP KAYA's subscription 1000006: a 968,40 ₺ deposit and one open water bill of 240,10 ₺ (the demo's cancellation case).
const DEPOSIT = 96_840;
const BILL = 24_010;

async function subscription(subscriberNo: string) {
  return t.db.selectFrom('subscription').select(['oid', 'registry_oid']).where('subscriber_no', '=', subscriberNo).executeTakeFirstOrThrow();
}
const openWaterBills = async (s: { oid: number; registry_oid: number }) =>
  openAccruals(t.db, { registryOid: s.registry_oid, asOf: TODAY, incomeTypeCode: 'SU', subscriptionOid: s.oid });

describe('setting a deposit off against the water bills', () => {
  it('refuses while a card payment holds one of the bills, and changes nothing', async () => {
    const s = await subscription('1000006');
    const zeynep = await member(t, '12345678950');
    const [bill] = await openWaterBills(s);
    const { orderNumber } = await openOrder(t, zeynep.token, s.registry_oid, [bill!.oid], '0010');
    const refused = await t.db
      .transaction()
      .execute((trx) => setOffAgainstDeposit(trx, { registryOid: s.registry_oid, subscriptionOid: s.oid, depositAmount: DEPOSIT, asOf: TODAY, at: AT }))
      .catch((error: unknown) => error);
    expect((refused as DomainError).code).toBe('DEBT_IN_PAYMENT');
    expect((await openWaterBills(s)).map((l) => l.oid)).toEqual([bill!.oid]);
    // The citizen leaves the bank page: the order's lock goes, as the reconciliation would end it.
    await t.db
      .deleteFrom('online_payment_lock')
      .where('order_oid', '=', (await t.db.selectFrom('online_payment_order').select('oid').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).oid)
      .execute();
  });

  it('pays the open bill from the deposit with a deposit debit note, so no debt screen offers it again', async () => {
    const s = await subscription('1000006');
    const result = await t.db
      .transaction()
      .execute((trx) => setOffAgainstDeposit(trx, { registryOid: s.registry_oid, subscriptionOid: s.oid, depositAmount: DEPOSIT, asOf: TODAY, at: AT }));
    expect(result.setOffAmount).toBe(BILL);
    expect(result.receiptNo).toMatch(/^2026-\d{8}$/);
    expect(await openWaterBills(s)).toEqual([]);
    const collection = await t.db
      .selectFrom('collection')
      .select(['collection_type', 'channel', 'total_amount'])
      .where('receipt_no', '=', result.receiptNo!)
      .executeTakeFirstOrThrow();
    expect(collection).toEqual({ collection_type: 5, channel: 'deposit', total_amount: BILL });
    // Nothing is left to pay twice: the same set-off again finds nothing.
    const again = await t.db
      .transaction()
      .execute((trx) => setOffAgainstDeposit(trx, { registryOid: s.registry_oid, subscriptionOid: s.oid, depositAmount: DEPOSIT, asOf: TODAY, at: AT }));
    expect(again).toEqual({ setOffAmount: 0, settledAccrualOids: [], receiptNo: null });
  });

  it('sets off oldest first as far as the deposit goes; the bill it meets in part stays owed for the rest', async () => {
    const s = await subscription('1000001');
    const open = await openWaterBills(s);
    expect(open.length).toBeGreaterThan(2);
    const [oldest, next, last] = open;
    // A deposit that covers the oldest bill and all but one kuruş of the next.
    const deposit = oldest!.principal + next!.principal - 1;
    const result = await t.db
      .transaction()
      .execute((trx) => setOffAgainstDeposit(trx, { registryOid: s.registry_oid, subscriptionOid: s.oid, depositAmount: deposit, asOf: TODAY, at: AT }));
    expect(result.settledAccrualOids).toEqual([oldest!.oid, next!.oid]);
    expect(result.setOffAmount).toBe(deposit);
    const after = await openWaterBills(s);
    expect(after.map((l) => [l.oid, l.principal])).toEqual([[next!.oid, 1], ...open.slice(2).map((l) => [l.oid, l.principal])]);
    expect(after.at(-1)!.oid).toBe(open.at(-1)!.oid);
    expect(last).toBeDefined();
  });

  it('a deposit smaller than the oldest bill pays part of it and settles none whole', async () => {
    const s = await subscription('1000002');
    const [oldest] = await openWaterBills(s);
    const result = await t.db
      .transaction()
      .execute((trx) => setOffAgainstDeposit(trx, { registryOid: s.registry_oid, subscriptionOid: s.oid, depositAmount: 100, asOf: TODAY, at: AT }));
    expect(result.setOffAmount).toBe(100);
    expect(result.settledAccrualOids).toEqual([oldest!.oid]);
    expect((await openWaterBills(s))[0]).toMatchObject({ oid: oldest!.oid, principal: oldest!.principal - 100 });
  });
});
