import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import type { Answer, CitizenClient } from './citizen-client';
import { formOf, smsCodeOn } from './bank-pages';
import type { Recorder } from './recorder';

export const DEMO_PASSWORD = 'Demo.1234';

export interface MemberCitizen {
  kind: 'member';
  userName: string;
}
export interface FastPayer {
  kind: 'fast';
  identifier: string;
  gsm: string;
}

const expect = (answer: Answer, status: number, what: string) => {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
  return answer;
};
const json = <T>(answer: Answer) => JSON.parse(answer.text) as T;

/** The ALTCHA widget: the challenge, solved on the citizen's device (a few ms with the benchmark's small counter). */
async function humanCheck(c: CitizenClient): Promise<string> {
  const challenge = json<Challenge>(expect(await c.call('CreateHumanVerificationChallenge'), 200, 'challenge'));
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface DebtLine {
  accrumentOid: number;
  accrualGroup: string;
  instalmentNo: number;
  dueDate: string;
}

/** Up to two debts that may be paid together: the earliest open instalment of two accruals. */
export function chooseDebts(lines: readonly DebtLine[]): number[] {
  const firstOfGroup = new Map<string, DebtLine>();
  for (const line of lines) {
    const seen = firstOfGroup.get(line.accrualGroup);
    if (!seen || line.instalmentNo < seen.instalmentNo) firstOfGroup.set(line.accrualGroup, line);
  }
  return [...firstOfGroup.values()]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.accrumentOid - b.accrumentOid)
    .slice(0, 2)
    .map((l) => l.accrumentOid);
}

/** Which banks the citizens pay through: the three Nestpay 3D Pay Hosting banks, in turn. */
const banks = [
  { code: '0010', operation: 'ThreeDSecurityZiraat3DPayHosting' },
  { code: '0064', operation: 'ThreeDSecurityIsBank' },
  { code: '0012', operation: 'ThreeDSecurityHalkBank' },
] as const;
export const DECLINED_PAN = '4000 0000 0000 0002';
const APPROVED_PAN = '4111 1111 1111 1111';

export interface PaymentOutcome {
  orderNumber: string;
  approved: boolean;
}

/**
 * A card payment end to end, every hop through the proxy: order number, order (debts locked),
 * the signed 3-D form, the bank's card page, its ACS with the SMS code, the bank's signed
 * answer posted back to the portal's callback, which collects and redirects.
 */
async function payByCard(c: CitizenClient, registryOid: number, oids: number[], n: number, proof?: string): Promise<PaymentOutcome> {
  const bank = banks[n % banks.length]!;
  const { orderNumber } = json<{ orderNumber: string }>(expect(await c.call('GetOrderNumberForOnlinePayment'), 200, 'order number'));
  const request = { orderNumber, registryOid, accrumentOidList: oids, bankCode: bank.code, ...(proof ? { paymentProof: proof } : {}) };
  expect(await c.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: request }), 200, 'order');
  const start = json<{ bankUrl: string; formFields: Record<string, string> }>(expect(await c.call(bank.operation, { orderNumber }), 200, '3-D form'));
  const card = formOf(expect(await c.postForm('bank: card page', start.bankUrl, start.formFields), 200, 'bank card page').text);
  const declined = n % 10 === 9;
  const acsPage = expect(
    await c.postForm('bank: card entry', card.action, { ...card.fields, pan: declined ? DECLINED_PAN : APPROVED_PAN, month: '12', year: '30', cv2: '123' }),
    200,
    'bank ACS page',
  );
  const acs = formOf(acsPage.text);
  const answer = formOf(expect(await c.postForm('bank: 3-D SMS code', acs.action, { ...acs.fields, smsCode: smsCodeOn(acsPage.text), decision: 'approve' }), 200, 'bank 3-D').text);
  const back = await c.postForm('portal: bank callback', answer.action, answer.fields);
  const approved = back.location === `/success-operation?orderNumber=${orderNumber}`;
  if (back.status !== 303 || (!approved && back.location !== `/failed-operation?orderNumber=${orderNumber}`)) throw new Error(`callback: HTTP ${back.status} → ${back.location}`);
  if (approved === declined) throw new Error(`callback: ${declined ? 'a declined card was approved' : 'an approved card failed'}`);
  return { orderNumber, approved };
}

async function receipt(c: CitizenClient, orderNumber: string, proof?: string) {
  const pdf = expect(await c.call('GetOnlinePaymentReceipt', { orderNumber, ...(proof ? { paymentProof: proof } : {}) }), 200, 'receipt');
  if (!pdf.text.startsWith('%PDF')) throw new Error('receipt: not a PDF');
}

type Debts = { registry: { registryOid: number }; lines: DebtLine[] };

/** A member on the deadline: signs in with the password, questions debts, pays two by card, downloads the receipt. */
export async function memberJourney(c: CitizenClient, r: Recorder, who: MemberCitizen, n: number, payments: PaymentOutcome[]) {
  const altcha = await r.step('human check', () => humanCheck(c));
  await r.step('sign-in', async () => {
    const ticket = json<{ Password: string }>(expect(await c.call('RetrievePassword', { userName: who.userName, applicationName: 'EBELEDIYE', altcha }), 200, 'sign-in ticket'));
    const tokens = json<{ AccessToken: string }>(
      expect(await c.call('ValidateUserForEMunicipality', { userName: who.userName, password: DEMO_PASSWORD, encryptedPassword: ticket.Password }), 200, 'sign-in'),
    );
    c.token = tokens.AccessToken;
  });
  const debts = await r.step('debt questioning', async () => {
    const registries = json<{ registryOid: number; isOwn: boolean }[]>(expect(await c.call('RetrieveDebtorRegistries'), 200, 'registries'));
    const own = registries.find((x) => x.isOwn) ?? registries[0];
    if (!own) throw new Error('no registry');
    return json<Debts>(expect(await c.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: own.registryOid }), 200, 'debts'));
  });
  await payAndDownload(c, r, debts, n, payments);
}

/** Fast payment: ID number and phone, the SMS code, the debts by the proof, card payment, receipt; no account. */
export async function fastPaymentJourney(c: CitizenClient, r: Recorder, who: FastPayer, n: number, payments: PaymentOutcome[]) {
  const altcha = await r.step('human check', () => humanCheck(c));
  const { proof, debts } = await r.step('fast payment lookup', async () => {
    const sent = json<{ operationReferenceNumber: string }>(
      expect(await c.call('ValidateRegistries', { filter: who.identifier, gsmNumber: who.gsm, altcha }), 200, 'fast payment SMS'),
    );
    const inbox = json<{ typeCode: number; body: string }[]>(expect(await c.get('sim: SMS inbox', `/sim/sms?gsm=${who.gsm}&format=json`), 200, 'SMS inbox'));
    const code = inbox.map((m) => /kodunuz: (\d+)/.exec(m.body)?.[1]).find(Boolean);
    if (!code) throw new Error('no code in the SMS inbox');
    const validated = json<{ paymentProof?: string }>(
      expect(await c.call('ValidateCode', { operationReferenceNumber: sent.operationReferenceNumber, userEntredCode: code }), 200, 'SMS code'),
    );
    if (!validated.paymentProof) throw new Error('no payment proof');
    const found = json<Debts>(expect(await c.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof: validated.paymentProof }), 200, 'debts by proof'));
    return { proof: validated.paymentProof, debts: found };
  });
  await payAndDownload(c, r, debts, n, payments, proof);
}

async function payAndDownload(c: CitizenClient, r: Recorder, debts: Debts, n: number, payments: PaymentOutcome[], proof?: string) {
  const oids = chooseDebts(debts.lines);
  if (oids.length === 0) return;
  const outcome = await r.step('card payment', () => payByCard(c, debts.registry.registryOid, oids, n, proof));
  payments.push(outcome);
  if (outcome.approved) await r.step('receipt download', () => receipt(c, outcome.orderNumber, proof));
}
