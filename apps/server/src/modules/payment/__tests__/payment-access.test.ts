import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePaymentProof } from '../../../ledger';
import { body, collectionsOf, member, nestpayToReturn, NOON, openOrder, orderRow, payableOids, paymentTestApp, postForm, type PaymentTestApp } from './payment-fixture';

let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };
let zeynep: { token: string; registryOid: number };
const orderCount = async () => (await t.db.selectFrom('online_payment_order').selectAll().execute()).length;

beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
  zeynep = await member(t, '12345678950');
});
afterAll(() => t.close());

describe('who may pay what', () => {
  it("refuses another member's registry and accruals with 404, storing nothing", async () => {
    const zeynepOids = await payableOids(t, zeynep.registryOid, 1);
    const before = await orderCount();
    const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    const foreignRegistry = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: zeynep.registryOid, accrumentOidList: zeynepOids, bankCode: '0010' } },
      ahmet.token,
    );
    expect(foreignRegistry.statusCode).toBe(404);
    const foreignAccrual = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: zeynepOids, bankCode: '0010' } },
      ahmet.token,
    );
    expect(foreignAccrual.statusCode).toBe(422);
    expect(foreignAccrual.json()).toMatchObject({ code: 'ACCRUAL_NOT_PAYABLE' });
    const control = await t.call('ControlCollection', { accrumentOidList: zeynepOids, concreteCollection: { registryOid: zeynep.registryOid } }, ahmet.token);
    expect(control.statusCode).toBe(404);
    const unpaid = await t.call('CheckRegistryUnpaidOnlinePayment', { processDate: '2026-11-01', registryOid: zeynep.registryOid }, ahmet.token);
    expect(unpaid.statusCode).toBe(404);
    const zeynepsSubscription = (await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', '1000003').executeTakeFirstOrThrow()).oid;
    const pending = await t.call('CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid: zeynepsSubscription }, ahmet.token);
    expect(pending.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('an anonymous caller needs a fast-payment proof, and the proof covers only its registry', async () => {
    const oids = await payableOids(t, zeynep.registryOid, 1);
    const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    const request = { orderNumber, registryOid: zeynep.registryOid, accrumentOidList: oids, bankCode: '0010' };
    const anonymous = await t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: request });
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json()).toMatchObject({ code: 'PAYMENT_PROOF_INVALID' });
    const ahmetsProof = issuePaymentProof(t.config, { registryOid: ahmet.registryOid }, NOON);
    expect((await t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { ...request, paymentProof: ahmetsProof } })).statusCode).toBe(404);
    const proof = issuePaymentProof(t.config, { registryOid: zeynep.registryOid }, NOON);
    const saved = await t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { ...request, paymentProof: proof } });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = await nestpayToReturn(t, orderNumber, '0010');
    await postForm(t, back.action, back.fields);
    const row = await orderRow(t, orderNumber);
    expect(row).toMatchObject({ status: 'collected', payer_kind: 'proof', member_user_oid: null });
    expect(await collectionsOf(t, row.oid)).toHaveLength(1);
  });

  it('the same order number with the same selection answers the same order; another selection is 409', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids.slice(0, 1), '0064');
    const again = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: oids.slice(0, 1), bankCode: '0064' } },
      ahmet.token,
    );
    expect(body<{ onlinePaymentRequestOid: number }>(again).onlinePaymentRequestOid).toBe(order.onlinePaymentRequestOid);
    const other = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: oids, bankCode: '0064' } },
      ahmet.token,
    );
    expect(other.statusCode).toBe(409);
    const confirm = await t.call('SaveOnlinePaymentAccrument', {
      onlinePaymentAccruemntList: oids.slice(0, 1),
      onlinePaymentRequestOid: order.onlinePaymentRequestOid,
      orderNumber,
    });
    expect(confirm.statusCode).toBe(200);
    const wrong = await t.call('SaveOnlinePaymentAccrument', { onlinePaymentAccruemntList: oids, onlinePaymentRequestOid: order.onlinePaymentRequestOid, orderNumber });
    expect(wrong.statusCode).toBe(409);
    // The window of another bank cannot start it.
    const wrongWindow = await t.call('ThreeDSecurityZiraat3DPayHosting', { orderNumber });
    expect(wrongWindow.json()).toMatchObject({ code: 'PAYMENT_BANK_MISMATCH' });
    const collect = await t.call('OnlineOperationCollectDebt', { accrumentOidList: oids.slice(0, 1), concreteCollection: { orderNumber } });
    expect(collect.json()).toMatchObject({ code: 'PAYMENT_ORDER_CLOSED' });
    const tried = body<{ triedBefore: boolean; orderNumber: string }>(
      await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrumentOidList: oids.slice(0, 1), registryOid: ahmet.registryOid }, ahmet.token),
    );
    expect(tried).toMatchObject({ triedBefore: true, orderNumber });
    const unpaid = body<{ hasUnpaid: boolean }>(await t.call('CheckRegistryUnpaidOnlinePayment', { processDate: '2026-11-23', registryOid: ahmet.registryOid }, ahmet.token));
    expect(unpaid.hasUnpaid).toBe(true);
  });

  it('answers bad input with 400 and field errors', async () => {
    const bad = await t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { orderNumber: 'x', registryOid: -1, accrumentOidList: [], bankCode: '10' } }, ahmet.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).length).toBeGreaterThanOrEqual(3);
    const card = await t.call('ThreeDSecurityVakif', {
      orderNumber: 'EB000000000000000000',
      card: { cardNumber: '4111111111111112', expiryMonth: '13', expiryYear: '1999', securityCode: '12', brandName: 300 },
    });
    expect(card.statusCode).toBe(400);
    expect(JSON.stringify(card.json())).not.toContain('4111111111111112');
    expect((await t.call('GetOnlinePaymentAccrumentListWithoutAuthorization', { orderNumber: 'EB000000000000000000' })).statusCode).toBe(404);
    expect((await t.call('CheckRegistryUnpaidOnlinePayment', { processDate: '2026-11-23', registryOid: ahmet.registryOid })).statusCode).toBe(401);
  });

  it('describes the active merchant bank without secrets', async () => {
    const info = await t.call('GetActiveMerchantBankInfo', {});
    expect(info.json()).toEqual({ bankCode: '0010', bankName: 'T.C. Ziraat Bankası', protocol: 'nestpay', hostedCardPage: true, isActive: true });
    expect(body(await t.call('GetActiveMerchantBankInfo', { bankCode: '0015' }))).toMatchObject({ protocol: 'payflex', hostedCardPage: false, isActive: false });
    expect(info.body).not.toContain(t.config.secrets.banks['0010']!.storeKey);
  });
});
