import type { LightMyRequestResponse } from 'fastify';
import { signedHeaders } from '../../../integrations/banks/collection-service-client';
import { createTestApp, type TestApp } from '../../../testing';
import { subscriptionWithBills } from '../../../testing/subscriptions';
import { insertRegistry } from '../../../testing/registries';

/** 13:00 in Istanbul on the demo's story day. */
export const NOON = new Date('2026-11-23T10:00:00Z');
export const BANK = '0010';
export const KEY = 'test-bank-service-key-of-ziraat-0010-for-tests';

export interface BankServiceTestApp extends TestApp {
  clock: { now: Date };
}

/** The demo municipality with bank 0010 let in from 127.0.0.1 and 192.0.2.0/24, with a known key. */
export async function bankServiceTestApp(): Promise<BankServiceTestApp> {
  const clock = { now: NOON };
  const t = await createTestApp({
    now: () => clock.now,
    configure: (c) => ({
      ...c,
      payments: {
        ...c.payments,
        reconcileIntervalSeconds: 0,
        banks: c.payments.banks.map((b) => ({ ...b, allowedAddresses: b.bankCode === BANK ? ['127.0.0.1', '192.0.2.0/24'] : [] })),
      },
      secrets: { ...c.secrets, banks: { ...c.secrets.banks, [BANK]: { ...c.secrets.banks[BANK]!, serviceKey: KEY } } },
    }),
  });
  return Object.assign(t, { clock });
}

export interface SendOptions {
  nonce?: string;
  at?: Date;
  ip?: string;
  key?: string;
  bankCode?: string;
  /** What is sent instead of the signed body (a body altered after signing). */
  sentBody?: string;
  /** Where it is sent instead of the signed path. */
  sentUrl?: string;
}

let nonces = 0;
const freshNonce = () => `test-nonce-${String(++nonces).padStart(8, '0')}-${Date.now()}`;

/** A signed call as the bank makes it. */
export function send(t: BankServiceTestApp, method: 'GET' | 'POST', url: string, payload?: unknown, options: SendOptions = {}): Promise<LightMyRequestResponse> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const headers = signedHeaders(
    { bankCode: options.bankCode ?? BANK, serviceKey: options.key ?? KEY },
    method,
    url,
    body,
    options.at ?? t.clock.now,
    options.nonce ?? freshNonce(),
  );
  return t.app.inject({
    method,
    url: options.sentUrl ?? url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: options.sentBody ?? body }),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

let serial = 0;

/** A valid T.C. Kimlik No built from nine digits (its two check digits computed). */
export function nationalIdFrom(nine: string): string {
  const d = [...nine].map(Number);
  const tenth = ((((d[0]! + d[2]! + d[4]! + d[6]! + d[8]!) * 7 - (d[1]! + d[3]! + d[5]! + d[7]!)) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/**
 * A new subscriber with water bills of the given amounts (water bears no delay fine, so a bill's
 * total is its amount), each due after the story day unless given.
 */
export async function subscriberWithBills(t: TestApp, bills: readonly { amount: number; due: string }[]) {
  serial++;
  const registryOid = await insertRegistry(t.db, {
    registry_type: 'G',
    national_id: nationalIdFrom(`2940000${String(serial).padStart(2, '0')}`),
    first_name: 'Banka',
    last_name: `Abonesi ${serial}`,
  });
  const subscriberNo = `88${String(serial).padStart(5, '0')}`;
  const { accrualOids } = await subscriptionWithBills(t.db, { registryOid, subscriberNo, meterNo: `BANK${String(serial).padStart(6, '0')}`, accruedOn: '2026-11-01', bills });
  return { registryOid, subscriberNo, accrualOids, nationalId: nationalIdFrom(`2940000${String(serial).padStart(2, '0')}`) };
}

export const accrualStatuses = async (t: TestApp, oids: readonly number[]) =>
  (
    await t.db
      .selectFrom('accrual')
      .select(['oid', 'status'])
      .where('oid', 'in', [...oids])
      .orderBy('oid')
      .execute()
  ).map((r) => r.status);

export const bankCollectionsOf = (t: TestApp, registryOid: number) =>
  t.db.selectFrom('collection').selectAll().where('registry_oid', '=', registryOid).where('channel', '=', 'bank').execute();
