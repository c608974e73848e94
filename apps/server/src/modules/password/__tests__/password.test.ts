import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { DEMO_PASSWORD, demoCompanies, demoPeople, identityRowCounts, resetCodeSentTo, signIn, signInResponse, smsInbox, solvedChallenge } from '../../../testing/identity';
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

const askCode = async (userName: string, gsmNumber: string, validationKey?: string) =>
  t.call('SendPasswordForMember', { userName, applicationName: 'EBELEDIYE', gsmNumber, validationKey: validationKey ?? (await solvedChallenge(t)) });
const confirm = (userName: string, operationReferenceNumber: string, userEntredCode: string) =>
  t.call('ResetPasswordWithCode', { userName, applicationName: 'EBELEDIYE', operationReferenceNumber, userEntredCode });

const resetCode = (gsm: string) => resetCodeSentTo(t, gsm);

const refused = {
  code: 'PASSWORD_RESET_CODE_INVALID',
  Message: 'Doğrulama kodu hatalı, süresi dolmuş veya daha önce kullanılmış. Lütfen kodu kontrol ediniz ya da yeni kod isteyiniz.',
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('SendPasswordForMember (password reset, step 1)', () => {
  it('answers alike for a member with the right phone, a wrong phone and an unknown ID; only the member gets a code, and nothing else changes', async () => {
    const before = await identityRowCounts(t);
    const member = await askCode(zeynep.nationalId, zeynep.gsm);
    const wrongPhone = await askCode(fatma.nationalId, '5009998877');
    const unknown = await askCode(mehmet.nationalId, '5009998866');
    for (const res of [member, wrongPhone, unknown]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json())).toEqual(['operationReferenceNumber', 'maskedGsm', 'expiresInSeconds', 'resendsLeft']);
      // Five SMS a phone in ten minutes, whatever the service (smsPerPhone): each phone has had one.
      expect(res.json()).toMatchObject({ operationReferenceNumber: expect.stringMatching(uuid), expiresInSeconds: 300, resendsLeft: 4 });
    }
    expect(member.json().maskedGsm).toBe('(5**) *** ** 21');
    expect(wrongPhone.json().maskedGsm).toBe('(5**) *** ** 77');
    expect(unknown.json().maskedGsm).toBe('(5**) *** ** 66');
    // The same work on every path: a code row each time, an SMS only for the member's own phone.
    const after = await identityRowCounts(t);
    expect(after.verification_code).toBe(before.verification_code + 3);
    expect(after.sms_outbox).toBe(before.sms_outbox + 1);
    expect(after.refresh_token).toBe(before.refresh_token);
    expect(await resetCode(zeynep.gsm)).toMatch(/^\d{6}$/);
    expect(await smsInbox(t, '5009998877')).toEqual([]);
    // Asking for a code changes no password.
    expect((await signInResponse(t, zeynep.nationalId)).statusCode).toBe(200);
    expect((await signInResponse(t, fatma.nationalId)).statusCode).toBe(200);
  });

  it('needs the human-verification solution', async () => {
    const unsolved = await t.call('SendPasswordForMember', { userName: ahmet.nationalId, gsmNumber: ahmet.gsm });
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().code).toBe('HUMAN_VERIFICATION_REQUIRED');
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await identityRowCounts(t);
    const res = await t.call('SendPasswordForMember', { userName: '1234', gsmNumber: '12', validationKey: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      userName: 'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.',
      gsmNumber: 'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).',
    });
    const code = await t.call('ResetPasswordWithCode', { userName: '1234', operationReferenceNumber: 'kısa', userEntredCode: '12ab' });
    expect(code.statusCode).toBe(400);
    expect(code.json().fields).toMatchObject({
      userName: 'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.',
      operationReferenceNumber: 'Geçersiz işlem referansı.',
      userEntredCode: 'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.',
    });
    expect(await identityRowCounts(t)).toEqual(before);
  });
});

describe('ResetPasswordWithCode (password reset, step 2)', () => {
  it('sets a new password by SMS (type 7, 7001) and ends every sign-in at once; the code works once', async () => {
    advance(60);
    const before = await signIn(t, zeynep.nationalId);
    const ref = (await askCode(zeynep.nationalId, zeynep.gsm)).json().operationReferenceNumber as string;
    const code = await resetCode(zeynep.gsm);
    const res = await confirm(zeynep.nationalId, ref, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);
    const [sms] = await smsInbox(t, zeynep.gsm);
    expect(sms).toMatchObject({ typeCode: 7, messageCode: 7001, status: 'SENT' });
    const newPassword = /yeni şifreniz: (\S+)/.exec(sms!.body)![1]!;
    expect((await signInResponse(t, zeynep.nationalId, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await signInResponse(t, zeynep.nationalId, newPassword)).statusCode).toBe(200);
    // The sign-in from before the reset ends now, not when its access token expires.
    expect((await t.call('GetUserOfEMunicipality', {}, before.AccessToken)).statusCode).toBe(401);
    expect((await t.call('VerifyAndGenerateToken', { RefreshToken: before.RefreshToken })).statusCode).toBe(401);
    const again = await confirm(zeynep.nationalId, ref, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(refused);
  });

  it('refuses a wrong, foreign, decoy, expired or exhausted code with one answer, and changes nothing', async () => {
    advance(60);
    const mine = await signIn(t, fatma.nationalId);
    const ref = (await askCode(fatma.nationalId, fatma.gsm)).json().operationReferenceNumber as string;
    const code = await resetCode(fatma.gsm);
    const wrong = code === '000000' ? '000001' : '000000';
    const decoyRef = (await askCode(ahmet.nationalId, '5009998855')).json().operationReferenceNumber as string;
    const answers = [
      await confirm(fatma.nationalId, ref, wrong),
      await confirm(ahmet.nationalId, ref, code),
      await confirm(mehmet.nationalId, ref, code),
      await confirm(ahmet.nationalId, decoyRef, code),
      await confirm(fatma.nationalId, '00000000-0000-4000-8000-000000000000', code),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual(refused);
    }
    // Two of the tries above (the wrong code, the right one with an unknown ID) count against its 5; three more lock it.
    for (let i = 0; i < 3; i++) expect((await confirm(fatma.nationalId, ref, wrong)).json()).toEqual(refused);
    expect((await confirm(fatma.nationalId, ref, code)).json()).toEqual(refused);

    const late = (await askCode(fatma.nationalId, fatma.gsm)).json().operationReferenceNumber as string;
    const lateCode = await resetCode(fatma.gsm);
    advance(6);
    expect((await confirm(fatma.nationalId, late, lateCode)).json()).toEqual(refused);

    expect(await smsInbox(t, fatma.gsm).then((inbox) => inbox.filter((m) => m.typeCode === 7))).toEqual([]);
    expect((await signInResponse(t, fatma.nationalId)).statusCode).toBe(200);
    expect((await t.call('GetUserOfEMunicipality', {}, mine.AccessToken)).statusCode).toBe(200);
  });

  it('works for a company by its tax number', async () => {
    advance(60);
    const ref = (await askCode(company.taxNumber, company.gsm)).json().operationReferenceNumber as string;
    expect((await confirm(company.taxNumber, ref, await resetCode(company.gsm))).json()).toBe(true);
  });

  it('is rate-limited per ID number, with the same answer until then', async () => {
    advance(120);
    const { max } = t.config.identity.rateLimits.passwordResetPerUser;
    for (let i = 0; i < max; i++) expect((await askCode(ahmet.nationalId, `500999881${i}`)).statusCode).toBe(200);
    expect((await askCode(ahmet.nationalId, ahmet.gsm)).statusCode).toBe(429);
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
