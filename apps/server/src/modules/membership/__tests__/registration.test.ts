import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoCompanies, demoPeople, identityRowCounts, latestCode, operationRef, signIn, signInResponse, smsInbox, solvedChallenge } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const mehmet = demoPeople.find((p) => p.nationalId === '17291716060')!;
const hatice = demoPeople.find((p) => p.nationalId === '62345678900')!;
const defneYapi = demoCompanies.find((c) => !c.member)!;
const [year, month, day] = mehmet.birthDate.split('-').map(Number) as [number, number, number];

let t: TestApp;
let clock = new Date();
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** SendSms to the phone on record, then ValidateCode: the registration's phone proof. */
async function phoneProof(nationalId: string, gsmNumber: string): Promise<string> {
  const ref = operationRef();
  const sent = await t.call('SendSms', {
    sourceLocationCode: 'REGISTER',
    recipientInformationList: [{ nationalId, gsmNumber }],
    operationRefNo: ref,
    title: 'Üyelik Doğrulama',
    altcha: await solvedChallenge(t),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const validated = await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: await latestCode(t, gsmNumber) });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json().verificationToken;
}

describe('membership journey (/Register)', () => {
  it('registers a seeded non-member end to end, with the membership SMS (7004), then signs in', async () => {
    const info = await t.call('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: mehmet.nationalId, year, month, day });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ registryType: 'G', maskedName: 'ME*** ÖZ***', maskedGsm: '(5**) *** ** 43' });

    const check = await t.call('ValidateEMunicipalityUserForRegister', { concreteRegistry: { nationalId: mehmet.nationalId, birthDate: mehmet.birthDate } });
    expect(check.statusCode, check.body).toBe(200);
    operations.ValidateEMunicipalityUserForRegister.response.parse(check.json());

    const key = await phoneProof(mehmet.nationalId, mehmet.gsm);
    const created = await t.call('CreateUserForEmunicipality', {
      userPidNo: mehmet.nationalId,
      password: 'Kayit.Sifre7',
      validationKey: key,
      chkCorporateRegistry: false,
      yearOfBirth: year,
      monthOfBirth: month,
      dayOfBirth: day,
      roleCode: 'USER',
      registryType: 'G',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().status).toBe('PENDING');
    // Pending members cannot sign in yet.
    expect((await t.call('RetrievePassword', { userName: mehmet.nationalId, altcha: await solvedChallenge(t) })).json().code).toBe('MEMBER_NOT_FOUND');

    const detail = await t.call('CreateUserDetail', {
      userPidNo: mehmet.nationalId,
      validationKey: key,
      userEmail: 'Mehmet.Yeni@example.com.tr',
      userGsmNumber: mehmet.gsm,
      chkSMSInfo: true,
      kvkkConsent: true,
    });
    expect(detail.statusCode, detail.body).toBe(200);

    const status = await t.call('CreateUserStatus', { userPidNo: mehmet.nationalId, password: 'Kayit.Sifre7', email: 'mehmet.yeni@example.com.tr' });
    expect(status.statusCode, status.body).toBe(200);
    const [membershipSms] = await smsInbox(t, mehmet.gsm);
    expect(membershipSms).toMatchObject({ typeCode: 7, messageCode: 7004, status: 'SENT' });

    const tokens = await signIn(t, mehmet.nationalId, 'Kayit.Sifre7');
    const me = (await t.call('GetUserOfEMunicipality', {}, tokens.AccessToken)).json();
    expect(me.UserDetail).toMatchObject({ status: 'ACTIVE', email: 'mehmet.yeni@example.com.tr', chkSMSInfo: true, gsmNumber: mehmet.gsm });
    expect((await t.call('ValidateEMunicipalityUserForRegister', { concreteRegistry: { nationalId: mehmet.nationalId, birthDate: mehmet.birthDate } })).json().code).toBe(
      'ALREADY_MEMBER',
    );
  });

  it('registers a company by VKN and tax office (chkCorporateRegistry)', async () => {
    const check = await t.call('ValidateEMunicipalityUserForRegister', { concreteRegistry: { nationalId: defneYapi.taxNumber, taxOfficeCode: defneYapi.taxOfficeCode } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().registryType).toBe('T');
    const key = await phoneProof(defneYapi.taxNumber, defneYapi.gsm);
    const base = { userPidNo: defneYapi.taxNumber, password: 'Sirket.Sifre8', validationKey: key, chkCorporateRegistry: true };
    expect((await t.call('CreateUserForEmunicipality', { ...base, taxOfficeCode: '031260' })).json().code).toBe('IDENTITY_MISMATCH');
    expect((await t.call('CreateUserForEmunicipality', { ...base, taxOfficeCode: defneYapi.taxOfficeCode })).statusCode).toBe(200);
    await t.call('CreateUserDetail', { userPidNo: defneYapi.taxNumber, validationKey: key, userEmail: defneYapi.email, userGsmNumber: defneYapi.gsm, kvkkConsent: true });
    expect((await t.call('CreateUserStatus', { userPidNo: defneYapi.taxNumber, password: 'Sirket.Sifre8', email: defneYapi.email })).statusCode).toBe(200);
    expect((await signInResponse(t, defneYapi.taxNumber, 'Sirket.Sifre8')).statusCode).toBe(200);
  });
});

describe('registration rules', () => {
  it('answers the same for a wrong birth date and an unknown TCKN', async () => {
    const wrongDate = await t.call('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: hatice.nationalId, year: 1975, month: 6, day: 29 });
    const unknown = await t.call('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: '19090909018', year: 1975, month: 6, day: 30 });
    const noSuchDay = await t.call('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: hatice.nationalId, year: 1975, month: 2, day: 31 });
    for (const res of [wrongDate, unknown, noSuchDay]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(wrongDate.body);
    }
    expect(wrongDate.json()).toEqual({ code: 'REGISTRY_NOT_FOUND', Message: 'Sicil bilgisi bulunamadı.' });
  });

  it('needs the phone proof for this very ID number, spends it once, and never grants a role', async () => {
    const before = await identityRowCounts(t);
    const common = { userPidNo: hatice.nationalId, password: 'Kayit.Sifre7', chkCorporateRegistry: false, yearOfBirth: 1975, monthOfBirth: 6, dayOfBirth: 30 };
    expect((await t.call('CreateUserForEmunicipality', { ...common, validationKey: 'z'.repeat(43) })).json().code).toBe('VERIFICATION_REQUIRED');
    const key = await phoneProof(hatice.nationalId, hatice.gsm);
    expect((await t.call('CreateUserForEmunicipality', { ...common, validationKey: key, roleCode: 'ADMIN' })).statusCode).toBe(403);
    expect((await t.call('CreateUserForEmunicipality', { ...common, validationKey: key, dayOfBirth: 1 })).json().code).toBe('IDENTITY_MISMATCH');
    expect((await t.call('CreateUserForEmunicipality', { ...common, validationKey: key, password: 'Hatice.1975' })).json().code).toBe('WEAK_PASSWORD');
    expect((await identityRowCounts(t)).member).toBe(before.member);
    expect((await t.call('CreateUserForEmunicipality', { ...common, validationKey: key })).statusCode).toBe(200);
    expect((await t.call('CreateUserForEmunicipality', { ...common, validationKey: key })).json().code).toBe('VERIFICATION_REQUIRED');
  });

  it("refuses another registrant's pending member (404) and an expired registration", async () => {
    const key = await phoneProof(hatice.nationalId, hatice.gsm);
    await t.call('CreateUserForEmunicipality', { userPidNo: hatice.nationalId, password: 'Kayit.Sifre7', validationKey: key, yearOfBirth: 1975, monthOfBirth: 6, dayOfBirth: 30 });
    const detail = { validationKey: key, userEmail: 'h@example.com.tr', userGsmNumber: hatice.gsm, kvkkConsent: true };
    expect((await t.call('CreateUserDetail', { ...detail, userPidNo: ahmet.nationalId })).statusCode).toBe(404);
    expect((await t.call('CreateUserDetail', { ...detail, userPidNo: hatice.nationalId, userGsmNumber: '5009998877' })).json().code).toBe('PHONE_MISMATCH');
    const noConsent = await t.call('CreateUserDetail', { ...detail, userPidNo: hatice.nationalId, kvkkConsent: false });
    expect(noConsent.json().fields.kvkkConsent).toBe('Kişisel verilerin korunması aydınlatma metnini onaylayınız.');
    expect((await t.call('CreateUserStatus', { userPidNo: hatice.nationalId, password: 'Kayit.Sifre7', email: 'h@example.com.tr' })).json().Message).toBe(
      'Lütfen önce iletişim bilgilerinizi tamamlayınız.',
    );
    expect((await t.call('CreateUserDetail', { ...detail, userPidNo: hatice.nationalId })).statusCode).toBe(200);
    expect((await t.call('CreateUserStatus', { userPidNo: hatice.nationalId, password: 'Yanlis.Sifre1', email: 'h@example.com.tr' })).json().code).toBe('INVALID_CREDENTIALS');
    advance(31);
    expect((await t.call('CreateUserStatus', { userPidNo: hatice.nationalId, password: 'Kayit.Sifre7', email: 'h@example.com.tr' })).json().code).toBe('REGISTRATION_EXPIRED');
    expect((await t.call('CreateUserStatus', { userPidNo: ahmet.nationalId, password: 'Kayit.Sifre7', email: 'h@example.com.tr' })).json().code).toBe('ALREADY_MEMBER');
  });

  it('refuses bad input with Turkish field errors and changes nothing', async () => {
    const before = await identityRowCounts(t);
    const res = await t.call('CreateUserForEmunicipality', { userPidNo: '123', password: 'abc', validationKey: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ userPidNo: 'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.', validationKey: 'Geçerli bir anahtar giriniz.' });
    expect(res.json().fields.password).toMatch(/Şifre/);
    const missingDate = await t.call('ValidateEMunicipalityUserForRegister', { concreteRegistry: { nationalId: mehmet.nationalId } });
    expect(missingDate.json().fields['concreteRegistry.birthDate']).toBe('Doğum tarihinizi giriniz.');
    const status = await t.call('CreateUserStatus', { userPidNo: mehmet.nationalId, password: '', email: 'x' });
    expect(status.json().fields).toMatchObject({ password: 'Şifrenizi giriniz.', email: 'Geçerli bir e-posta adresi giriniz.' });
    expect((await t.call('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: mehmet.nationalId, year: 1990, month: 13, day: 1 })).json().fields.month).toBe(
      'Geçerli bir ay giriniz.',
    );
    expect(await identityRowCounts(t)).toEqual(before);
  });
});
