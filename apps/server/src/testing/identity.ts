import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { TestApp } from './index';

export { DEMO_PASSWORD, demoCompanies, demoPeople, edevletDemoIdentities } from '../seed/demo-accounts';

/** Solves a fresh challenge as the ALTCHA widget would, and answers the widget's payload. */
export async function solvedChallenge(t: TestApp): Promise<string> {
  const challenge = (await t.call('CreateHumanVerificationChallenge')).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The two-step sign-in; answers the raw second response. */
export async function signInResponse(t: TestApp, userName: string, password = DEMO_PASSWORD) {
  const ticket = await t.call('RetrievePassword', { userName, applicationName: 'EBELEDIYE', altcha: await solvedChallenge(t) });
  if (ticket.statusCode !== 200) return ticket;
  return t.call('ValidateUserForEMunicipality', { userName, password, encryptedPassword: ticket.json().Password });
}

export async function signIn(t: TestApp, userName: string, password = DEMO_PASSWORD): Promise<{ AccessToken: string; RefreshToken: string }> {
  const response = await signInResponse(t, userName, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export interface SimulatedSms {
  oid: number;
  gsm: string;
  typeCode: number;
  messageCode: number | null;
  title: string | null;
  body: string;
  status: string;
}

/** The SMS simulator's inbox for a phone, newest first (what the browser tests read too). */
export async function smsInbox(t: TestApp, gsm: string): Promise<SimulatedSms[]> {
  const response = await t.app.inject({ method: 'GET', url: `/sim/sms?gsm=${gsm}&format=json` });
  if (response.statusCode !== 200) throw new Error(`sms inbox: ${response.statusCode}`);
  return response.json();
}

/** The newest verification code sent to a phone. */
export async function latestCode(t: TestApp, gsm: string): Promise<string> {
  const message = (await smsInbox(t, gsm)).find((m) => m.typeCode === 6);
  const code = message && /kodunuz: (\d+)/.exec(message.body)?.[1];
  if (!code) throw new Error('no verification code in the inbox');
  return code;
}

/** The newest password-reset code sent to a phone; it leaves after the answer, so it may take a moment. */
export async function resetCodeSentTo(t: TestApp, gsm: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const message = (await smsInbox(t, gsm)).find((m) => m.typeCode === 6 && m.body.includes('şifre sıfırlama kodunuz'));
    const code = message && /kodunuz: (\d+)/.exec(message.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no reset code in the inbox');
}

/** A fresh operation reference as a client makes one. */
export const operationRef = () => `test-${crypto.randomUUID()}`;

/** Counts the rows of identity tables, to prove that a refused call changed nothing. */
const identityTables = ['member', 'refresh_token', 'login_ticket', 'verification_code', 'sms_outbox', 'audit_event', 'edevlet_handle'] as const;

export async function identityRowCounts(t: TestApp): Promise<Record<(typeof identityTables)[number], number>> {
  const tables = identityTables;
  const counts = {} as Record<(typeof identityTables)[number], number>;
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
