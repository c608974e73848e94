import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn, smsInbox, solvedChallenge } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
let t: TestApp;
let token: string;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    configure: (c) => ({
      ...c,
      identity: {
        ...c.identity,
        rateLimits: { ...c.identity.rateLimits, smsPerPhone: { max: 3, windowSeconds: 600 }, registryLookupPerIp: { max: 2, windowSeconds: 600 } },
      },
    }),
  });
  token = (await signIn(t, ahmet.nationalId)).AccessToken;
});
afterAll(() => t.close());

const complaint = {
  complaintCategoryCode: '3',
  applicationTypeCode: 'SIKAYET',
  subject: 'Sokak lambası yanmıyor',
  description: 'IŞIK Sokak üzerindeki iki aydınlatma direği bir haftadır yanmıyor, akşamları sokak karanlık kalıyor.',
  districtCode: 20820,
  contactName: 'Ahmet Yılmaz',
  gsmNumber: ahmet.gsm,
};
const complaintCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('complaint')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the one SMS limit per phone', () => {
  it('counts every SMS a request sends to a phone, whatever the service, and refuses the next one changing nothing', async () => {
    const complaintCode = await t.call('SendComplaintVerificationCode', { gsmNumber: ahmet.gsm, altcha: await solvedChallenge(t) });
    expect(complaintCode.statusCode, complaintCode.body).toBe(200);
    const fastPayment = await t.call('ValidateRegistries', { filter: ahmet.nationalId, gsmNumber: ahmet.gsm, altcha: await solvedChallenge(t) });
    expect(fastPayment.statusCode, fastPayment.body).toBe(200);
    expect(fastPayment.json().resendsLeft).toBe(1);
    const first = await t.call('CreateComplaintRequest', complaint, token);
    expect(first.statusCode, first.body).toBe(200);
    const before = await complaintCount();

    const fourth = await t.call('CreateComplaintRequest', { ...complaint, subject: 'Kaldırım taşları kırık' }, token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ code: 'RATE_LIMITED', Message: 'Çok fazla deneme yaptınız. Lütfen 10 dakika sonra tekrar deneyiniz.' });
    expect(await complaintCount()).toBe(before);
    expect((await smsInbox(t, ahmet.gsm)).length).toBe(3);
  });
});

describe('the complaint status lookup', () => {
  it('is limited per client address like the water status lookups', async () => {
    clock = new Date(clock.getTime() + 11 * 60_000);
    const ask = () => t.call('GetComplaintRequestStatus', { trackingNumber: 'ST-22222-22222', gsmNumber: '5301112233' });
    expect((await ask()).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(404);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'RATE_LIMITED', Message: 'Çok fazla deneme yaptınız. Lütfen 10 dakika sonra tekrar deneyiniz.' });
  });
});
