import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { latestCode, solvedChallenge } from '../../../testing/identity';

/** A test server with a clock the test moves: SMS limits count per 10 minutes. */
export async function waterTestApp() {
  const clock = { now: new Date('2026-11-23T09:00:00+03:00') };
  const t = await createTestApp({ now: () => clock.now });
  /** Moves past the SMS window so the next code is not rate-limited. */
  const nextWindow = () => {
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
  };
  return { t, clock, nextWindow };
}

export const subscriptionOid = async (t: TestApp, subscriberNo: string) =>
  Number((await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', subscriberNo).executeTakeFirstOrThrow()).oid);

/** ValidateSubscriberNo then ValidateCode: a signed-in owner by token, anyone else with the phone and the challenge. */
export async function proveSubscription(
  t: TestApp,
  subscriberNo: string,
  gsm: string,
  options: { token?: string; purpose?: 'CONTRACT_CANCELLATION' | 'WATER_FAST_PAYMENT' } = {},
) {
  const sent = await t.call(
    'ValidateSubscriberNo',
    { subscriberNo, purpose: options.purpose ?? 'CONTRACT_CANCELLATION', ...(options.token ? {} : { gsmNumber: gsm, altcha: await solvedChallenge(t) }) },
    options.token,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const validated = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: await latestCode(t, gsm) });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json() as { verificationToken: string; paymentProof: string };
}

export async function cancellationRows(t: TestApp) {
  const count = async (table: 'contract_cancellation' | 'water_line_status_history') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const lines = await t.db.selectFrom('subscription').select(['subscriber_no', 'water_line_status']).where('subscriber_no', 'like', '100000%').orderBy('subscriber_no').execute();
  return { applications: await count('contract_cancellation'), history: await count('water_line_status_history'), lines };
}
