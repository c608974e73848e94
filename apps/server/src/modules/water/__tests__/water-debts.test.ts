import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { demoPeople, signIn, solvedChallenge } from '../../../testing/identity';
import { proveSubscription, subscriptionOid } from '../../../testing/subscriptions';
import { waterTestApp } from './water-testing';

let t: TestApp;
let nextWindow: () => void;
let ahmet: string;
let zeynep: string;
let zeynepSecond: number;
let ahmetFirst: number;
beforeAll(async () => {
  ({ t, nextWindow } = await waterTestApp());
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  zeynepSecond = await subscriptionOid(t, '1000006');
  ahmetFirst = await subscriptionOid(t, '1000001');
});
afterAll(() => t.close());

describe('ValidateSubscriberNo', () => {
  it('sends a code only for the registered phone, and the same 404 for a wrong phone and an unknown number', async () => {
    const noChallenge = await t.call('ValidateSubscriberNo', { subscriberNo: '1000006', gsmNumber: '5337654321' });
    expect(noChallenge.json().code).toBe('HUMAN_VERIFICATION_REQUIRED');
    const wrongPhone = await t.call('ValidateSubscriberNo', { subscriberNo: '1000006', gsmNumber: '5559998877', altcha: await solvedChallenge(t) });
    const unknown = await t.call('ValidateSubscriberNo', { subscriberNo: '9999999', gsmNumber: '5337654321', altcha: await solvedChallenge(t) });
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect(unknown.json().code).toBe('SUBSCRIPTION_NOT_FOUND');
    const bad = await t.call('ValidateSubscriberNo', { subscriberNo: 'abc', gsmNumber: '123' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['subscriberNo', 'gsmNumber']));
  });

  it("refuses a member another's subscription, and rate-limits codes per phone", async () => {
    const others = await t.call('ValidateSubscriberNo', { subscriberNo: '1000006' }, ahmet);
    expect(others.json().code).toBe('SUBSCRIPTION_NOT_FOUND');
    nextWindow();
    const { max } = t.config.identity.rateLimits.smsPerPhone;
    const answers = [];
    for (let i = 0; i <= max; i++) answers.push((await t.call('ValidateSubscriberNo', { subscriberNo: '1000001' }, ahmet)).statusCode);
    expect(answers.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(answers[max]).toBe(429);
  });

  it('gives a wrong code SMS_CODE_INVALID and the right one a proof of that subscription', async () => {
    nextWindow();
    const sent = await t.call('ValidateSubscriberNo', { subscriberNo: '1000006', gsmNumber: '(533) 765 43 21', altcha: await solvedChallenge(t) });
    expect(sent.json().maskedGsm).toBe('(5**) *** ** 21');
    const wrong = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: '0000000' });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
  });
});

describe('water debts with a subscriber-number proof', () => {
  it('opens exactly one subscription, with the holder masked', async () => {
    nextWindow();
    const { paymentProof } = await proveSubscription(t, '1000006', '5337654321', { purpose: 'WATER_FAST_PAYMENT' });
    const list = operations.GetSubscriptionList.response.parse((await t.call('GetSubscriptionList', { paymentProof })).json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ subscriberNo: '1000006', holderName: 'ZE*** KA***', depositAmount: 96_840, waterLineStatus: 1, waterLineStatusName: 'Aktif' });
    const { address } = (await t.call('GetSubscriberAddressString', { subscriberAddressOid: zeynepSecond, paymentProof })).json();
    // The county and city come from the district: this Çay lies in Defne, not in the municipality's own county.
    expect(address).toBe('Çay Mah. Zeytin Sok. No:7 İç Kapı:2 Defne/Hatay');
    expect(address).toBe(list[0]!.address);

    const debts = operations.GetDebtListForEMunicipality.response.parse((await t.call('GetDebtListForEMunicipality', { subscriberOidList: [zeynepSecond], paymentProof })).json());
    expect(debts.total).toBe(24_010);
    expect(debts.debts).toEqual([
      expect.objectContaining({ revenueCode: 5001, revenueType: 1, revenueTypeName: 'Kullanım', periodLabel: '2026/10', dueDate: '2026-11-20', amount: 24_010, overdue: true }),
    ]);

    for (const [name, body] of [
      ['GetSubscriberAddressString', { subscriberAddressOid: ahmetFirst }],
      ['GetDebtListForEMunicipality', { subscriberOidList: [zeynepSecond, ahmetFirst] }],
      ['GetAccrumentListForEMunicipality', { subscriberInfoOid: ahmetFirst }],
      ['GetCollectedList', { subscriberInfoOid: ahmetFirst }],
      ['GetContractCancellationSummary', { subscriberInfoOid: ahmetFirst }],
    ] as const) {
      const other = await t.call(name, { ...body, paymentProof });
      expect(other.statusCode, name).toBe(404);
      expect(other.json().code).toBe('NOT_FOUND');
    }
  });

  it('needs a member or a valid proof', async () => {
    const none = await t.call('GetDebtListForEMunicipality', { subscriberOidList: [zeynepSecond] });
    expect(none.json().code).toBe('PAYMENT_PROOF_INVALID');
    const forged = await t.call('GetCollectedList', { subscriberInfoOid: zeynepSecond, paymentProof: 'eyJyZWdpc3RyeU9pZCI6MX0.Zm9yZ2Vk' });
    expect(forged.json().code).toBe('PAYMENT_PROOF_INVALID');
    expect((await t.call('GetSubscriberListByIdentityNumber', { identityNumber: demoPeople[1]!.nationalId })).statusCode).toBe(401);
  });
});

describe('water debts of a signed-in member', () => {
  beforeAll(async () => {
    // The clock moved past the SMS windows; sign in again for fresh access tokens.
    ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
    zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  });

  it("lists the member's own subscriptions, and those of a company they represent by its tax number", async () => {
    const mine = operations.GetSubscriptionList.response.parse((await t.call('GetSubscriptionList', {}, zeynep)).json());
    expect(mine.map((s) => s.subscriberNo)).toEqual(expect.arrayContaining(['1000003', '1000006']));
    expect(mine.find((s) => s.subscriberNo === '1000006')!.holderName).toBe('ZEYNEP KAYA');
    const byId = (await t.call('GetSubscriberListByIdentityNumber', { identityNumber: demoPeople[1]!.nationalId }, zeynep)).json();
    expect(byId.map((s: { subscriberNo: string }) => s.subscriberNo).sort()).toEqual(['1000003', '1000006']);
    const company = (await t.call('GetSubscriberListByIdentityNumber', { identityNumber: '4540536920' }, ahmet)).json();
    expect(company.map((s: { subscriberNo: string }) => s.subscriberNo)).toEqual(['1000005']);
    const another = await t.call('GetSubscriberListByIdentityNumber', { identityNumber: demoPeople[0]!.nationalId }, zeynep);
    expect(another.statusCode).toBe(404);
    expect((await t.call('GetSubscriberListByIdentityNumber', { identityNumber: '12345678901' }, zeynep)).json().fields.identityNumber).toBeTruthy();
  });

  it('filters open debts by revenue code and fee codes, and lists accruals and past payments', async () => {
    const byCode = (await t.call('GetDebtListWithRevenueCode', { subscriberOidList: [zeynepSecond], revenueCode: 5001 }, zeynep)).json();
    expect(byCode.total).toBe(24_010);
    expect((await t.call('GetDebtListWithRevenueCode', { subscriberOidList: [zeynepSecond], revenueCode: 5003 }, zeynep)).json()).toEqual({ debts: [], total: 0 });
    expect((await t.call('GetDebtListWithFeeCodes', { subscriberOidList: [zeynepSecond], feeCodes: [5002, 5001] }, zeynep)).json().total).toBe(24_010);

    const accruals = operations.GetAccrumentListForEMunicipality.response.parse(
      (await t.call('GetAccrumentListForEMunicipality', { subscriberInfoOid: zeynepSecond }, zeynep)).json(),
    );
    expect(accruals.map((a) => [a.periodLabel, a.revenueType, a.status])).toEqual([
      ['2026/10', 1, 'open'],
      ['2026/09', 1, 'paid'],
      ['2026/08', 1, 'paid'],
      ['2024/03', 3, 'paid'],
    ]);
    const paid = operations.GetCollectedList.response.parse((await t.call('GetCollectedList', { subscriberInfoOid: zeynepSecond }, zeynep)).json());
    expect(paid).toHaveLength(3);
    expect(paid[2]).toMatchObject({ revenueType: 3, revenueTypeName: 'Güvence', amount: 96_840, collectionType: 4, collectionTypeName: 'Kredi Kartı' });

    expect((await t.call('GetCollectedList', { subscriberInfoOid: ahmetFirst }, zeynep)).statusCode).toBe(404);
    const bad = await t.call('GetDebtListWithFeeCodes', { subscriberOidList: [], feeCodes: [] }, zeynep);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['subscriberOidList', 'feeCodes']));
  });
});
