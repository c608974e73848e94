import { expect } from 'vitest';
import { createTestApp, type TestApp } from './index';
import { demoPeople, signIn } from './identity';

/**
 * The ground of a test of bills made from readings: a clock the test moves, the water clerk (FATMA)
 * signed in on each day, and the test's own home tariff from 2027-01-01 — 0–15 m³ 489 + 245
 * wastewater, 16–30 m³ 687 + 344, above 886 + 443 (kuruş per m³), ÇTV 110 per m³, KDV 1 % — with
 * every demo subscription ended by 2026, so the runs bill only the test's own subscriptions.
 * Tests compute their amounts by hand from these prices.
 */
export function waterBillScenario() {
  const clock = { now: new Date('2026-11-23T09:00:00+03:00') };
  const state = { t: null as TestApp | null, clerk: '' };
  const app = () => {
    if (!state.t) throw new Error('waterBillScenario: start() first');
    return state.t;
  };

  const at = async (isoDate: string) => {
    clock.now = new Date(`${isoDate}T10:00:00+03:00`);
    state.clerk = (await signIn(app(), demoPeople[2]!.nationalId)).AccessToken;
  };
  const ok = async (name: Parameters<TestApp['call']>[0], body: Record<string, unknown>) => {
    const answer = await app().call(name, body, state.clerk);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  async function start() {
    state.t = await createTestApp({ now: () => clock.now });
    await at('2026-11-23');
    await state.t.db.updateTable('subscription').set({ ended_on: '2026-12-31' }).execute();
    const home = [
      { upperLimitM3: 15, waterPrice: 489, wastewaterPrice: 245 },
      { upperLimitM3: 30, waterPrice: 687, wastewaterPrice: 344 },
      { upperLimitM3: null, waterPrice: 886, wastewaterPrice: 443 },
    ];
    await ok('AddBackOfficeWaterTariff', { subscriberType: 'G', effectiveFrom: '2027-01-01', fixedCharge: 0, environmentTax: true, blocks: home });
    await ok('AddBackOfficeWaterTaxRate', { kind: 'KDV', effectiveFrom: '2027-01-01', value: 100 });
    await ok('AddBackOfficeWaterTaxRate', { kind: 'CTV', effectiveFrom: '2027-01-01', value: 110 });
    return state.t;
  }

  /** A home subscription of the first registry, opened on 01.12.2026, with the meter `${meterPrefix}${no}`. */
  async function newSubscription(no: string, options: { meterPrefix: string; gsm?: string | null; depositAmount?: number }) {
    const t = app();
    const holder = await t.db.selectFrom('registry').select('oid').orderBy('oid').limit(1).executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('subscription')
      .values({
        subscriber_no: no,
        registry_oid: holder.oid,
        subscriber_type: 'G',
        tariff: 'KONUT',
        district_code: null,
        street_code: null,
        outer_door_oid: null,
        inner_door_oid: null,
        meter_no: `${options.meterPrefix}${no}`,
        water_line_status: 1,
        gsm: options.gsm ?? null,
        started_on: '2026-12-01',
        ended_on: null,
        ...(options.depositAmount !== undefined ? { deposit_amount: options.depositAmount } : {}),
      })
      .returning(['oid', 'registry_oid'])
      .executeTakeFirstOrThrow();
    return { oid: Number(row.oid), registryOid: Number(row.registry_oid) };
  }

  /** January billed from readings: the base 100 on 01.01, `januaryIndex` on 31.01, the run on 01.02. */
  async function billJanuary(subscriptionOids: readonly number[], januaryIndex: number) {
    for (const [day, index] of [
      ['2027-01-01', 100],
      ['2027-01-31', januaryIndex],
    ] as const) {
      await at(day);
      for (const subscriptionOid of subscriptionOids) await ok('EnterBackOfficeWaterReading', { subscriptionOid, meterStatus: 1, meterIndex: index });
    }
    await at('2027-02-01');
    await ok('RunBackOfficeWaterBilling', { period: '2027-01' });
  }

  return { clock, app, clerk: () => state.clerk, at, ok, start, newSubscription, billJanuary };
}
