import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileDueOrders } from '../reconcile';
import {
  body,
  collectionsOf,
  formOf,
  member,
  nestpayToReturn,
  NOON,
  openOrder,
  orderRow,
  payableOids,
  paymentTestApp,
  postForm,
  smsCodeOn,
  stepContextAt,
  type PaymentTestApp,
} from './payment-fixture';

let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };
beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
});
afterAll(() => t.close());

const ctxAt = (at: Date) => stepContextAt(t, at);

/** The payer reached the bank's card page and typed the card; the 3-D step (SMS code) is left open in a tab they closed. */
async function leaveOnBankPage(orderNumber: string) {
  const start = await t.call('ThreeDSecurityZiraat3DPayHosting', { orderNumber });
  const { bankUrl, formFields } = body<{ bankUrl: string; formFields: Record<string, string> }>(start);
  const cardPage = formOf((await postForm(t, bankUrl, formFields)).body);
  const acs = await postForm(t, cardPage.action, { ...cardPage.fields, pan: '4111 1111 1111 1111', month: '12', year: '30', cv2: '123' });
  return { acsForm: formOf(acs.body), smsCode: smsCodeOn(acs.body) };
}

const tried = async (oids: number[]) =>
  body<{ triedBefore: boolean; attempt: Record<string, unknown> | null }>(
    await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrumentOidList: oids, registryOid: ahmet.registryOid }, ahmet.token),
  );

const lockCount = async (oids: number[]) => (await t.db.selectFrom('online_payment_lock').select('accrual_oid').where('accrual_oid', 'in', oids).execute()).length;

const newOrder = async (oids: number[], bankCode = '0010') => {
  const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
  return t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: oids, bankCode } }, ahmet.token);
};

describe('an abandoned bank page does not lock the debts', () => {
  it('shows the open attempt with the time its debts are freed, gives it up, and the same debts are paid again at once', async () => {
    t.clock.now = NOON;
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const first = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const page = await leaveOnBankPage(first.orderNumber);
    t.clock.now = new Date(NOON.getTime() + 2 * 60_000);

    const refused = await newOrder(oids);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    const { attempt } = await tried(oids);
    // The order's own limit: opened at 13:00 Istanbul with a 30-minute expiry (app-setting.json).
    expect(attempt).toEqual({
      orderNumber: first.orderNumber,
      status: 'sentTo3d',
      bankCode: '0010',
      bankName: expect.any(String),
      totalDebt: first.order.totalDebt,
      accrumentOidList: [...oids].sort((a, b) => a - b),
      startedAt: '2026-11-23T10:00:00.000Z',
      freedBy: '2026-11-23T10:30:00.000Z',
      cancellable: true,
    });

    const cancelled = await t.call('CancelOnlinePaymentRequest', { orderNumber: first.orderNumber }, ahmet.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body(cancelled)).toMatchObject({ status: 'cancelled', resultMessage: 'Bu ödemeden vazgeçildi.' });
    expect(await lockCount(oids)).toBe(0);
    expect((await tried(oids)).triedBefore).toBe(false);

    const again = await newOrder(oids);
    expect(again.statusCode, again.body).toBe(200);
    const second = body<{ orderNumber: string; totalDebt: number }>(again);
    const back = await nestpayToReturn(t, second.orderNumber, '0010');
    await postForm(t, back.action, back.fields);
    const paid = await orderRow(t, second.orderNumber);
    expect(paid.status).toBe('collected');
    expect(await collectionsOf(t, paid.oid)).toHaveLength(1);

    // The bank page left open is finished after all: the bank took the money again, the debts
    // were paid meanwhile, so the order fails for a person to refund; nothing is collected twice.
    const result = formOf((await postForm(t, page.acsForm.action, { ...page.acsForm.fields, smsCode: page.smsCode, decision: 'approve' })).body);
    await postForm(t, result.action, result.fields);
    const given = await orderRow(t, first.orderNumber);
    expect(given.status).toBe('failed');
    expect(await collectionsOf(t, given.oid)).toHaveLength(0);
    const lines = await t.db.selectFrom('collection_line').select('accrual_oid').where('accrual_oid', 'in', oids).execute();
    expect(lines).toHaveLength(oids.length);
  });

  it('a late sale on a given-up order whose debts are still open is collected, never dropped', async () => {
    t.clock.now = NOON;
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const page = await leaveOnBankPage(orderNumber);
    expect(body(await t.call('CancelOnlinePaymentRequest', { orderNumber }, ahmet.token))).toMatchObject({ status: 'cancelled' });

    const result = await postForm(t, page.acsForm.action, { ...page.acsForm.fields, smsCode: page.smsCode, decision: 'approve' });
    const callback = formOf(result.body);
    await postForm(t, callback.action, callback.fields);
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('collected');
    const collections = await collectionsOf(t, row.oid);
    expect(collections).toHaveLength(1);
    expect(collections[0]!.total_amount).toBe(order.totalDebt);
  });

  it('asks the bank first: a sale whose callback was lost is collected instead of given up', async () => {
    t.clock.now = NOON;
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    await nestpayToReturn(t, orderNumber, '0010'); // approved at the bank, the callback never arrives
    const answer = body<{ status: string; receiptNo: string | null }>(await t.call('CancelOnlinePaymentRequest', { orderNumber }, ahmet.token));
    expect(answer.status).toBe('collected');
    expect(answer.receiptNo).not.toBeNull();
    expect(await collectionsOf(t, (await orderRow(t, orderNumber)).oid)).toHaveLength(1);
  });

  it("refuses another person's order as not found, and a call without a member or proof", async () => {
    t.clock.now = NOON;
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    await leaveOnBankPage(orderNumber);
    const fatma = await member(t, '64211142102');
    const other = await t.call('CancelOnlinePaymentRequest', { orderNumber }, fatma.token);
    expect(other.statusCode).toBe(404);
    const peek = await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrumentOidList: oids, registryOid: ahmet.registryOid }, fatma.token);
    expect(peek.statusCode).toBe(404);
    expect((await t.call('CancelOnlinePaymentRequest', { orderNumber })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await orderRow(t, orderNumber)).status).toBe('sentTo3d');
    expect(await lockCount(oids)).toBe(1);
    await t.call('CancelOnlinePaymentRequest', { orderNumber }, ahmet.token);
  });

  it('reconciliation closes a given-up order the bank never charged once its time is up, keeping why', async () => {
    t.clock.now = NOON;
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    await leaveOnBankPage(orderNumber);
    await t.call('CancelOnlinePaymentRequest', { orderNumber }, ahmet.token);
    const row = await orderRow(t, orderNumber);
    await reconcileDueOrders(ctxAt(new Date(row.expires_at.getTime() - 60_000)));
    expect((await orderRow(t, orderNumber)).status).toBe('cancelled');
    await reconcileDueOrders(ctxAt(row.expires_at));
    expect(await orderRow(t, orderNumber)).toMatchObject({ status: 'expired', result_message: 'Bu ödemeden vazgeçildi.' });
  });

  it('VakıfBank: the ACS result of a given-up order does not make the sale (the portal would charge the card)', async () => {
    t.clock.now = NOON;
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0015');
    const start = await t.call('ThreeDSecurityVakif', {
      orderNumber,
      card: { cardNumber: '4111111111111111', expiryMonth: '12', expiryYear: '2030', securityCode: '123', brandName: 100 },
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(body(await t.call('CancelOnlinePaymentRequest', { orderNumber }, ahmet.token))).toMatchObject({ status: 'cancelled' });
    const { bankUrl, formFields } = body<{ bankUrl: string; formFields: Record<string, string> }>(start);
    const acs = await postForm(t, bankUrl, formFields);
    const acsForm = formOf(acs.body);
    const result = formOf((await postForm(t, acsForm.action, { ...acsForm.fields, smsCode: smsCodeOn(acs.body), decision: 'approve' })).body);
    await postForm(t, result.action, result.fields);
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('cancelled');
    expect(await collectionsOf(t, row.oid)).toHaveLength(0);
  });
});
