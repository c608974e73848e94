import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

/**
 * A test server on the demo database with a clock the test moves, the water clerk's and a
 * citizen's tokens, and every demo subscription but ZEYNEP KAYA's first closed before 2027, so a
 * billing run of 2027 bills the test's own subscriptions (and that one).
 */
export async function waterBillingTestApp() {
  const clock = { now: new Date('2026-11-23T09:00:00+03:00') };
  const t = await createTestApp({ now: () => clock.now });
  /** The administrator, who holds the water clerk's role, and ZEYNEP KAYA, signed in again whenever the day moves (tokens expire). */
  const tokens = { clerk: '', zeynep: '' };
  const signInBoth = async () => {
    tokens.clerk = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    tokens.zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  };
  await signInBoth();
  await t.db.updateTable('subscription').set({ ended_on: '2026-12-31' }).where('subscriber_no', '!=', '1000003').execute();
  const at = async (isoDate: string) => {
    const next = new Date(`${isoDate}T10:00:00+03:00`);
    if (next.getTime() === clock.now.getTime()) return;
    clock.now = next;
    await signInBoth();
  };
  return { t, tokens, at };
}

let next = 0;

/** A subscription of the test's own, open from December 2026 on a new meter. */
export async function newSubscription(t: TestApp, subscriberType: 'G' | 'T') {
  next++;
  const holder = await t.db.selectFrom('registry').select('oid').where('registry_type', '=', subscriberType).orderBy('oid').limit(1).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('subscription')
    .values({
      subscriber_no: `88${String(next).padStart(5, '0')}`,
      registry_oid: holder.oid,
      subscriber_type: subscriberType,
      tariff: subscriberType === 'G' ? 'KONUT' : 'İŞYERİ',
      district_code: null,
      street_code: null,
      outer_door_oid: null,
      inner_door_oid: null,
      meter_no: `TST${String(next).padStart(6, '0')}`,
      water_line_status: 1,
      gsm: null,
      started_on: '2026-12-01',
      ended_on: null,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}
