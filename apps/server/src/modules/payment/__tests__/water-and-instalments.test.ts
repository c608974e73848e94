import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccruals } from '../../../ledger';
import { proveSubscription, subscriptionOid } from '../../../testing/subscriptions';
import { body, collectionsOf, member, nestpayToReturn, openOrder, orderRow, paymentTestApp, postForm, registryOidOf, type PaymentTestApp } from './payment-fixture';

/**
 * Water bills (/WaterDebts) and restructuring instalments (the plan view) are ledger accruals
 * like any other: the payer's scope decides who may pay them, and a plan's instalments are
 * paid in order even when the plan runs into the next year.
 */
let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };
let zeynep: { token: string; registryOid: number };
let asiGida: number;

beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
  zeynep = await member(t, '12345678950');
  asiGida = await registryOidOf(t, '4540536920');
});
afterAll(() => t.close());

/** Open water bills of one subscription, oldest first. */
async function waterBills(subscriberNo: string): Promise<number[]> {
  const subscription = await subscriptionOid(t, subscriberNo);
  const owner = (await t.db.selectFrom('subscription').select('registry_oid').where('oid', '=', subscription).executeTakeFirstOrThrow()).registry_oid;
  return (await openAccruals(t.db, { registryOid: owner, asOf: '2026-11-23', subscriptionOid: subscription, incomeTypeCode: 'SU' })).map((l) => l.oid);
}

/** A plan over the registry's two oldest covered debts; its instalment accruals in order. */
async function planOf(token: string, registryInfoOid: number, instalmentCount: number) {
  const listed = await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: { registryInfoOid } }, token);
  const chosen = (listed.json().debts as Array<{ accrumentOid: number }>).slice(0, 2).map((d) => d.accrumentOid);
  const criteria = { accrumentQueryCriteria: { registryInfoOid, accrumentOidList: chosen } };
  const saved = await t.call(
    'AuthorizedSaveDebtRestructuringInstallments',
    { ...criteria, concreteDebtRestructuringAccrumentInfo: { instalmentCount, confirmed: true }, documentList: [] },
    token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const logOid = saved.json().restructuringLogOid as number;
  const instalments = await t.db.selectFrom('restructuring_instalment').select(['accrual_oid', 'due_date']).where('log_oid', '=', logOid).orderBy('instalment_no').execute();
  return { logOid, oids: instalments.map((i) => i.accrual_oid), dueDates: instalments.map((i) => i.due_date) };
}

const orderCount = async () => (await t.db.selectFrom('online_payment_order').selectAll().execute()).length;

async function payByCard(token: string, registryOid: number, oids: number[]) {
  const { orderNumber } = await openOrder(t, token, registryOid, oids, '0010');
  const back = await nestpayToReturn(t, orderNumber, '0010');
  await postForm(t, back.action, back.fields);
  return orderRow(t, orderNumber);
}

describe('paying water bills', () => {
  it("a member pays the oldest bill of a represented company's subscription; the subscription lists it as paid", async () => {
    const [oldest] = await waterBills('1000005');
    // The screen learns the registry to pay under and the selection groups from the water calls.
    const subscriptions = operations.GetSubscriptionList.response.parse(body(await t.call('GetSubscriptionList', {}, ahmet.token)));
    const company = subscriptions.find((s) => s.subscriberNo === '1000005')!;
    expect(company.registryOid).toBe(asiGida);
    const listed = operations.GetDebtListForEMunicipality.response.parse(
      body(await t.call('GetDebtListForEMunicipality', { subscriberOidList: [company.subscriberInfoOid] }, ahmet.token)),
    );
    expect(listed.debts[0]).toMatchObject({ accrumentOid: oldest, instalmentNo: 1, accrualGroup: expect.stringMatching(/^SU\|5001\|subscription\|/) });
    const row = await payByCard(ahmet.token, asiGida, [oldest!]);
    expect(row.status).toBe('collected');
    expect(await collectionsOf(t, row.oid)).toHaveLength(1);
    const subscription = await subscriptionOid(t, '1000005');
    const paid = operations.GetCollectedList.response.parse(body(await t.call('GetCollectedList', { subscriberInfoOid: subscription }, ahmet.token)));
    expect(paid[0]).toMatchObject({ accrumentOid: oldest, receiptNo: row.receipt_no });
    expect(await waterBills('1000005')).not.toContain(oldest);
  });

  it("another member's water bill is refused: 404 under their registry, not payable under one's own, nothing stored", async () => {
    const [bill] = await waterBills('1000003');
    const before = await orderCount();
    const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    const request = (registryOid: number) => ({ onlinePaymentRequest: { orderNumber, registryOid, accrumentOidList: [bill], bankCode: '0010' } });
    expect((await t.call('SaveOnlinePaymentRequest', request(zeynep.registryOid), ahmet.token)).statusCode).toBe(404);
    expect((await t.call('SaveOnlinePaymentRequest', request(ahmet.registryOid), ahmet.token)).json()).toMatchObject({ code: 'ACCRUAL_NOT_PAYABLE' });
    expect((await t.call('CheckPayableSelection', { registryInfoOid: zeynep.registryOid, accrumentOidList: [bill] }, ahmet.token)).statusCode).toBe(404);
    expect((await t.call('CheckPayableSelection', { registryInfoOid: ahmet.registryOid, accrumentOidList: [bill] }, ahmet.token)).json()).toMatchObject({
      code: 'ACCRUAL_NOT_PAYABLE',
    });
    expect(await orderCount()).toBe(before);
  });

  it('a subscriber-number proof pays that subscription only, and tells nothing of the registry’s other debts', async () => {
    const { paymentProof } = await proveSubscription(t, '1000001', '5321234567', { purpose: 'WATER_FAST_PAYMENT' });
    const [own] = await waterBills('1000001');
    const [sibling] = await waterBills('1000002');
    const propertyTax = (await openAccruals(t.db, { registryOid: ahmet.registryOid, asOf: '2026-11-23', incomeTypeCode: 'EMLAK' }))[0]!.oid;
    const { orderNumber: blocking } = await openOrder(t, ahmet.token, ahmet.registryOid, [propertyTax], '0064');

    const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    for (const oid of [sibling!, propertyTax]) {
      const refused = await t.call('SaveOnlinePaymentRequest', {
        onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: [oid], bankCode: '0010', paymentProof },
      });
      expect(refused.json()).toMatchObject({ code: 'ACCRUAL_NOT_PAYABLE' });
    }
    const control = body<{ payable: boolean; totalDebt: number; lockedAccrumentOidList: number[] }>(
      await t.call('ControlCollection', { accrumentOidList: [propertyTax], concreteCollection: { registryOid: ahmet.registryOid, paymentProof } }),
    );
    expect(control).toMatchObject({ payable: false, totalDebt: 0, lockedAccrumentOidList: [] });
    const tried = body<{ triedBefore: boolean; orderNumber: string | null }>(
      await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrumentOidList: [propertyTax], registryOid: ahmet.registryOid, paymentProof }),
    );
    expect(tried).toEqual({ triedBefore: false, orderNumber: null, status: null, attempt: null });
    // The member who made the order sees it.
    expect(body(await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrumentOidList: [propertyTax], registryOid: ahmet.registryOid }, ahmet.token))).toMatchObject({
      orderNumber: blocking,
    });

    const { order } = await openOrder(t, undefined, ahmet.registryOid, [own!], '0010', { paymentProof });
    expect(order.totalDebt).toBeGreaterThan(0);
  });
});

describe('CollectBankRelatedPendingDebtsBeforeDebtListing', () => {
  it('settles the subscription’s orders the bank took before its debts are listed (subscriberInfoOid)', async () => {
    const subscription = await subscriptionOid(t, '1000002');
    const [bill] = await waterBills('1000002');
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, [bill!], '0012');
    await nestpayToReturn(t, orderNumber, '0012'); // the bank took the money; its callback never reached us
    expect((await orderRow(t, orderNumber)).status).toBe('sentTo3d');

    const settled = await t.call('CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid: subscription }, ahmet.token);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toEqual({ checkedOrderCount: 1, collectedOrderCount: 1 });
    expect((await orderRow(t, orderNumber)).status).toBe('collected');
    const debts = body<{ debts: Array<{ accrumentOid: number }> }>(await t.call('GetDebtListForEMunicipality', { subscriberOidList: [subscription] }, ahmet.token));
    expect(debts.debts.map((d) => d.accrumentOid)).not.toContain(bill);
    expect(body(await t.call('CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid: subscription }, ahmet.token))).toEqual({
      checkedOrderCount: 0,
      collectedOrderCount: 0,
    });
  });

  it("answers 404 for another member's subscription and 401 without a token", async () => {
    const others = await subscriptionOid(t, '1000003');
    expect((await t.call('CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid: others }, ahmet.token)).statusCode).toBe(404);
    expect((await t.call('CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid: others })).statusCode).toBe(401);
  });
});

describe('paying restructuring instalments', () => {
  it('pays the next instalment of a plan that runs into the next year, never a later one before it', async () => {
    const plan = await planOf(ahmet.token, asiGida, 9);
    const nextYear = plan.dueDates.findIndex((d) => d.startsWith('2028'));
    expect(nextYear).toBeGreaterThan(0);
    const later = await t.call('CheckPayableSelection', { registryInfoOid: asiGida, accrumentOidList: [plan.oids[nextYear]!] }, ahmet.token);
    expect(later.json()).toMatchObject({ code: 'SELECTION_ORDER' });
    const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    const saved = await t.call(
      'SaveOnlinePaymentRequest',
      { onlinePaymentRequest: { orderNumber, registryOid: asiGida, accrumentOidList: [plan.oids[nextYear]!], bankCode: '0010' } },
      ahmet.token,
    );
    expect(saved.json()).toMatchObject({ code: 'SELECTION_ORDER' });

    const checked = await t.call('CheckPayableSelection', { registryInfoOid: asiGida, accrumentOidList: plan.oids.slice(0, 2) }, ahmet.token);
    expect(checked.statusCode, checked.body).toBe(200);
    const row = await payByCard(ahmet.token, asiGida, [plan.oids[0]!]);
    expect(row.status).toBe('collected');
    const detail = operations.AuthorizedGetRestructuringDetailInfo.response.parse(
      body(await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: plan.logOid }, ahmet.token)),
    );
    expect(detail.registryOid).toBe(asiGida);
    expect(detail.instalments.map((i) => i.status)).toEqual(['paid', ...Array(8).fill('open')]);
  });

  it("another member's instalment is refused: 404 under their registry, not payable under one's own, nothing stored", async () => {
    const plan = await planOf(zeynep.token, zeynep.registryOid, 6);
    const before = await orderCount();
    const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    const request = (registryOid: number) => ({ onlinePaymentRequest: { orderNumber, registryOid, accrumentOidList: [plan.oids[0]!], bankCode: '0010' } });
    expect((await t.call('SaveOnlinePaymentRequest', request(zeynep.registryOid), ahmet.token)).statusCode).toBe(404);
    expect((await t.call('SaveOnlinePaymentRequest', request(ahmet.registryOid), ahmet.token)).json()).toMatchObject({ code: 'ACCRUAL_NOT_PAYABLE' });
    expect((await t.call('CheckPayableSelection', { registryInfoOid: zeynep.registryOid, accrumentOidList: [plan.oids[0]!] }, ahmet.token)).statusCode).toBe(404);
    expect((await t.call('ControlCollection', { accrumentOidList: [plan.oids[0]!], concreteCollection: { registryOid: zeynep.registryOid } }, ahmet.token)).statusCode).toBe(404);
    expect((await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: plan.logOid }, ahmet.token)).statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});
