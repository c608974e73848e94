import { backOfficeQueues, istanbulDate, operations } from '@ebelediye/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, member, nestpayToReturn, openOrder, orderRow, payableOids, postForm } from '../../modules/payment/__tests__/payment-fixture';
import { addressWith } from '../../modules/declarations/__tests__/fixtures';
import { openAccrualsOf } from '../../modules/restructuring/__tests__/fixtures';
import { createTestApp, type TestApp } from '../../testing';
import { demoPeople, signIn } from '../../testing/identity';
import { seedDemo } from '..';

// Each case seeds the whole demo municipality: a minute or more on a busy 2-core machine.
const SEEDING_TIMEOUT = 300_000;

/**
 * No time bomb: the demo seeded on another day than its story's (23.11.2026)
 * holds together on that day, and a citizen pays, restructures and files on it. A year ahead
 * of the story, and on 1 June 2027, between the two property-tax instalments.
 */
describe.each(['2027-11-23', '2027-06-01'])('the demo seeded and used on %s', (today) => {
  const year = Number(today.slice(0, 4));
  let t: TestApp;
  let ahmet: { token: string; registryOid: number };

  beforeAll(async () => {
    const clock = new Date(`${today}T10:00:00+03:00`);
    t = await createTestApp({ seed: false, now: () => clock, configure: (c) => ({ ...c, payments: { ...c.payments, reconcileIntervalSeconds: 0 } }) });
    await seedDemo(t.db, { scale: 1, today });
    ahmet = await member(t);
  }, SEEDING_TIMEOUT);
  afterAll(() => t?.close());

  it('writes nothing dated after today, and no two council decisions in a row with one title', async () => {
    const after = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(t.db)).rows[0]!.n);
    expect(await after(`select count(*) as n from leave_application where ends_on > '${today}' or applied_on > '${today}'`)).toBe(0);
    expect(await after(`select count(*) as n from payslip where paid_on > '${today}'`)).toBe(0);
    expect(await after(`select count(*) as n from accrual where accrued_on > '${today}'`)).toBe(0);
    expect(await after(`select count(*) as n from collection where collected_at > '${today}T23:59:59+03:00'`)).toBe(0);
    expect(await after(`select count(*) as n from resolution where resolution_date > '${today}'`)).toBe(0);
    expect(await after(`select count(*) as n from enforcement_file where notified_on > '${today}'`)).toBe(0);
    expect(await after(`select count(*) as n from backoffice_event where at > '${today}T23:59:59+03:00'`)).toBe(0);
    expect(await after(`select count(*) as n from restructuring_log where applied_at > '${today}T23:59:59+03:00'`)).toBe(0);
    expect(await after(`select count(*) as n from water_application where created_at > '${today}T23:59:59+03:00'`)).toBe(0);
    // The years move with the seed: this year's property tax is there, the oldest is four years back.
    expect(await after(`select count(*) as n from accrual where income_type_code = 'EMLAK' and year = ${year}`)).toBeGreaterThan(0);
    expect(await after(`select min(year) as n from accrual where income_type_code = 'EMLAK' and source_kind = 'estate'`)).toBe(year - 4);
    expect(await after(`select count(*) as n from payslip where year = ${year}`)).toBeGreaterThan(0);

    const council = await t.db.selectFrom('resolution').select(['subject']).where('body', '=', 'council').orderBy('resolution_date').orderBy('sequence_no').execute();
    expect(council.length).toBeGreaterThan(0);
    expect(council.filter((r, i) => i > 0 && r.subject === council[i - 1]!.subject)).toEqual([]);
  });

  it('draws its receipt codes and tracking numbers anew: none is one of the story-day demo, so none can be derived', async () => {
    const story = await createTestApp();
    try {
      const codesOf = async (app: TestApp) => {
        const receipts = await app.db.selectFrom('collection').select('verification_code as code').execute();
        const complaints = await app.db.selectFrom('complaint').select('tracking_number as code').execute();
        const cancellations = await app.db.selectFrom('contract_cancellation').select('tracking_number as code').execute();
        return [...receipts, ...complaints, ...cancellations].map((r) => r.code);
      };
      const theirs = new Set(await codesOf(story));
      const ours = await codesOf(t);
      expect(ours.length).toBeGreaterThan(100);
      expect(ours.filter((code) => theirs.has(code))).toEqual([]);
    } finally {
      await story.close();
    }
  });

  it("gives the back office's water cancellations queue its five demo cases, whatever the day of the month", async () => {
    // They belong to subscribers without open water bills; last month's bill, due on the 20th, is paid by most once issued.
    const cases = await t.db.selectFrom('contract_cancellation').select('stage').execute();
    expect(cases.map((c) => c.stage).sort()).toEqual(['cutOrdered', 'lineCut', 'received', 'received', 'refundApproved']);
  });

  it('leaves open work in every back-office queue on that day', async () => {
    const fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    const board = operations.GetBackOfficeDashboard.response.parse((await t.call('GetBackOfficeDashboard', {}, fatma)).json());
    expect(board.queues.map((q) => q.queue).sort()).toEqual([...backOfficeQueues].sort());
    expect(board.queues.filter((q) => q.waitingCount === 0).map((q) => q.queue)).toEqual([]);
  });

  it('files a property-tax declaration for this year', async () => {
    const plot = await addressWith(t, 2, year, 3);
    const declaration = { estateCode: 2, taxYear: year, ...plot.address, landArea: 250, share: 1 };
    const preview = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: declaration }, ahmet.token);
    expect(preview.statusCode, preview.body).toBe(200);
    const r = await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: declaration }, ahmet.token);
    expect(r.statusCode, r.body).toBe(200);
    const filed = operations.RecordEMunicipalityEstateDeclaration.response.parse(r.json());
    expect(filed.tax.taxYear).toBe(year);
    // Filed today: every instalment falls due today or later, on a working day.
    expect(filed.tax.instalments.every((i) => i.dueDate >= today)).toBe(true);
    const accruals = await t.db.selectFrom('accrual').select(['year', 'status']).where('oid', 'in', filed.accrualOids).execute();
    expect(accruals.every((a) => a.year === year && a.status === 'open')).toBe(true);
  });

  it('restructures overdue property tax in the open scheme', async () => {
    const scheme = operations.GetCurrentRestructuringParameter.response.parse((await t.call('GetCurrentRestructuringParameter', {}, ahmet.token)).json());
    expect(scheme.dueDateCutoff < today).toBe(true);
    const list = await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: {} }, ahmet.token);
    expect(list.statusCode, list.body).toBe(200);
    const { debts, asOf } = operations.GetDebtListWillBeRestructured.response.parse(list.json());
    expect(asOf).toBe(today);
    expect(debts.length).toBeGreaterThan(0);
    expect(debts.every((d) => d.dueDate <= scheme.dueDateCutoff && d.indexAmount > 0)).toBe(true);

    const chosen = (await openAccrualsOf(t, ahmet.registryOid, 'EMLAK'))
      .filter((a) => a.due_date <= scheme.dueDateCutoff)
      .slice(0, 2)
      .map((a) => a.oid);
    const plan = { accrumentQueryCriteria: { accrumentOidList: chosen }, concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6 } };
    const seen = operations.AuthorizedAdjustDebtRestructuringInstallments.response.parse((await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan, ahmet.token)).json());
    expect(seen.instalments[0]!.dueDate > today).toBe(true);
    const saved = await t.call(
      'AuthorizedSaveDebtRestructuringInstallments',
      {
        accrumentQueryCriteria: { accrumentOidList: chosen },
        concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6, confirmed: true, restructuredTotal: seen.restructuredTotal },
        documentList: [],
      },
      ahmet.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(operations.AuthorizedSaveDebtRestructuringInstallments.response.parse(saved.json()).applicationNo).toContain(`YP-${today.replaceAll('-', '')}-`);
  });

  it('pays a debt by card through the bank, collected today', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    const redirect = await postForm(t, back.action, back.fields);
    expect(redirect.headers.location).toBe(`/success-operation?orderNumber=${orderNumber}`);
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('collected');
    const view = body<{ status: string; receiptNo: string }>(await t.call('GetOnlinePaymentAccrumentListWithoutAuthorization', { orderNumber }));
    expect(view.status).toBe('collected');
    expect(view.receiptNo.startsWith(`${year}-`)).toBe(true);
    const collection = await t.db.selectFrom('collection').select('collected_at').where('online_order_oid', '=', row.oid).executeTakeFirstOrThrow();
    expect(istanbulDate(new Date(collection.collected_at))).toBe(today);
    expect(order.totalDebt).toBeGreaterThan(0);
  });
});
