import { expect } from 'vitest';
import type { Db } from '../db/kysely';
import { createAccruals } from '../ledger';
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

/**
 * A home subscription of the test's own, opened on 01.01.2026, with water bills accrued through the
 * ledger (income type SU, 2026), each of the given amount and due date.
 */
export async function subscriptionWithBills(
  db: Db,
  s: { registryOid: number; subscriberNo: string; meterNo: string; gsm?: string | null; accruedOn: string; bills: readonly { amount: number; due: string }[] },
) {
  const { oid } = await db
    .insertInto('subscription')
    .values({
      subscriber_no: s.subscriberNo,
      registry_oid: s.registryOid,
      subscriber_type: 'G',
      tariff: 'KONUT',
      district_code: null,
      street_code: null,
      outer_door_oid: null,
      inner_door_oid: null,
      meter_no: s.meterNo,
      water_line_status: 1,
      gsm: s.gsm ?? null,
      started_on: '2026-01-01',
      ended_on: null,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  const subscriptionOid = Number(oid);
  const accrualOids = await createAccruals(
    db,
    s.bills.map((b) => ({
      registry_oid: s.registryOid,
      income_type_code: 'SU',
      revenue_code: 5001,
      revenue_type: 1 as const,
      description: 'Su Kullanım Bedeli',
      year: 2026,
      period_label: b.due.slice(0, 7).replace('-', '/'),
      amount: b.amount,
      due_date: b.due,
      accrued_on: s.accruedOn,
      source_kind: 'subscription' as const,
      source_oid: subscriptionOid,
      subscription_oid: subscriptionOid,
      real_estate_oid: null,
    })),
  );
  return { subscriptionOid, accrualOids };
}
