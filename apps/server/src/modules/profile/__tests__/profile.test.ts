import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { DEMO_PASSWORD, demoPeople, identityRowCounts, latestCode, operationRef, signIn, signInResponse } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, ahmet.nationalId)).AccessToken;
});
afterAll(() => t.close());

const profile = (changes: Record<string, unknown> = {}) => ({
  userPidNo: ahmet.nationalId,
  password: DEMO_PASSWORD,
  gsmNumber: ahmet.gsm,
  email: ahmet.email,
  chkSMSInfo: true,
  memberName: 'Ahmet',
  memberSurname: 'Yılmaz',
  ...changes,
});

describe('GetUserOfEMunicipality', () => {
  it("answers the member's own UserDetail with Registry (MemberInfo), without any secret", async () => {
    const res = await t.call('GetUserOfEMunicipality', { userName: 'EBELEDIYE', applicationName: 'EBELEDIYE' }, token);
    expect(res.statusCode, res.body).toBe(200);
    const info = operations.GetUserOfEMunicipality.response.parse(res.json());
    expect(info.UserDetail).toMatchObject({ userName: ahmet.nationalId, roleCode: 'USER', hasPassword: true });
    expect(info.Registry).toMatchObject({ nationalId: ahmet.nationalId, name: 'AHMET', birthDate: ahmet.birthDate, fatherName: 'MUSTAFA' });
    expect(info.Registry.address.streetName).toBeTruthy();
    expect(info.representedRegistries.map((r) => r.taxNumber)).toEqual(['4540536920']);
    expect(res.body).not.toMatch(/scrypt|password_hash|registration_key/);
  });

  it("answers 404 for another member's ID number and 401 without a token", async () => {
    expect((await t.call('GetUserOfEMunicipality', { userName: zeynep.nationalId }, token)).statusCode).toBe(404);
    expect((await t.call('GetUserOfEMunicipality', {})).statusCode).toBe(401);
    expect((await t.call('GetUserOfEMunicipality', { userName: 'x'.repeat(61) }, token)).statusCode).toBe(400);
  });
});

describe('UpdateUserForEMunicipality', () => {
  it('updates e-mail, name and SMS preference with the current password', async () => {
    const res = await t.call('UpdateUserForEMunicipality', profile({ email: 'Ahmet.Yeni@example.com.tr', chkSMSInfo: false }), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().UserDetail).toMatchObject({ email: 'ahmet.yeni@example.com.tr', chkSMSInfo: false, memberName: 'Ahmet', memberSurname: 'Yılmaz' });
  });

  it('changes nothing without the current password, or for a new phone without its SMS proof', async () => {
    const before = await identityRowCounts(t);
    const wrong = await t.call('UpdateUserForEMunicipality', profile({ password: 'Yanlis.Sifre1', email: 'x@example.com.tr' }), token);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const noProof = await t.call('UpdateUserForEMunicipality', profile({ gsmNumber: '5557778899' }), token);
    expect(noProof.json().code).toBe('VERIFICATION_REQUIRED');
    const me = (await t.call('GetUserOfEMunicipality', {}, token)).json();
    expect(me.UserDetail.gsmNumber).toBe(ahmet.gsm);
    expect(me.UserDetail.email).toBe('ahmet.yeni@example.com.tr');
    expect((await identityRowCounts(t)).member).toBe(before.member);
  });

  it('changes the phone with the proof of a code sent to the new phone, only to that phone', async () => {
    const ref = operationRef();
    await t.call('SendSms', { sourceLocationCode: 'UPDATE_PHONE', recipientInformationList: [{ gsmNumber: '5557778899' }], operationRefNo: ref }, token);
    const proof = (await t.call('ValidateCode', { operationReferenceNumber: ref, userEntredCode: await latestCode(t, '5557778899') })).json().verificationToken;
    const otherPhone = await t.call('UpdateUserForEMunicipality', profile({ gsmNumber: '5551112222', validationKey: proof }), token);
    expect(otherPhone.json().code).toBe('VERIFICATION_REQUIRED');
    const res = await t.call('UpdateUserForEMunicipality', profile({ gsmNumber: '(555) 777 88 99', validationKey: proof }), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().UserDetail.gsmNumber).toBe('5557778899');
  });

  it("refuses another member's ID number (404), bad input (400) and a weak new password", async () => {
    expect((await t.call('UpdateUserForEMunicipality', profile({ userPidNo: zeynep.nationalId }), token)).statusCode).toBe(404);
    const bad = await t.call('UpdateUserForEMunicipality', profile({ email: 'nope', memberName: '' }), token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: 'Geçerli bir e-posta adresi giriniz.', memberName: 'Bu alan zorunludur.' });
    expect((await t.call('UpdateUserForEMunicipality', profile({ gsmNumber: '5557778899', newPassword: 'Ahmet.Guclu9' }), token)).json().code).toBe('WEAK_PASSWORD');
    expect((await t.call('UpdateUserForEMunicipality', profile())).statusCode).toBe(401);
  });

  it('sets a new password and records the changes in the audit trail', async () => {
    const res = await t.call('UpdateUserForEMunicipality', profile({ gsmNumber: '5557778899', newPassword: 'Yepyeni.Sifre5' }), token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await signInResponse(t, ahmet.nationalId, 'Yepyeni.Sifre5')).statusCode).toBe(200);
    const events = await t.db.selectFrom('audit_event').select(['event_type', 'success', 'reason']).where('event_type', 'in', ['PROFILE_UPDATE', 'PASSWORD_CHANGE']).execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { event_type: 'PROFILE_UPDATE', success: false, reason: 'WRONG_PASSWORD' },
        { event_type: 'PROFILE_UPDATE', success: true, reason: 'PHONE_CHANGED' },
        { event_type: 'PASSWORD_CHANGE', success: true, reason: null },
      ]),
    );
  });
});

describe('GetAllUsersForEmunicipality', () => {
  it('lists members for an ADMIN, 25 a page', async () => {
    const admin = (await signIn(t, fatma.nationalId)).AccessToken;
    const res = await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = operations.GetAllUsersForEmunicipality.response.parse(res.json());
    expect(page.items).toHaveLength(25);
    expect(page.total).toBeGreaterThan(100);
    const last = (await t.call('GetAllUsersForEmunicipality', { pageIndex: Math.floor(page.total / 25) }, admin)).json();
    expect(last.items.length).toBe(page.total % 25);
    expect((await t.call('GetAllUsersForEmunicipality', { pageIndex: -1 }, admin)).statusCode).toBe(400);
  });

  it('is 403 for other members and 401 without a token', async () => {
    const res = await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 }, (await signIn(t, zeynep.nationalId)).AccessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 })).statusCode).toBe(401);
  });
});
