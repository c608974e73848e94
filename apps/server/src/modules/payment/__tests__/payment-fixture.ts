import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { missingEarlierInstalments, openAccruals } from '../../../ledger';
import { BankAdapters } from '../../../integrations/banks';
import { simulatorAwareFetch } from '../../../integrations/simulator-fetch';
import { SmsGateway } from '../../../integrations/sms/gateway';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';

/** 13:00 in Istanbul, outside the demo pause window (23:45–00:15). */
export const NOON = new Date('2026-11-23T10:00:00Z');

export interface PaymentTestApp extends TestApp {
  clock: { now: Date };
  lines: string[];
}

export async function paymentTestApp(): Promise<PaymentTestApp> {
  const clock = { now: NOON };
  const lines: string[] = [];
  const t = await createTestApp({
    now: () => clock.now,
    logStream: { write: (line: string) => void lines.push(line) },
    configure: (c) => ({ ...c, logLevel: 'info', payments: { ...c.payments, reconcileIntervalSeconds: 0 } }),
  });
  return Object.assign(t, { clock, lines });
}

/** What the payment jobs get, at a chosen moment: the test app's database, the simulators as banks. */
export const stepContextAt = (t: TestApp, at: Date) => ({
  db: t.db,
  config: t.config,
  now: () => at,
  log: t.app.log,
  services: { banks: new BankAdapters(t.config, simulatorAwareFetch(t.app, true), () => at), sms: new SmsGateway(null, () => at, 'TEST BLD') },
});

export const registryOidOf = async (t: TestApp, id: string) =>
  (
    await t.db
      .selectFrom('registry')
      .select('oid')
      .where((eb) => eb.or([eb('national_id', '=', id), eb('tax_number', '=', id)]))
      .executeTakeFirstOrThrow()
  ).oid;

/** `count` open debts of a registry that may be paid together (no later instalment before an earlier one), not yet used. */
export async function payableOids(t: TestApp, registryOid: number, count: number, skip: readonly number[] = []): Promise<number[]> {
  const open = await openAccruals(t.db, { registryOid, asOf: '2026-11-23' });
  const locked = new Set((await t.db.selectFrom('online_payment_lock').select('accrual_oid').execute()).map((r) => r.accrual_oid));
  const chosen: number[] = [];
  for (const line of open) {
    if (skip.includes(line.oid) || locked.has(line.oid)) continue;
    const next = [...chosen, line.oid];
    if (missingEarlierInstalments(open, next).length === 0) chosen.push(line.oid);
    if (chosen.length === count) return chosen;
  }
  throw new Error('not enough payable demo debts');
}

export async function member(t: TestApp, id = '10000000146') {
  const { AccessToken } = await signIn(t, id);
  return { token: AccessToken, registryOid: await registryOidOf(t, id) };
}

const entity: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => entity[m]!);

/** The form of a simulator page: its action and hidden fields. */
export function formOf(html: string) {
  const action = unescape(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action, fields };
}

export const smsCodeOn = (html: string) => /kod <strong>(\d{6})<\/strong>/.exec(html)?.[1] ?? '';

export const postForm = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

export const body = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

export const VISA: { cardNumber: string; expiryMonth: string; expiryYear: string; securityCode: string; brandName: 100 | 200 } = {
  cardNumber: '4111111111111111',
  expiryMonth: '12',
  expiryYear: '2030',
  securityCode: '123',
  brandName: 100,
};
export const DECLINED = { ...VISA, cardNumber: '4000000000000002' };

/** Opens an order for the debts and asks for the bank's 3-D form. */
export async function openOrder(t: TestApp, token: string | undefined, registryOid: number, oids: number[], bankCode: string, extra: Record<string, unknown> = {}) {
  const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
  const saved = await t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { orderNumber, registryOid, accrumentOidList: oids, bankCode, ...extra } }, token);
  expect(saved.statusCode, saved.body).toBe(200);
  return { orderNumber, order: body<{ totalDebt: number; onlinePaymentRequestOid: number }>(saved) };
}

const hostedOperation = { '0010': 'ThreeDSecurityZiraat3DPayHosting', '0064': 'ThreeDSecurityIsBank', '0012': 'ThreeDSecurityHalkBank' } as const;

/** Nestpay 3D Pay Hosting through the simulator up to the bank's signed return form (not yet posted). */
export async function nestpayToReturn(t: TestApp, orderNumber: string, bankCode: '0010' | '0064' | '0012', options: { pan?: string; decision?: string } = {}) {
  const start = await t.call(hostedOperation[bankCode], { orderNumber });
  expect(start.statusCode, start.body).toBe(200);
  const { bankUrl, formFields } = body<{ bankUrl: string; formFields: Record<string, string> }>(start);
  const cardPage = await postForm(t, bankUrl, formFields);
  expect(cardPage.statusCode, cardPage.body).toBe(200);
  const card = formOf(cardPage.body);
  const acs = await postForm(t, card.action, { ...card.fields, pan: options.pan ?? '4111 1111 1111 1111', month: '12', year: '30', cv2: '123' });
  const acsForm = formOf(acs.body);
  const result = await postForm(t, acsForm.action, { ...acsForm.fields, smsCode: smsCodeOn(acs.body), decision: options.decision ?? 'approve' });
  return { page: result, ...formOf(result.body) };
}

/** VakıfBank: enrollment with the card, the ACS, up to the bank's return form. */
export async function payflexToReturn(t: TestApp, orderNumber: string, card = VISA, decision = 'approve') {
  const start = await t.call('ThreeDSecurityVakif', { orderNumber, card });
  expect(start.statusCode, start.body).toBe(200);
  const { bankUrl, formFields } = body<{ bankUrl: string; formFields: Record<string, string> }>(start);
  const acs = await postForm(t, bankUrl, formFields);
  const acsForm = formOf(acs.body);
  const result = await postForm(t, acsForm.action, { ...acsForm.fields, smsCode: smsCodeOn(acs.body), decision });
  return { page: result, ...formOf(result.body) };
}

export async function orderRow(t: TestApp, orderNumber: string) {
  return t.db.selectFrom('online_payment_order').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
}

export async function collectionsOf(t: TestApp, orderOid: number) {
  return t.db.selectFrom('collection').selectAll().where('online_order_oid', '=', orderOid).execute();
}
