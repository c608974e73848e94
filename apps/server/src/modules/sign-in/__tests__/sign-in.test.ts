import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { DEMO_PASSWORD, demoPeople, identityRowCounts, signIn, signInResponse, solvedChallenge } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const mehmet = demoPeople.find((p) => !p.member)!;

let t: TestApp;
let clock = new Date();
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe('two-step sign-in', () => {
  it('gives an opaque ticket, then tokens for the right password', async () => {
    const altcha = await solvedChallenge(t);
    const step1 = await t.call('RetrievePassword', { userName: ahmet.nationalId, applicationName: 'EBELEDIYE', altcha });
    expect(step1.statusCode, step1.body).toBe(200);
    const { Password } = operations.RetrievePassword.response.parse(step1.json());
    expect(Password).not.toMatch(/scrypt|\$/);
    const step2 = await t.call('ValidateUserForEMunicipality', { userName: ahmet.nationalId, password: DEMO_PASSWORD, encryptedPassword: Password });
    expect(step2.statusCode, step2.body).toBe(200);
    const tokens = operations.ValidateUserForEMunicipality.response.parse(step2.json());
    const me = await t.call('GetUserOfEMunicipality', {}, tokens.AccessToken);
    expect(me.json().UserDetail.userName).toBe(ahmet.nationalId);
  });

  it('refuses the wrong password with 422 (not 401) and the spec text', async () => {
    const res = await signInResponse(t, zeynep.nationalId, 'Yanlis.Sifre1');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', Message: 'Kullanıcı adı veya şifre hatalı.' });
  });

  it('refuses an unknown member at step 1 with the spec text', async () => {
    const res = await t.call('RetrievePassword', { userName: mehmet.nationalId, altcha: await solvedChallenge(t) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'MEMBER_NOT_FOUND', Message: 'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.' });
  });

  it('spends a ticket once, even when the password was wrong', async () => {
    const ticket = (await t.call('RetrievePassword', { userName: zeynep.nationalId, altcha: await solvedChallenge(t) })).json().Password;
    const wrong = await t.call('ValidateUserForEMunicipality', { userName: zeynep.nationalId, password: 'Yanlis.Sifre1', encryptedPassword: ticket });
    expect(wrong.statusCode).toBe(422);
    const again = await t.call('ValidateUserForEMunicipality', { userName: zeynep.nationalId, password: DEMO_PASSWORD, encryptedPassword: ticket });
    expect(again.statusCode).toBe(422);
  });

  it("refuses a ticket issued for another member's ID", async () => {
    const ticket = (await t.call('RetrievePassword', { userName: zeynep.nationalId, altcha: await solvedChallenge(t) })).json().Password;
    const res = await t.call('ValidateUserForEMunicipality', { userName: ahmet.nationalId, password: DEMO_PASSWORD, encryptedPassword: ticket });
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('human verification', () => {
  const warning = { code: 'HUMAN_VERIFICATION_REQUIRED', Message: 'Lütfen gerçek kişi olduğunuzu doğrulayınız' };

  it('refuses a missing, a forged and a reused solution', async () => {
    const missing = await t.call('RetrievePassword', { userName: ahmet.nationalId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(warning);
    const forged = await t.call('RetrievePassword', { userName: ahmet.nationalId, altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.json()).toEqual(warning);
    type Payload = { challenge: { parameters: { cost: number } }; solution: { derivedKey: string } };
    const tampered = async (change: (payload: Payload) => void) => {
      const payload = JSON.parse(Buffer.from(await solvedChallenge(t), 'base64').toString()) as Payload;
      change(payload);
      return t.call('RetrievePassword', { userName: ahmet.nationalId, altcha: Buffer.from(JSON.stringify(payload)).toString('base64') });
    };
    const wrongKey = await tampered((p) => (p.solution.derivedKey = p.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'))));
    expect(wrongKey.json()).toEqual(warning);
    const cheaper = await tampered((p) => (p.challenge.parameters.cost = 0));
    expect(cheaper.json()).toEqual(warning);
    const altcha = await solvedChallenge(t);
    expect((await t.call('RetrievePassword', { userName: ahmet.nationalId, altcha })).statusCode).toBe(200);
    const reused = await t.call('RetrievePassword', { userName: ahmet.nationalId, altcha });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(warning);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const altcha = await solvedChallenge(t);
    advance(11);
    const res = await t.call('RetrievePassword', { userName: ahmet.nationalId, altcha });
    expect(res.json().code).toBe('HUMAN_VERIFICATION_REQUIRED');
  });
});

describe('abuse limits', () => {
  /** The two sign-in steps from one client address. */
  const from = async (remoteAddress: string, userName: string, password: string) => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/RetrievePassword', remoteAddress, payload: { userName, altcha: await solvedChallenge(t) } });
    if (ticket.statusCode !== 200) return ticket;
    return t.app.inject({ method: 'POST', url: '/api/ValidateUserForEMunicipality', remoteAddress, payload: { userName, password, encryptedPassword: ticket.json().Password } });
  };

  it('an attacker guessing from one client is slowed, then stopped, and the holder still signs in from theirs', async () => {
    advance(20);
    const attacker = '198.51.100.7';
    const { max, windowSeconds } = t.config.identity.rateLimits.signInPerAccountClient;
    const answers: number[] = [];
    for (let failures = 1; failures <= max + 3; failures++) {
      answers.push((await from(attacker, zeynep.nationalId, `Yanlis.Sifre${failures}`)).statusCode);
      // Waits out each growing delay (2 s after the third wrong guess, 4 s after the fourth, …).
      if (failures >= 3 && failures < max) clock = new Date(clock.getTime() + 1000 * 2 ** (failures - 2));
    }
    expect(answers.slice(0, max)).toEqual(Array(max).fill(422));
    // Past the maximum, waiting no longer helps within the window.
    expect(answers.slice(max)).toEqual([429, 429, 429]);
    const limited = await from(attacker, zeynep.nationalId, DEMO_PASSWORD);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', Message: 'Çok fazla deneme yaptınız. Lütfen bir süre sonra tekrar deneyiniz.' });

    // The account is not locked for everyone: the holder signs in from their own client.
    const holder = await from('203.0.113.20', zeynep.nationalId, DEMO_PASSWORD);
    expect(holder.statusCode, holder.body).toBe(200);
    // The attacker's client waits out the window.
    advance(windowSeconds / 60);
    expect((await from(attacker, zeynep.nationalId, 'Yanlis.Sifre')).statusCode).toBe(422);
  });

  it('makes one client wait longer after each wrong password past two typos, and a wait spends no ticket', async () => {
    advance(20);
    const client = '198.51.100.8';
    expect((await from(client, ahmet.nationalId, 'Yanlis.1')).statusCode).toBe(422);
    expect((await from(client, ahmet.nationalId, 'Yanlis.2')).statusCode).toBe(422);
    expect((await from(client, ahmet.nationalId, 'Yanlis.3')).statusCode).toBe(422);
    // The third wrong one earns 2 seconds: the right password right away is refused, not checked.
    const ticket = (
      await t.app.inject({ method: 'POST', url: '/api/RetrievePassword', remoteAddress: client, payload: { userName: ahmet.nationalId, altcha: await solvedChallenge(t) } })
    ).json().Password;
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/ValidateUserForEMunicipality',
      remoteAddress: client,
      payload: { userName: ahmet.nationalId, password: DEMO_PASSWORD, encryptedPassword: ticket },
    });
    expect(early.statusCode).toBe(429);
    clock = new Date(clock.getTime() + 2_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/ValidateUserForEMunicipality',
      remoteAddress: client,
      payload: { userName: ahmet.nationalId, password: DEMO_PASSWORD, encryptedPassword: ticket },
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('one ticket, one guess: a second guess with the same ticket is refused', async () => {
    advance(20);
    const client = '198.51.100.9';
    const ticket = (
      await t.app.inject({ method: 'POST', url: '/api/RetrievePassword', remoteAddress: client, payload: { userName: ahmet.nationalId, altcha: await solvedChallenge(t) } })
    ).json().Password;
    const guess = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ValidateUserForEMunicipality',
        remoteAddress: client,
        payload: { userName: ahmet.nationalId, password, encryptedPassword: ticket },
      });
    expect((await guess('Yanlis.1')).statusCode).toBe(422);
    const second = await guess(DEMO_PASSWORD);
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('limits one address across many ID numbers', async () => {
    const limited = await createTestApp({
      configure: (c) => ({ ...c, identity: { ...c.identity, rateLimits: { ...c.identity.rateLimits, signInPerIp: { max: 2, windowSeconds: 60 } } } }),
    });
    try {
      const from = (remoteAddress: string, userName: string) =>
        limited.app.inject({ method: 'POST', url: '/api/ValidateUserForEMunicipality', remoteAddress, payload: { userName, password: 'x', encryptedPassword: 'x'.repeat(43) } });
      expect((await from('10.0.0.1', ahmet.nationalId)).statusCode).toBe(422);
      expect((await from('10.0.0.1', zeynep.nationalId)).statusCode).toBe(422);
      expect((await from('10.0.0.1', demoPeople[2]!.nationalId)).statusCode).toBe(429);
      expect((await from('10.0.0.2', demoPeople[2]!.nationalId)).statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});

describe('bad input', () => {
  it('answers 400 with Turkish field errors and changes nothing', async () => {
    const before = await identityRowCounts(t);
    const res = await t.call('ValidateUserForEMunicipality', { userName: '12345678901', password: '', encryptedPassword: 'short' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields.userName).toBe('Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.');
    expect(fields.password).toBe('Şifrenizi giriniz.');
    expect(fields.encryptedPassword).toBe('Geçerli bir anahtar giriniz.');
    expect((await t.call('RetrievePassword', { userName: 5 })).json().fields.userName).toBeTruthy();
    expect(await identityRowCounts(t)).toEqual(before);
  });
});

describe('GetSha512HashValue', () => {
  it('answers an object with the hex digest, for members only', async () => {
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    const res = await t.call('GetSha512HashValue', { data: 'abc' }, AccessToken);
    expect(res.json()).toEqual({
      hashValue: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    });
    expect((await t.call('GetSha512HashValue', { data: 'abc' })).statusCode).toBe(401);
    expect((await t.call('GetSha512HashValue', { data: 5 }, AccessToken)).statusCode).toBe(400);
  });
});
