import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsOf, member, nestpayToReturn, openOrder, orderRow, payableOids, paymentTestApp, postForm, type PaymentTestApp } from './payment-fixture';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(() => t.close());

describe('a bank callback for an order that never went to the bank', () => {
  it('goes to the failure page and changes nothing', async () => {
    const ahmet = await member(t);
    const oids = await payableOids(t, ahmet.registryOid, 1);
    // A real signed result of another order, re-aimed at one whose 3-D was never started.
    const { orderNumber: sent } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, sent, '0010');
    const other = await payableOids(t, ahmet.registryOid, 1, oids);
    const { orderNumber: unsent } = await openOrder(t, ahmet.token, ahmet.registryOid, other, '0010');

    const res = await postForm(t, back.action, { ...back.fields, oid: unsent, ReturnOid: unsent });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/failed-operation?reason=PAYMENT_RESULT_UNTRUSTED');
    const row = await orderRow(t, unsent);
    expect(row.status).toBe('created');
    expect(await collectionsOf(t, row.oid)).toHaveLength(0);

    // Even with a bare post naming the order.
    const bare = await postForm(t, '/payment/bank-callback/0010', { oid: unsent, Response: 'Approved', mdStatus: '1' });
    expect(bare.headers.location).toBe('/failed-operation?reason=PAYMENT_RESULT_UNTRUSTED');
    expect((await orderRow(t, unsent)).status).toBe('created');
  });
});
