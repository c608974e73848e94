import { operations, type OperationDefinition } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceClassOf } from '../../../accounts/device-class';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';
import { accessSubjects } from '../access-subjects';

const AHMET = '10000000146';
const FATMA = '64211142102';
let t: TestApp;
let ahmet: string;
let fatma: string;

beforeAll(async () => {
  t = await createTestApp();
  ahmet = (await signIn(t, AHMET)).AccessToken;
  fatma = (await signIn(t, FATMA)).AccessToken;
});
afterAll(async () => t.close());

describe('access log (KVKK)', () => {
  it('a clerk opening a member in the back office is in the member’s access log, by role and unit', async () => {
    const opened = await t.call('GetBackOfficeMemberRecord', { nationalId: AHMET, reason: 'Telefonla başvuru: adres teyidi' }, fatma);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ userName: AHMET, name: 'AHMET YILMAZ' });
    const log = (await t.call('GetMyAccessLog', {}, ahmet)).json();
    expect(log.staffAccesses).toHaveLength(1);
    expect(log.staffAccesses[0]).toMatchObject({ role: 'ADMIN', screen: 'Vatandaş kaydı', reason: 'Telefonla başvuru: adres teyidi' });
    expect(log.staffAccesses[0].unit).not.toBe('—');
    expect(JSON.stringify(log)).not.toContain('ŞAHİN');
    expect(log.signIns[0]).toMatchObject({ method: 'password', success: true });
  });

  it('a citizen cannot open the back-office screen, and a short reason is refused without logging', async () => {
    expect((await t.call('GetBackOfficeMemberRecord', { nationalId: FATMA, reason: 'merak ettim' }, ahmet)).statusCode).toBe(403);
    expect((await t.call('GetBackOfficeMemberRecord', { nationalId: AHMET, reason: 'x' }, fatma)).statusCode).toBe(400);
    expect((await t.call('GetMyAccessLog', {}, ahmet)).json().staffAccesses).toHaveLength(1);
  });

  it('queue detail reads are logged centrally too (a complaint of the member)', async () => {
    const complaint = await t.db
      .selectFrom('complaint')
      .innerJoin('member', 'member.oid', 'complaint.member_user_oid')
      .select(['complaint.oid', 'member.user_name'])
      .orderBy('complaint.oid')
      .executeTakeFirstOrThrow();
    const owner = (await signIn(t, complaint.user_name)).AccessToken;
    const before = (await t.call('GetMyAccessLog', {}, owner)).json().staffAccesses.length;
    expect((await t.call('GetBackOfficeComplaint', { complaintOid: complaint.oid }, fatma)).statusCode).toBe(200);
    const after = (await t.call('GetMyAccessLog', {}, owner)).json().staffAccesses;
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ role: 'COMPLAINTS_CLERK', screen: 'Şikâyet ayrıntısı' });
  });

  it('the log cannot be altered or deleted, even by the application', async () => {
    await expect(t.db.updateTable('record_access').set({ reason: 'değiştirildi' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('record_access').execute()).rejects.toThrow(/append-only/);
    expect((await t.db.selectFrom('record_access').select('reason').execute()).map((r) => r.reason)).toContain('Telefonla başvuru: adres teyidi');
  });

  it('every back-office read of a queue item is flagged and has a subject', () => {
    const reads = Object.values(operations as Record<string, OperationDefinition>).filter((o) =>
      /^(Get|ActOn)BackOffice(Complaint|WaterCancellation|Declaration|Restructuring|WaterApplication|MemberRecord|MemberRequests)(Attachment|Document)?$/.test(o.name),
    );
    expect(reads.length).toBeGreaterThanOrEqual(16);
    for (const o of reads) {
      expect(o.accessLog, o.name).toBeTruthy();
      expect(accessSubjects[o.name as keyof typeof accessSubjects], o.name).toBeDefined();
    }
  });

  it('tells a phone, a tablet and a computer apart, and keeps nothing else of the agent', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe('computer');
    expect(deviceClassOf(undefined)).toBe('unknown');
  });
});

describe('my data (KVKK art. 11)', () => {
  it('shows the member their own identity, contact, estates and consents, and downloads them as JSON and PDF', async () => {
    const data = (await t.call('GetMyPersonalData', {}, ahmet)).json();
    expect(data.identity).toMatchObject({ nationalId: AHMET, firstName: 'AHMET', lastName: 'YILMAZ', fatherName: 'MUSTAFA' });
    expect(data.contact.email).toBe('ahmet.yilmaz@example.com.tr');
    expect(data.consents).toHaveLength(4);
    const json = await t.call('GetMyPersonalDataFile', { format: 'json' }, ahmet);
    expect(json.headers['content-type']).toContain('application/json');
    expect(JSON.parse(json.body).accessLog.staffAccesses.length).toBeGreaterThanOrEqual(1);
    const pdf = await t.call('GetMyPersonalDataFile', { format: 'pdf' }, ahmet);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call('GetMyPersonalData', {})).statusCode).toBe(401);
  });
});
