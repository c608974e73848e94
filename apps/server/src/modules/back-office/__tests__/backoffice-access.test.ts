import { operations, type OperationDefinition, type OperationName } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const REASON = 'Görev değişikliği nedeniyle';

let t: TestApp;
const tokens = { ahmet: '', zeynep: '', fatma: '' };
const oids = { zeynep: 0, fatma: 0 };
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, person] of [
    ['ahmet', ahmet],
    ['zeynep', zeynep],
    ['fatma', fatma],
  ] as const)
    tokens[key] = (await signIn(t, person.nationalId)).AccessToken;
  for (const key of ['zeynep', 'fatma'] as const) {
    oids[key] = Number(
      (
        await t.db
          .selectFrom('member')
          .select('oid')
          .where('user_name', '=', (key === 'zeynep' ? zeynep : fatma).nationalId)
          .executeTakeFirstOrThrow()
      ).oid,
    );
  }
});
afterAll(() => t.close());

/** A valid body for every back-office operation, so the refusal tested is the role's, not the validation's. */
const bodies: Record<string, Record<string, unknown>> = {
  GetMyBackOfficeRoles: {},
  GetBackOfficeStaff: {},
  GrantBackOfficeRole: { userOid: 1, role: 'WATER_CLERK', reason: 'Su işleri birimine geçti' },
  SetBackOfficeStaffUnits: { userOid: 1, unitCodes: ['FEN_ISLERI'], reason: 'Fen işleri birimine geçti' },
  GetBackOfficeHeldItems: { userOid: 1, role: 'WATER_CLERK' },
  GetBackOfficeComplaintRouting: {},
  SetBackOfficeComplaintRouting: { categoryCode: '8', unitCode: null, reason: 'Beyaz Masa üzerinden alınacak' },
  RevokeBackOfficeRole: { userOid: 1, role: 'WATER_CLERK', reason: 'Su işleri biriminden ayrıldı' },
  GetBackOfficeRoleAudit: {},
  GetBackOfficeReplyTemplates: {},
  SaveBackOfficeReplyTemplate: { queue: 'complaints', action: 'reply', title: 'Deneme şablonu', body: 'Başvurunuz incelenmiş ve gereği yapılmıştır.' },
  GetBackOfficeLookups: {},
  GetBackOfficeDashboard: {},
  GetBackOfficeComplaints: {},
  GetBackOfficeComplaint: { complaintOid: 1 },
  ActOnBackOfficeComplaint: { complaintOid: 1, version: 0, action: { kind: 'assign' } },
  ExportBackOfficeComplaints: {},
  ActOnBackOfficeComplaintsInBulk: { items: [{ oid: 1, version: 0 }], action: { kind: 'assign' } },
  GetBackOfficeComplaintAttachment: { complaintOid: 1, fileOid: 1 },
  GetBackOfficeWaterCancellations: {},
  GetBackOfficeWaterCancellation: { cancellationOid: 1 },
  ActOnBackOfficeWaterCancellation: { cancellationOid: 1, version: 0, action: { kind: 'sendCutOrder' } },
  GetBackOfficeDeclarations: {},
  GetBackOfficeDeclaration: { declarationOid: 1 },
  ActOnBackOfficeDeclaration: { declarationOid: 1, version: 0, action: { kind: 'accept' } },
  GetBackOfficeDeclarationDocument: { declarationOid: 1, fileOid: 1 },
  GetBackOfficeRestructurings: {},
  GetBackOfficeRestructuring: { restructuringLogOid: 1 },
  ActOnBackOfficeRestructuring: { restructuringLogOid: 1, version: 0, action: { kind: 'markBroken' } },
  GetBackOfficeRestructuringDocument: { restructuringLogOid: 1, fileOid: 1 },
  GetBackOfficeWaterApplications: {},
  GetBackOfficeWaterApplication: { applicationOid: 1 },
  ActOnBackOfficeWaterApplication: { applicationOid: 1, version: 0, action: { kind: 'approve' } },
  GetBackOfficeWaterApplicationDocument: { applicationOid: 1, fileOid: 1 },
  GetBackOfficeWaterTariffs: {},
  AddBackOfficeWaterTariff: {
    subscriberType: 'G',
    effectiveFrom: '2099-01-01',
    fixedCharge: 0,
    environmentTax: true,
    blocks: [{ upperLimitM3: null, waterPrice: 1, wastewaterPrice: 1 }],
  },
  AddBackOfficeWaterTaxRate: { kind: 'KDV', effectiveFrom: '2099-01-01', value: 100 },
  SetBackOfficeWaterReduction: { subscriptionOid: 1, reductionCode: null, reason: 'Belgenin süresi doldu.' },
  GetBackOfficeWaterSubscription: { subscriberNo: '1000001' },
  GetBackOfficeWaterReadingRoute: { districtCode: 1 },
  EnterBackOfficeWaterReading: { subscriptionOid: 1, meterStatus: 1, meterIndex: 1 },
  ReplaceBackOfficeWaterMeter: { subscriptionOid: 1, oldMeterFinalIndex: null, newMeterNo: 'NEW123', newMeterStartIndex: 0 },
  RunBackOfficeWaterBilling: { period: '2000-01' },
  GetBackOfficeWaterBill: { subscriberNo: '1000001', period: '2000-01' },
  GetBackOfficeWaterLateDebts: { queryType: 1, minimum: 100 },
  RunBackOfficeWaterLateDebtOperation: { operationType: 1, subscriptionOids: [999999] },
  ActOnBackOfficeWaterLateDebtCase: { caseOid: 999999, version: 0, action: 'recordCut' },
  GetBackOfficeWaterLateDebtNotice: { caseOid: 999999 },
  RunBackOfficeYearlyAccrual: { taxYear: 2001 },
  GetBackOfficeYearlyAccrualRun: { taxYear: 2001 },
  RunBackOfficeImport: { kind: 'districts', fileName: 'mahalleler.csv', contentBase64: 'YQ==', dryRun: true },
};

const backOffice = (Object.entries(operations) as [OperationName, OperationDefinition][]).filter(([, op]) => op.tag === 'backoffice');

describe('back-office access', () => {
  it('every back-office operation is for staff and names its role in the contract and in OpenAPI', async () => {
    expect(backOffice.length).toBeGreaterThan(20);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [name, op] of backOffice) {
      expect(op.access, name).toBe('staff');
      expect(op.role, name).toBeDefined();
      expect(bodies[name], `a test body for ${name}`).toBeDefined();
      expect(spec.paths[`/api/${name}`].post.description, name).toContain(`Requires the role ${op.role}`);
    }
  });

  it('refuses a missing token (401) and a citizen (403) on every back-office operation', async () => {
    for (const [name] of backOffice) {
      expect((await t.call(name, bodies[name])).statusCode, name).toBe(401);
      const citizen = await t.call(name, bodies[name], tokens.ahmet);
      expect(citizen.statusCode, `${name}: ${citizen.body}`).toBe(403);
      expect(citizen.json().code).toBe('FORBIDDEN');
    }
  });

  it('refuses a complaints clerk every operation of another role, and an employee with no role every operation', async () => {
    const roles = (await t.call('GetMyBackOfficeRoles', {}, tokens.zeynep)).json();
    expect(roles).toMatchObject({ isAdmin: false, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'] });
    for (const [name, op] of backOffice) {
      if (op.role === 'COMPLAINTS_CLERK' || op.role === 'ANY') continue;
      expect((await t.call(name, bodies[name], tokens.zeynep)).statusCode, name).toBe(403);
    }
    const revoked = await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON }, tokens.fatma);
    expect(revoked.statusCode, revoked.body).toBe(200);
    try {
      for (const [name] of backOffice) expect((await t.call(name, bodies[name], tokens.zeynep)).statusCode, name).toBe(403);
    } finally {
      expect((await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON }, tokens.fatma)).statusCode).toBe(200);
    }
  });

  it('reads the role from the database on every call: a revoked role stops the very next call with the same token', async () => {
    expect((await t.call('GetBackOfficeComplaints', {}, tokens.zeynep)).statusCode).toBe(200);
    await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON }, tokens.fatma);
    expect((await t.call('GetBackOfficeComplaints', {}, tokens.zeynep)).statusCode).toBe(403);
    await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON }, tokens.fatma);
    expect((await t.call('GetBackOfficeComplaints', {}, tokens.zeynep)).statusCode).toBe(200);
  });

  it('an employee who has left keeps no access, whatever roles they hold', async () => {
    await t.db.updateTable('employee').set({ is_active: false }).where('national_id', '=', zeynep.nationalId).execute();
    try {
      expect((await t.call('GetBackOfficeComplaints', {}, tokens.zeynep)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('employee').set({ is_active: true }).where('national_id', '=', zeynep.nationalId).execute();
    }
  });
});

describe('role administration', () => {
  it('the ADMIN sees staff with their roles, grants and revokes, and every change is audited', async () => {
    const staff = (await t.call('GetBackOfficeStaff', { searchText: 'zeynep kaya' }, tokens.fatma)).json();
    expect(staff.items).toEqual([
      expect.objectContaining({ userOid: oids.zeynep, name: 'ZEYNEP KAYA', roles: [expect.objectContaining({ role: 'COMPLAINTS_CLERK', grantedBy: 'FATMA ŞAHİN' })] }),
    ]);

    const before = (await t.call('GetBackOfficeRoleAudit', {}, tokens.fatma)).json().total;
    const granted = await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK', reason: REASON }, tokens.fatma);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().roles.map((r: { role: string }) => r.role)).toEqual(['COMPLAINTS_CLERK', 'WATER_CLERK']);
    const again = await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK', reason: REASON }, tokens.fatma);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ROLE_ALREADY_HELD']);
    expect((await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK', reason: REASON }, tokens.fatma)).statusCode).toBe(200);
    const missing = await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK', reason: REASON }, tokens.fatma);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'ROLE_NOT_HELD']);

    const audit = (await t.call('GetBackOfficeRoleAudit', { pageSize: 2 }, tokens.fatma)).json();
    expect(audit.total).toBe(before + 2);
    expect(audit.items.map((a: { change: string; role: string; holder: { name: string }; by: { name: string } }) => [a.change, a.role, a.holder.name, a.by.name])).toEqual([
      ['revoke', 'WATER_CLERK', 'ZEYNEP KAYA', 'FATMA ŞAHİN'],
      ['grant', 'WATER_CLERK', 'ZEYNEP KAYA', 'FATMA ŞAHİN'],
    ]);
  });

  it('gives a role only to an active employee, and a refused grant writes nothing', async () => {
    const ahmetOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', ahmet.nationalId).executeTakeFirstOrThrow()).oid);
    const audits = async () =>
      Number(
        (
          await t.db
            .selectFrom('staff_role_audit')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    const refused = await t.call('GrantBackOfficeRole', { userOid: ahmetOid, role: 'COMPLAINTS_CLERK', reason: REASON }, tokens.fatma);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'ROLE_HOLDER_NOT_EMPLOYEE']);
    expect(refused.json().Message).toBe('Rol yalnızca aktif personel olan üyelere verilebilir.');
    expect(await audits()).toBe(before);
    const badRole = await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'MAYOR', reason: REASON }, tokens.fatma);
    expect(badRole.statusCode).toBe(400);
    expect(await audits()).toBe(before);
  });
});
