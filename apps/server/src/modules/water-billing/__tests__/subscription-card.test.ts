import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { countRows } from '../../../testing/count-rows';
import { newSubscription, waterBillingTestApp } from './water-billing-testing';

/** The water clerk's subscription card: the social reduction set and removed with a reason, and a meter replaced. */
describe('a subscription card', () => {
  let t: TestApp;
  let tokens: { clerk: string; zeynep: string };
  let at: (isoDate: string) => Promise<void>;
  let sub: { oid: number; no: string };

  const card = async (subscriberNo: string) => {
    const answer = await t.call('GetBackOfficeWaterSubscription', { subscriberNo }, tokens.clerk);
    expect(answer.statusCode, answer.body).toBe(200);
    return operations.GetBackOfficeWaterSubscription.response.parse(answer.json());
  };
  const setReduction = (reductionCode: string | null, reason: string) => t.call('SetBackOfficeWaterReduction', { subscriptionOid: sub.oid, reductionCode, reason }, tokens.clerk);

  beforeAll(async () => {
    ({ t, tokens, at } = await waterBillingTestApp());
    const oid = await newSubscription(t, 'G');
    const row = await t.db.selectFrom('subscription').select(['subscriber_no', 'meter_no']).where('oid', '=', oid).executeTakeFirstOrThrow();
    sub = { oid, no: row.subscriber_no };
  });
  afterAll(() => t.close());

  it('shows the subscription, its holder and its meter, and logs whose record was opened', async () => {
    const before = await countRows(t.db, 'record_access');
    const answer = await card(sub.no);
    expect(answer).toMatchObject({ subscriptionOid: sub.oid, subscriberNo: sub.no, subscriberType: 'G', active: true, reduction: null, reductionChanges: [], lastIndex: null });
    expect(answer.holderName).not.toBe('');
    expect(await countRows(t.db, 'record_access')).toBe(before + 1);
  });

  it('sets a reduction with its reason, then removes it, keeping both changes newest first', async () => {
    await at('2027-01-05');
    expect((await setReduction('DISABLED', 'Engelli sağlık kurulu raporu teslim edildi.')).statusCode).toBe(200);
    expect((await card(sub.no)).reduction).toMatchObject({ code: 'DISABLED' });

    await at('2027-02-10');
    expect((await setReduction(null, 'Raporun geçerlilik süresi doldu.')).statusCode).toBe(200);
    const answer = await card(sub.no);
    expect(answer.reduction).toBeNull();
    expect(answer.reductionChanges.map((c) => [c.reductionCode, c.reason, c.changedAt.slice(0, 10)])).toEqual([
      [null, 'Raporun geçerlilik süresi doldu.', '2027-02-10'],
      ['DISABLED', 'Engelli sağlık kurulu raporu teslim edildi.', '2027-01-05'],
    ]);
    expect(answer.reductionChanges[0]!.changedBy).not.toBeNull();
  });

  it('refuses a change without a real reason or with an unknown reduction, and changes nothing', async () => {
    const before = await countRows(t.db, 'water_reduction_change');
    const short = await setReduction('DISABLED', 'eksik');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({ reason: 'Gerekçe en az 10 karakter olmalıdır.' });
    const unknown = await setReduction('NO_SUCH_REDUCTION', 'Belge teslim edildi, indirim verildi.');
    expect(unknown.json().code).toBe('WATER_REDUCTION_NOT_FOUND');
    expect(await countRows(t.db, 'water_reduction_change')).toBe(before);
    expect((await card(sub.no)).reduction).toBeNull();
  });

  it('lists the meters after a replacement: the old one with its final index, the new one from its start index', async () => {
    await at('2027-03-01');
    const oldMeter = (await card(sub.no)).meterNo;
    const base = await t.call('EnterBackOfficeWaterReading', { subscriptionOid: sub.oid, meterStatus: 1, meterIndex: 40 }, tokens.clerk);
    expect(base.statusCode, base.body).toBe(200);
    await at('2027-03-15');
    const replaced = await t.call(
      'ReplaceBackOfficeWaterMeter',
      { subscriptionOid: sub.oid, oldMeterFinalIndex: 52, newMeterNo: 'KRT000001', newMeterStartIndex: 3 },
      tokens.clerk,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = await card(sub.no);
    expect(answer).toMatchObject({ meterNo: 'KRT000001', lastIndex: 3, lastReadOn: '2027-03-15' });
    expect(answer.meters).toEqual([
      { meterNo: 'KRT000001', startIndex: 3, startedOn: '2027-03-15', finalIndex: null, endedOn: null },
      { meterNo: oldMeter, startIndex: 40, startedOn: '2027-03-01', finalIndex: 52, endedOn: '2027-03-15' },
    ]);
  });

  it('is 404 for a number no subscription has, and refused to a citizen', async () => {
    expect((await t.call('GetBackOfficeWaterSubscription', { subscriberNo: '99999999' }, tokens.clerk)).statusCode).toBe(404);
    expect((await t.call('GetBackOfficeWaterSubscription', { subscriberNo: sub.no }, tokens.zeynep)).statusCode).toBe(403);
  });
});
