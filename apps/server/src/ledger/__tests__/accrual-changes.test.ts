import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, openOrder, payableOids, paymentTestApp, type PaymentTestApp } from '../../modules/payment/__tests__/payment-fixture';
import { DomainError } from '../../platform/domain-error';
import { cancelAccruals, cancelAccrualsOfSource, lockOpenAccruals, recordPastCollections, restructureAccruals } from '..';

let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };
beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
});
afterAll(() => t.close());

const AT = new Date('2026-11-23T10:00:00Z');
const rowsOf = (oids: number[]) =>
  t.db.selectFrom('accrual').select(['oid', 'status', 'cancelled_at', 'cancelled_by', 'cancel_reason']).where('oid', 'in', oids).orderBy('oid').execute();
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('the ledger cancels, restructures and guards debts a card payment holds', () => {
  it('cancels open debts keeping when, by whom and why, and leaves a debt that is no longer open alone', async () => {
    const [first, second] = await payableOids(t, ahmet.registryOid, 2);
    await t.db.updateTable('accrual').set({ status: 'paid' }).where('oid', '=', second!).execute();
    const cancelled = await cancelAccruals(t.db, [first!, second!], { reason: 'Beyanname iade edildi.', by: 42, at: AT });
    expect(cancelled).toEqual([first]);
    expect(await rowsOf([first!, second!])).toEqual([
      { oid: first, status: 'cancelled', cancelled_at: AT, cancelled_by: 42, cancel_reason: 'Beyanname iade edildi.' },
      { oid: second, status: 'paid', cancelled_at: null, cancelled_by: null, cancel_reason: null },
    ]);
  });

  it('refuses to cancel or restructure a debt in a card payment that is talking to its bank, and changes nothing', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    await openOrder(t, ahmet.token, ahmet.registryOid, [oids[0]!], '0010');
    expect(await codeOf(cancelAccruals(t.db, oids, { reason: 'deneme', by: null, at: AT }))).toBe('DEBT_IN_PAYMENT');
    expect(await codeOf(restructureAccruals(t.db, ahmet.registryOid, oids))).toBe('DEBT_IN_PAYMENT');
    // An administrator's import of the previous system's collections, while the portal is live.
    const past = { accrualOid: oids[0]!, collectedOn: '2026-11-20', collectionType: 1 as const, principalAmount: 100, delayFineAmount: 0 };
    expect(await codeOf(t.db.transaction().execute((trx) => recordPastCollections(trx, [past], 'import')))).toBe('DEBT_IN_PAYMENT');
    expect(await t.db.selectFrom('collection_line').select('oid').where('accrual_oid', '=', oids[0]!).execute()).toEqual([]);
    expect((await rowsOf(oids)).map((r) => r.status)).toEqual(['open', 'open']);
  });

  it('a payment that starts after a cancel sees it, and refuses the cancelled debt', async () => {
    const [oid] = await payableOids(t, ahmet.registryOid, 1);
    await cancelAccruals(t.db, [oid!], { reason: 'Kayıt hatası', by: null, at: AT });
    expect(await codeOf(t.db.transaction().execute((trx) => lockOpenAccruals(trx, [oid!])))).toBe('ACCRUAL_NOT_PAYABLE');
    const { orderNumber } = (await t.call('GetOrderNumberForOnlinePayment', {})).json() as { orderNumber: string };
    const saved = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: [oid!], bankCode: '0010' } },
      ahmet.token,
    );
    expect(saved.statusCode).toBe(422);
  });

  it('a cancel that comes while a payment locks the debt waits for it, then is refused', async () => {
    const [oid] = await payableOids(t, ahmet.registryOid, 1);
    let cancel: Promise<string> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await lockOpenAccruals(trx, [oid!]);
      // Asked while the payment's transaction holds the row: it can only go on once that ends.
      cancel = codeOf(cancelAccruals(t.db, [oid!], { reason: 'yarış', by: null, at: AT }));
      const order = await trx
        .insertInto('online_payment_order')
        .values({
          order_number: `T-${oid}`,
          registry_oid: ahmet.registryOid,
          member_user_oid: null,
          payer_kind: 'member',
          bank_code: '0010',
          amount: 1,
          accrual_key: String(oid),
          status: 'created',
          client_ip: '127.0.0.1',
          created_at: AT,
          updated_at: AT,
          expires_at: AT,
        })
        .returning('oid')
        .executeTakeFirstOrThrow();
      await trx.insertInto('online_payment_lock').values({ accrual_oid: oid!, order_oid: order.oid }).execute();
    });
    expect(await cancel).toBe('DEBT_IN_PAYMENT');
    expect((await rowsOf([oid!]))[0]!.status).toBe('open');
  });

  it('cancels what is still open of one source, by the portal itself', async () => {
    const row = await t.db
      .selectFrom('accrual')
      .select(['source_oid'])
      .where('source_kind', '=', 'declaration')
      .where('status', '=', 'open')
      .where('source_oid', 'is not', null)
      .executeTakeFirstOrThrow();
    const open = await t.db
      .selectFrom('accrual')
      .select('oid')
      .where('source_kind', '=', 'declaration')
      .where('source_oid', '=', row.source_oid)
      .where('status', '=', 'open')
      .execute();
    const cancelled = await cancelAccrualsOfSource(t.db, { kind: 'declaration', oid: Number(row.source_oid) }, { reason: 'Beyanname iade edildi.', by: null, at: AT });
    expect(cancelled.sort()).toEqual(open.map((r) => Number(r.oid)).sort());
    expect((await rowsOf(cancelled)).every((r) => r.status === 'cancelled' && r.cancelled_by === null)).toBe(true);
  });
});
