import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { DEMO_PASSWORD, demoCompanies, demoPeople, identityRowCounts, signIn, signInResponse, smsInbox, solvedChallenge } from '../../../testing/identity';
import { randomPassword } from '../random-password';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const mehmet = demoPeople.find((p) => !p.member)!;
const company = demoCompanies[0]!;

let t: TestApp;
let clock = new Date();
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const reset = async (userName: string, gsmNumber: string, validationKey?: string) =>
  t.call('SendPasswordForMember', { userName, applicationName: 'EBELEDIYE', gsmNumber, validationKey: validationKey ?? (await solvedChallenge(t)) });

describe('SendPasswordForMember (password reset)', () => {
  it('sends a new password by SMS (type 7, 7001); it signs in, the old one no longer does', async () => {
    const before = await signIn(t, zeynep.nationalId);
    const res = await reset(zeynep.nationalId, `(${zeynep.gsm.slice(0, 3)}) ${zeynep.gsm.slice(3, 6)} ${zeynep.gsm.slice(6, 8)} ${zeynep.gsm.slice(8)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);
    const [sms] = await smsInbox(t, zeynep.gsm);
    expect(sms).toMatchObject({ typeCode: 7, messageCode: 7001, status: 'SENT' });
    const newPassword = /yeni şifreniz: (\S+)/.exec(sms!.body)![1]!;
    expect((await signInResponse(t, zeynep.nationalId, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await signInResponse(t, zeynep.nationalId, newPassword)).statusCode).toBe(200);
    // Existing sign-ins end with a reset.
    expect((await t.call('VerifyAndGenerateToken', { RefreshToken: before.RefreshToken })).statusCode).toBe(401);
  });

  it('changes nothing when the phone does not match', async () => {
    const before = await identityRowCounts(t);
    const res = await reset(fatma.nationalId, '5009998877');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'PHONE_MISMATCH', Message: 'Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.' });
    const after = await identityRowCounts(t);
    expect(after.sms_outbox).toBe(before.sms_outbox);
    expect(after.audit_event).toBe(before.audit_event + 1);
    expect((await signInResponse(t, fatma.nationalId)).statusCode).toBe(200);
  });

  it('answers the unknown-member text, and needs the human-verification solution', async () => {
    expect((await reset(mehmet.nationalId, mehmet.gsm)).json().code).toBe('MEMBER_NOT_FOUND');
    const unsolved = await t.call('SendPasswordForMember', { userName: ahmet.nationalId, gsmNumber: ahmet.gsm });
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().code).toBe('HUMAN_VERIFICATION_REQUIRED');
  });

  it('works for a company by its tax number', async () => {
    expect((await reset(company.taxNumber, company.gsm)).json()).toBe(true);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await identityRowCounts(t);
    const res = await t.call('SendPasswordForMember', { userName: '1234', gsmNumber: '12', validationKey: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      userName: 'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.',
      gsmNumber: 'Cep telefonunu (5##) ### ## ## biçiminde giriniz.',
    });
    expect(await identityRowCounts(t)).toEqual(before);
  });

  it('is rate-limited per ID number', async () => {
    advance(120);
    const { max } = t.config.identity.rateLimits.passwordResetPerUser;
    for (let i = 0; i < max; i++) expect((await reset(ahmet.nationalId, '5009998877')).statusCode).toBe(422);
    expect((await reset(ahmet.nationalId, ahmet.gsm)).statusCode).toBe(429);
  });
});

describe('ChangePassword', () => {
  it("changes the member's password and ends the member's other sign-ins only", async () => {
    advance(120);
    const other = await signIn(t, fatma.nationalId);
    const current = await signIn(t, fatma.nationalId);
    const res = await t.call('ChangePassword', { userName: fatma.nationalId, newPassword: 'Yeni.Sifre42', currentPassword: DEMO_PASSWORD }, current.AccessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Şifreniz başarıyla değiştirilmiştir.' });
    // The other sign-in's access token is refused at once, not when it expires; the changing one's goes on.
    expect((await t.call('GetUserOfEMunicipality', {}, other.AccessToken)).statusCode).toBe(401);
    expect((await t.call('GetUserOfEMunicipality', {}, current.AccessToken)).statusCode).toBe(200);
    expect((await t.call('VerifyAndGenerateToken', { RefreshToken: other.RefreshToken })).statusCode).toBe(401);
    expect((await t.call('VerifyAndGenerateToken', { RefreshToken: current.RefreshToken })).statusCode).toBe(200);
    expect((await signInResponse(t, fatma.nationalId, 'Yeni.Sifre42')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak or personal new one, and changes nothing', async () => {
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    const wrong = await t.call('ChangePassword', { newPassword: 'Baska.Sifre9', currentPassword: 'Yanlis.Sifre1' }, AccessToken);
    expect(wrong.json()).toEqual({ code: 'CURRENT_PASSWORD_INVALID', Message: 'Mevcut şifreniz hatalı.' });
    const weak = await t.call('ChangePassword', { newPassword: 'kisa', currentPassword: DEMO_PASSWORD }, AccessToken);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toBe('Şifre 8 ile 64 karakter arasında olmalıdır.');
    const personal = await t.call('ChangePassword', { newPassword: `Ab.${ahmet.nationalId}`, currentPassword: DEMO_PASSWORD }, AccessToken);
    expect(personal.json().code).toBe('WEAK_PASSWORD');
    const same = await t.call('ChangePassword', { newPassword: DEMO_PASSWORD, currentPassword: DEMO_PASSWORD }, AccessToken);
    expect(same.json().code).toBe('WEAK_PASSWORD');
    expect((await signInResponse(t, ahmet.nationalId, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("is for members only, and another member's ID is 404", async () => {
    expect((await t.call('ChangePassword', { newPassword: 'Baska.Sifre9', currentPassword: DEMO_PASSWORD })).statusCode).toBe(401);
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    const res = await t.call('ChangePassword', { userName: zeynep.nationalId, newPassword: 'Baska.Sifre9', currentPassword: DEMO_PASSWORD }, AccessToken);
    expect(res.statusCode).toBe(404);
  });
});

describe('random reset passwords', () => {
  it('always pass the policy and differ', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomPassword()));
    expect(seen.size).toBe(200);
    for (const password of seen) expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{10}$/);
  });
});
