import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders, findLostCallbacks } from '../reconcile';
import { collectionsOf, member, nestpayToReturn, NOON, openOrder, orderRow, payableOids, paymentTestApp, postForm, stepContextAt, type PaymentTestApp } from './payment-fixture';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(() => t.close());

const ctxAt = (at: Date) => stepContextAt(t, at);

describe('lost callbacks are found within a minute', () => {
  it('collects a sale the bank made whose callback never came, and leaves a payer still on the bank page alone', async () => {
    t.clock.now = NOON;
    const ahmet = await member(t);
    const [lostOid, waitingOid] = await payableOids(t, ahmet.registryOid, 2);
    const lost = await openOrder(t, ahmet.token, ahmet.registryOid, [lostOid!], '0010');
    await nestpayToReturn(t, lost.orderNumber, '0010'); // the bank took the money; the callback is lost
    const waiting = await openOrder(t, ahmet.token, ahmet.registryOid, [waitingOid!], '0064');
    const start = await t.call('ThreeDSecurityIsBank', { orderNumber: waiting.orderNumber });
    await postForm(t, start.json().bankUrl, start.json().formFields); // on the bank's card page, not yet paid

    // Within the first minute nothing is asked.
    expect(await findLostCallbacks(ctxAt(new Date(NOON.getTime() + 30_000)))).toBe(0);
    const minuteLater = new Date(NOON.getTime() + 61_000);
    expect(await findLostCallbacks(ctxAt(minuteLater))).toBe(2);
    const collected = await orderRow(t, lost.orderNumber);
    expect(collected.status).toBe('collected');
    expect(await collectionsOf(t, collected.oid)).toHaveLength(1);
    expect((await orderRow(t, waiting.orderNumber)).status).toBe('sentTo3d');
  });

  it('the expiry job expires an order never sent to the bank once its time is up, freeing its debts', async () => {
    const fatma = await member(t, '64211142102');
    const [oid] = await payableOids(t, fatma.registryOid, 1);
    const { orderNumber } = await openOrder(t, fatma.token, fatma.registryOid, [oid!], '0010');
    const row = await orderRow(t, orderNumber);
    expect(await expireDueOrders(ctxAt(new Date(row.expires_at.getTime() - 1000)))).toBe(0);
    expect(await expireDueOrders(ctxAt(row.expires_at))).toBe(1);
    expect((await orderRow(t, orderNumber)).status).toBe('expired');
    expect(await t.db.selectFrom('online_payment_lock').select('accrual_oid').where('accrual_oid', '=', oid!).execute()).toHaveLength(0);
  });
});
