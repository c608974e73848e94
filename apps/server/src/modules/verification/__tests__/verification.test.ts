import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, identityRowCounts, latestCode, operationRef, signIn, smsInbox, solvedChallenge } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const mehmet = demoPeople.find((p) => p.nationalId === '17291716060')!;
const hatice = demoPeople.find((p) => p.nationalId === '62345678900')!;

let t: TestApp;
let clock = new Date();
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function sendRegisterCode(person: { nationalId: string; gsm: string }, ref = operationRef()) {
  const res = await t.call('SendSms', {
    sourceLocationCode: 'REGISTER',
    recipientInformationList: [{ nationalId: person.nationalId, gsmNumber: person.gsm }],
    operationRefNo: ref,
    altcha: await solvedChallenge(t),
  });
  return { res, ref };
}

describe('SendSms', () => {
  it('sends a verification code (type 6) to the phone on record and answers the masked phone', async () => {
    const { res, ref } = await sendRegisterCode(mehmet);
    expect(res.statusCode, res.body).toBe(200);
    const { max } = t.config.identity.rateLimits.smsPerPhone;
    expect(operations.SendSms.response.parse(res.json())).toEqual({ operationReferenceNumber: ref, maskedGsm: '(5**) *** ** 43', expiresInSeconds: 300, resendsLeft: max - 1 });
    const [sms] = await smsInbox(t, mehmet.gsm);
    expect(sms).toMatchObject({ typeCode: 6, messageCode: null, title: 'Üyelik Doğrulama', status: 'SENT' });
    expect(sms!.body).toMatch(/doğrulama kodunuz: \d{6}\./);
  });

  it('refuses a phone that is not on record, an existing member, a reused reference, and an unsolved challenge', async () => {
    const before = await identityRowCounts(t);
    const base = { sourceLocationCode: 'REGISTER', operationRefNo: operationRef() };
    const mismatch = await t.call('SendSms', { ...base, recipientInformationList: [{ nationalId: mehmet.nationalId, gsmNumber: '5009998877' }], altcha: await solvedChallenge(t) });
    expect(mismatch.json().code).toBe('PHONE_MISMATCH');
    const member = await t.call('SendSms', { ...base, recipientInformationList: [{ nationalId: ahmet.nationalId, gsmNumber: ahmet.gsm }], altcha: await solvedChallenge(t) });
    expect(member.json().code).toBe('ALREADY_MEMBER');
    const unsolved = await t.call('SendSms', { ...base, recipientInformationList: [{ nationalId: mehmet.nationalId, gsmNumber: mehmet.gsm }] });
    expect(unsolved.json().code).toBe('HUMAN_VERIFICATION_REQUIRED');
    expect(await identityRowCounts(t)).toEqual(before);
    const { ref } = await sendRegisterCode(hatice);
    expect((await sendRegisterCode(hatice, ref)).res.statusCode).toBe(409);
  });

  it('needs a signed-in member for a phone change, and sends to the new phone', async () => {
    const anonymous = await t.call('SendSms', {
      sourceLocationCode: 'UPDATE_PHONE',
      recipientInformationList: [{ gsmNumber: '5051234567' }],
      operationRefNo: operationRef(),
      altcha: await solvedChallenge(t),
    });
    expect(anonymous.statusCode).toBe(401);
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    const other = await t.call(
      'SendSms',
      { sourceLocationCode: 'UPDATE_PHONE', recipientInformationList: [{ nationalId: mehmet.nationalId, gsmNumber: '5051234567' }], operationRefNo: operationRef() },
      AccessToken,
    );
    expect(other.statusCode).toBe(404);
    const own = await t.call(
      'SendSms',
      { sourceLocationCode: 'UPDATE_PHONE', recipientInformationList: [{ gsmNumber: '5051234567' }], operationRefNo: operationRef() },
      AccessToken,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect((await smsInbox(t, '5051234567'))[0]?.title).toBe('Telefon Doğrulama');
  });

  it('is rate-limited per phone across services, counts the resends down, and says how long to wait', async () => {
    advance(30);
    const { max, windowSeconds } = t.config.identity.rateLimits.smsPerPhone;
    for (let i = 0; i < max; i++) {
      const { res } = await sendRegisterCode(hatice);
      expect(res.statusCode).toBe(200);
      expect(res.json().resendsLeft).toBe(max - 1 - i);
    }
    const limited = (await sendRegisterCode(hatice)).res;
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', Message: `Çok fazla deneme yaptınız. Lütfen ${windowSeconds / 60} dakika sonra tekrar deneyiniz.` });
    // Another service's codes on the same phone count against the same limit (docs/security.md, "SMS").
    const complaint = await t.call('SendComplaintVerificationCode', { gsmNumber: hatice.gsm, altcha: await solvedChallenge(t) });
    expect(complaint.statusCode).toBe(429);
    advance(windowSeconds / 60);
    const later = await t.call('SendComplaintVerificationCode', { gsmNumber: hatice.gsm, altcha: await solvedChallenge(t) });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().resendsLeft).toBe(max - 1);
  });

  it('refuses bad input with field errors', async () => {
    const res = await t.call('SendSms', { sourceLocationCode: 'X', recipientInformationList: [], operationRefNo: 'short' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['sourceLocationCode', 'recipientInformationList', 'operationRefNo']));
    const noId = await t.call('SendSms', { sourceLocationCode: 'REGISTER', recipientInformationList: [{ gsmNumber: mehmet.gsm }], operationRefNo: operationRef() });
    expect(noId.json().fields['recipientInformationList.0.nationalId']).toBe('T.C. Kimlik veya Vergi Numarası giriniz.');
  });
});

describe('ValidateCode', () => {
  it('answers a proof for the right code, once', async () => {
    advance(30);
    const { ref } = await sendRegisterCode(mehmet);
    const code = await latestCode(t, mehmet.gsm);
    const res = await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verificationToken).toMatch(/^[\w-]{43}$/);
    expect((await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: code })).json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('counts wrong codes, and after the last attempt even the right code is refused', async () => {
    advance(30);
    const { ref } = await sendRegisterCode(mehmet);
    const code = await latestCode(t, mehmet.gsm);
    const wrong = code === '000000' ? '111111' : '000000';
    const { maxAttempts } = t.config.identity.smsCode;
    for (let i = 1; i < maxAttempts; i++) {
      expect((await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: wrong })).json()).toEqual({
        code: 'SMS_CODE_INVALID',
        Message: `Doğrulama kodu hatalı. ${maxAttempts - i} deneme hakkınız kaldı.`,
      });
    }
    expect((await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: wrong })).json()).toEqual({
      code: 'SMS_CODE_EXPIRED',
      Message: 'Doğrulama kodu hatalı ve deneme hakkınız bitti. Lütfen yeni kod isteyiniz.',
    });
    expect((await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: code })).json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('expires with the clock, and refuses unknown references and bad input', async () => {
    advance(30);
    const { ref } = await sendRegisterCode(mehmet);
    const code = await latestCode(t, mehmet.gsm);
    advance(6);
    expect((await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: code })).json().code).toBe('SMS_CODE_EXPIRED');
    expect((await t.call('ValidateCode', { operationReferenceNumber: operationRef(), userEntredCode: code })).json().code).toBe('SMS_CODE_EXPIRED');
    const bad = await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: 'abc' });
    expect(bad.json().fields.userEntredCode).toBe('Doğrulama kodu yalnızca rakamlardan oluşmalıdır.');
  });
});

describe('CreateHumanVerificationChallenge', () => {
  it('answers a signed ALTCHA challenge that expires', async () => {
    const res = await t.call('CreateHumanVerificationChallenge');
    const challenge = operations.CreateHumanVerificationChallenge.response.parse(res.json());
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(clock.getTime());
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
