import { expect } from 'vitest';
import type { TestApp } from './index';
import { latestCode, solvedChallenge } from './identity';

/** The oid of a demo water subscription by its subscriber number. */
export const subscriptionOid = async (t: TestApp, subscriberNo: string) =>
  Number((await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', subscriberNo).executeTakeFirstOrThrow()).oid);

/** ValidateSubscriberNo then ValidateCode: a signed-in owner by token, anyone else with the phone and the challenge. */
export async function proveSubscription(t: TestApp, subscriberNo: string, gsm: string, options: { token?: string; purpose?: 'CONTRACT_CANCELLATION' | 'WATER_FAST_PAYMENT' } = {}) {
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
