import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import {
  DEMO_PASSWORD,
  demoPeople,
  edevletDemoIdentities,
  latestCode,
  operationRef,
  resetCodeSentTo,
  signIn,
  signInResponse,
  smsInbox,
  solvedChallenge,
} from '../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const mehmet = demoPeople.find((p) => p.nationalId === '17291716060')!;
const elif = demoPeople.find((p) => p.nationalId === '23456789060')!;

let t: TestApp;
const logLines: string[] = [];
const bodies: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ configure: (c) => ({ ...c, logLevel: 'debug' }), logStream: { write: (line) => void logLines.push(line) } });
  const call = t.call;
  t.call = async (...args) => {
    const response = await call(...args);
    bodies.push(response.body);
    return response;
  };
  await exerciseIdentity();
});
afterAll(() => t.close());

/** Every identity flow once, failures included, keeping each secret the server handed out. */
async function exerciseIdentity() {
  const tokens = await signIn(t, ahmet.nationalId);
  secrets.push(tokens.AccessToken, tokens.RefreshToken);
  await signInResponse(t, zeynep.nationalId, 'Yanlis.Sifre1');
  const rotated = (await t.call('VerifyAndGenerateToken', tokens)).json();
  secrets.push(rotated.AccessToken, rotated.RefreshToken);
  await t.call('VerifyAndGenerateToken', tokens);
  const reset = (await t.call('SendPasswordForMember', { userName: zeynep.nationalId, gsmNumber: zeynep.gsm, validationKey: await solvedChallenge(t) })).json();
  await t.call('SendPasswordForMember', { userName: ahmet.nationalId, gsmNumber: zeynep.gsm, validationKey: await solvedChallenge(t) });
  const resetCode = await resetCodeSentTo(t, zeynep.gsm);
  await t.call('ResetPasswordWithCode', { userName: zeynep.nationalId, operationReferenceNumber: reset.operationReferenceNumber, userEntredCode: resetCode });
  secrets.push(resetCode, /yeni şifreniz: (\S+)/.exec((await smsInbox(t, zeynep.gsm))[0]!.body)![1]!);
  const ref = operationRef();
  await t.call('SendSms', {
    sourceLocationCode: 'REGISTER',
    recipientInformationList: [{ nationalId: mehmet.nationalId, gsmNumber: mehmet.gsm }],
    operationRefNo: ref,
    altcha: await solvedChallenge(t),
  });
  const code = await latestCode(t, mehmet.gsm);
  const proof = (await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: code })).json().verificationToken;
  secrets.push(code, proof);
  await t.call('CreateUserForEmunicipality', { userPidNo: mehmet.nationalId, password: 'Kayit.Sifre7', validationKey: proof, yearOfBirth: 1990, monthOfBirth: 1, dayOfBirth: 15 });
  const signup = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: elif.nationalId, email: elif.email, password: 'Kayit.Sifre7' } });
  bodies.push(signup.body);
  secrets.push(signup.json().accessToken, signup.json().refreshToken);
  await t.call(
    'UpdateUserForEMunicipality',
    { userPidNo: ahmet.nationalId, password: 'Yanlis.Sifre1', gsmNumber: ahmet.gsm, email: ahmet.email, memberName: 'Ahmet', memberSurname: 'Yılmaz' },
    rotated.AccessToken,
  );
  await t.call('ChangePassword', { newPassword: 'Yeni.Sifre42', currentPassword: DEMO_PASSWORD }, rotated.AccessToken);
  await t.call('GetUserOfEMunicipality', {}, rotated.AccessToken);
  const page = await t.app.inject({
    method: 'GET',
    url: `/sim/edevlet/AuthorizationController?response_type=code&client_id=${t.config.publicSetting.EDEVLET_CLIENT_ID}&state=s&scope=Kimlik-Dogrula&redirect_uri=/e-devlet-girisi`,
  });
  const link = /href="([^"]*kimlikNo=62345678900[^"]*)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
  const edevletCode = new URL(String((await t.app.inject({ method: 'GET', url: link })).headers.location), 'http://x').searchParams.get('code')!;
  const handle = (await t.call('LoginViaEDevlet', { edevlet_url: '/e-devlet-girisi', code: edevletCode })).body;
  const info = (await t.call('GetPersonInfoViaEDevlet', { data: handle })).json();
  const [registry] = (await t.call('GetFilteredRegistries', { filter: '62345678900', registryType: '', token: info.loginHandle })).json();
  const edevletTokens = (await t.call('SaveEDevletLogin', { token: info.loginHandle, registryOid: registry.Oid })).json();
  secrets.push(edevletCode, handle, info.loginHandle, edevletTokens.AccessToken, edevletTokens.RefreshToken);
  await t.call('Logout', { RefreshToken: edevletTokens.RefreshToken });
  await t.call('RetrievePassword', { userName: '19090909018', altcha: 'bm90LWEtc29sdXRpb24=' });
}

const passwordHashes = async () => (await t.db.selectFrom('member').select('password_hash').where('password_hash', 'is not', null).execute()).map((r) => r.password_hash!);
const nationalIds = [...demoPeople.map((p) => p.nationalId), ...edevletDemoIdentities.map((i) => i.kimlikNo)];

describe('no secret leaks', () => {
  it('no response carries a password hash', async () => {
    expect(bodies.length).toBeGreaterThan(20);
    const hashes = await passwordHashes();
    for (const body of bodies) {
      expect(body).not.toMatch(/scrypt\$/);
      for (const hash of hashes) expect(body).not.toContain(hash.split('$')[5]);
    }
  });

  it('no SMS or audit row carries a password hash; audit rows carry no ID number, phone or token', async () => {
    const sms = await t.db.selectFrom('sms_outbox').selectAll().execute();
    const audit = await t.db.selectFrom('audit_event').selectAll().execute();
    expect(sms.length).toBeGreaterThan(2);
    expect(audit.length).toBeGreaterThan(5);
    const hashes = await passwordHashes();
    for (const row of [...sms, ...audit].map((r) => JSON.stringify(r))) {
      expect(row).not.toMatch(/scrypt\$/);
      for (const hash of hashes) expect(row).not.toContain(hash.split('$')[5]);
    }
    const auditText = JSON.stringify(audit);
    for (const id of nationalIds) expect(auditText).not.toContain(id);
    for (const phone of demoPeople.map((p) => p.gsm)) expect(auditText).not.toContain(phone);
    for (const secret of secrets) expect(auditText).not.toContain(secret);
  });

  it('no log line carries an ID number, a phone, a token, a code or a password', () => {
    expect(logLines.length).toBeGreaterThan(20);
    const text = logLines.join('\n');
    expect(text).toContain('sign-in refused');
    for (const id of nationalIds) expect(text).not.toContain(id);
    for (const phone of demoPeople.map((p) => p.gsm)) expect(text).not.toContain(phone);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(DEMO_PASSWORD);
  });

  it('keeps secrets only as hashes in the database', async () => {
    const stored = JSON.stringify([
      await t.db.selectFrom('refresh_token').selectAll().execute(),
      await t.db.selectFrom('login_ticket').selectAll().execute(),
      await t.db.selectFrom('verification_code').select(['code_hash', 'proof_hash']).execute(),
      await t.db.selectFrom('edevlet_handle').selectAll().execute(),
    ]);
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
});
