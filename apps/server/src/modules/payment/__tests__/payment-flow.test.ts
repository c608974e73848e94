import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  collectionsOf,
  DECLINED,
  member,
  nestpayToReturn,
  openOrder,
  orderRow,
  payableOids,
  paymentTestApp,
  payflexToReturn,
  postForm,
  type PaymentTestApp,
} from './payment-fixture';

let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };

beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
});
afterAll(() => t.close());

describe.each(['0010', '0064', '0012'] as const)('Nestpay 3D Pay Hosting, bank %s', (bankCode) => {
  it('pays two debts: the server prices them, the bank approves, one type-4 collection with the split is written', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, bankCode);
    expect(order.totalDebt).toBeGreaterThan(0);
    const back = await nestpayToReturn(t, orderNumber, bankCode);
    expect(back.action).toBe(`/payment/bank-callback/${bankCode}`);
    expect(back.fields.HASH).toHaveLength(88);
    const redirect = await postForm(t, back.action, back.fields);
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`/success-operation?orderNumber=${orderNumber}`);

    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('collected');
    expect(row.masked_pan).toBe('4111 11** **** 1111');
    const collections = await collectionsOf(t, row.oid);
    expect(collections).toHaveLength(1);
    expect(collections[0]!.collection_type).toBe(4);
    expect(collections[0]!.total_amount).toBe(order.totalDebt);
    const lines = await t.db.selectFrom('collection_line').selectAll().where('collection_oid', '=', collections[0]!.oid).execute();
    expect(lines.map((l) => l.accrual_oid).sort()).toEqual([...oids].sort());
    const accruals = await t.db.selectFrom('accrual').select('status').where('oid', 'in', oids).execute();
    expect(accruals.every((a) => a.status === 'paid')).toBe(true);
    expect(await t.db.selectFrom('online_payment_lock').selectAll().where('order_oid', '=', row.oid).execute()).toHaveLength(0);
    const transitions = await t.db.selectFrom('online_payment_transition').select('to_status').where('order_oid', '=', row.oid).orderBy('oid').execute();
    expect(transitions.map((x) => x.to_status)).toEqual(['created', 'sentTo3d', 'threeDResult', 'provisioned', 'collected']);

    const view = body<{ status: string; receiptNo: string; verificationCode: string; lines: unknown[] }>(
      await t.call('GetOnlinePaymentAccrumentListWithoutAuthorization', { orderNumber }),
    );
    expect(view).toMatchObject({ status: 'collected', receiptNo: row.receipt_no });
    expect(view.lines).toHaveLength(2);
    const pdf = await t.call('GetOnlinePaymentReceipt', { orderNumber });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('declines and abandons', () => {
  it("a card the issuer declines leaves the debts open and unlocked, with the bank's reason", async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010', { pan: '4000000000000002' });
    const redirect = await postForm(t, back.action, back.fields);
    expect(redirect.headers.location).toBe(`/failed-operation?orderNumber=${orderNumber}`);
    const row = await orderRow(t, orderNumber);
    expect(row).toMatchObject({ status: 'declined', result_message: 'Yetersiz bakiye.' });
    expect(await collectionsOf(t, row.oid)).toHaveLength(0);
    expect((await t.db.selectFrom('accrual').select('status').where('oid', 'in', oids).execute()).every((a) => a.status === 'open')).toBe(true);
    expect(await t.db.selectFrom('online_payment_lock').selectAll().where('order_oid', '=', row.oid).execute()).toHaveLength(0);
  });

  it('an abandoned 3-D page is settled by the status query: declined, nothing collected, debts free', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0064');
    const back = await nestpayToReturn(t, orderNumber, '0064', { decision: 'abandon' });
    expect(back.page.body).toContain('terk edildi');
    expect((await orderRow(t, orderNumber)).status).toBe('sentTo3d');
    const status = body<{ status: string }>(await t.call('QueryOnlinePaymentOrderStatus', { orderNumber }));
    expect(status.status).toBe('declined');
    expect(await collectionsOf(t, (await orderRow(t, orderNumber)).oid)).toHaveLength(0);
  });
});

describe('VakıfBank MPI + VPOS', () => {
  it('pays two debts with the card carried in memory only to the provision', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0015');
    const back = await payflexToReturn(t, orderNumber);
    expect(back.fields.Status).toBe('Y');
    const redirect = await postForm(t, back.action, back.fields);
    expect(redirect.headers.location).toBe(`/success-operation?orderNumber=${orderNumber}`);
    const row = await orderRow(t, orderNumber);
    expect(row).toMatchObject({ status: 'collected', masked_pan: '4111 11** **** 1111', bank_amount: order.totalDebt });
    expect(await collectionsOf(t, row.oid)).toHaveLength(1);
  });

  it('a card declined at the provision is declined; a refused 3-D is declined', async () => {
    for (const [card, decision] of [
      [DECLINED, 'approve'],
      [undefined, 'decline'],
    ] as const) {
      const oids = await payableOids(t, ahmet.registryOid, 1);
      const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0015');
      const back = await payflexToReturn(t, orderNumber, card, decision);
      const redirect = await postForm(t, back.action, back.fields);
      expect(redirect.headers.location).toBe(`/failed-operation?orderNumber=${orderNumber}`);
      const row = await orderRow(t, orderNumber);
      expect(row.status).toBe('declined');
      expect(await collectionsOf(t, row.oid)).toHaveLength(0);
    }
  });
});
