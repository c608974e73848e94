import { authRegisterResponse } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, identityRowCounts, signInResponse, smsInbox } from '../../../testing/identity';

const elif = demoPeople.find((p) => p.nationalId === '23456789060')!;
const ahmet = demoPeople[0]!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register (/session/signup)', () => {
  it('refuses an e-mail that is not the one on the registry, an existing member and an unknown ID, changing nothing', async () => {
    const before = await identityRowCounts(t);
    const wrongEmail = await register({ username: elif.nationalId, email: 'baska@example.com.tr', password: 'Kayit.Sifre7' });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json()).toEqual({ code: 'EMAIL_MISMATCH', Message: 'Girdiğiniz e-posta adresi sicil kaydındaki adres ile eşleşmiyor.' });
    expect((await register({ username: ahmet.nationalId, email: ahmet.email, password: 'Kayit.Sifre7' })).json().code).toBe('ALREADY_MEMBER');
    expect((await register({ username: '19090909018', email: 'can@example.com.tr', password: 'Kayit.Sifre7' })).json().code).toBe('REGISTRY_NOT_FOUND');
    const bad = await register({ username: '', email: 'not-an-email', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: 'Geçerli bir e-posta adresi giriniz.' });
    expect(bad.json().fields.username).toBeTruthy();
    expect(bad.json().fields.password).toBeTruthy();
    expect(await identityRowCounts(t)).toEqual(before);
  });

  it('creates the membership and answers accessToken and user; the phone on record is told (7004)', async () => {
    const res = await register({ username: elif.nationalId, email: elif.email.toUpperCase(), password: 'Kayit.Sifre7' });
    expect(res.statusCode, res.body).toBe(200);
    const body = authRegisterResponse.parse(res.json());
    expect(body.user.UserDetail.userName).toBe(elif.nationalId);
    expect(body.user.Registry.birthDate).toBe(elif.birthDate);
    expect(JSON.stringify(body)).not.toMatch(/scrypt/);
    expect((await t.call('GetUserOfEMunicipality', {}, body.accessToken)).statusCode).toBe(200);
    expect((await smsInbox(t, elif.gsm))[0]).toMatchObject({ messageCode: 7004 });
    expect((await signInResponse(t, elif.nationalId, 'Kayit.Sifre7')).statusCode).toBe(200);
    expect((await register({ username: elif.nationalId, email: elif.email, password: 'Kayit.Sifre7' })).json().code).toBe('ALREADY_MEMBER');
  });
});
