import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import {
  checkPayableSelection,
  computeDelayFine,
  findDelayFineRates,
  issuePaymentProof,
  openAccruals,
  payerScope,
  recordCollection,
  renderReceiptPdf,
  requireRegistryInScope,
  totalsOf,
  verifyPaymentProof,
} from '..';
import { readPdf } from '../../testing/pdf-text';
import { loadReceipt } from '../receipts';

let t: TestApp;
const oidOf = async (id: string) =>
  (
    await t.db
      .selectFrom('registry')
      .select('oid')
      .where((eb) => eb.or([eb('national_id', '=', id), eb('tax_number', '=', id)]))
      .executeTakeFirstOrThrow()
  ).oid;
const count = async (table: 'collection' | 'collection_line') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ledger on the demo data', () => {
  it('stores the docs/domain/delay-fine.md rate history', async () => {
    const rates = await findDelayFineRates(t.db);
    expect(rates).toHaveLength(10);
    expect(rates.at(-1)).toEqual({ effectiveFrom: '2025-11-13', monthlyRateBp: 370 });
    expect(computeDelayFine(1_000_000, '2025-11-30', '2026-01-15', rates).amount).toBe(55_510);
  });

  it('gives AHMET open debts across income types, overdue ones with a delay fine and water without', async () => {
    const ahmet = await oidOf('10000000146');
    const lines = await openAccruals(t.db, { registryOid: ahmet, asOf: '2026-11-23' });
    expect(new Set(lines.map((l) => l.incomeTypeCode))).toEqual(new Set(['EMLAK', 'SU', 'CEZA']));
    const overdueTax = lines.filter((l) => l.incomeTypeCode === 'EMLAK' && l.isOverdue);
    expect(overdueTax.length).toBeGreaterThan(0);
    expect(overdueTax.every((l) => l.delayFine > 0)).toBe(true);
    expect(lines.filter((l) => l.incomeTypeCode === 'SU').every((l) => l.delayFine === 0)).toBe(true);
    const notDue = lines.filter((l) => !l.isOverdue);
    expect(notDue.every((l) => l.delayFine === 0 && l.dueDate >= '2026-11-23')).toBe(true);
    const totals = totalsOf(lines);
    expect(totals.total).toBe(totals.principal + totals.delayFine);
    // Another date, another fine; the principal does not move.
    const earlier = await openAccruals(t.db, { registryOid: ahmet, asOf: '2026-06-01' });
    expect(totalsOf(earlier.filter((l) => lines.some((x) => x.oid === l.oid))).delayFine).toBeLessThan(totals.delayFine);
  });

  it('has paid lines with receipts whose stored split adds up', async () => {
    const ahmet = await oidOf('10000000146');
    const collections = await t.db.selectFrom('collection').selectAll().where('registry_oid', '=', ahmet).execute();
    expect(collections.length).toBeGreaterThan(5);
    for (const c of collections) {
      const lines = await t.db.selectFrom('collection_line').selectAll().where('collection_oid', '=', c.oid).execute();
      expect(lines.reduce((s, l) => s + l.principal_amount + l.delay_fine_amount, 0)).toBe(c.total_amount);
    }
    expect(collections.some((c) => c.total_amount > 0)).toBe(true);
  });

  it("refuses a later instalment before an earlier one, and another registry's line", async () => {
    const ahmet = await oidOf('10000000146');
    const zeynep = await oidOf('12345678950');
    const open = await openAccruals(t.db, { registryOid: ahmet, asOf: '2026-11-23' });
    const second = open.find((l) => l.incomeTypeCode === 'EMLAK' && l.year === 2026 && l.instalmentNo === 2)!;
    expect(() => checkPayableSelection(open, [second.oid])).toThrow(expect.objectContaining({ code: 'SELECTION_ORDER' }));
    const theirs = (await openAccruals(t.db, { registryOid: zeynep, asOf: '2026-11-23' }))[0]!;
    const before = [await count('collection'), await count('collection_line')];
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          recordCollection(trx, { registryOid: ahmet, accrualOids: [theirs.oid], collectionType: 4, channel: 'online', asOf: '2026-11-23', collectedAt: new Date() }),
        ),
    ).rejects.toMatchObject({ code: 'ACCRUAL_NOT_PAYABLE' });
    expect([await count('collection'), await count('collection_line')]).toEqual(before);
  });

  it('records a collection: split oldest first, lines paid, same order twice gives one receipt', async () => {
    const zeynep = await oidOf('12345678950');
    const open = await openAccruals(t.db, { registryOid: zeynep, asOf: '2026-11-23' });
    const first = open.filter((l) => l.incomeTypeCode === 'EMLAK' && l.instalmentNo === 1 && l.isOverdue).slice(0, 2);
    const total = first.reduce((s, l) => s + l.total, 0);
    const pay = () =>
      t.db.transaction().execute((trx) =>
        recordCollection(trx, {
          registryOid: zeynep,
          accrualOids: first.map((l) => l.oid).reverse(),
          collectionType: 4,
          channel: 'online',
          asOf: '2026-11-23',
          collectedAt: new Date('2026-11-23T10:00:00+03:00'),
          onlineOrderOid: 987_654,
          expectedTotal: total,
        }),
      );
    const done = await pay();
    expect(done.created).toBe(true);
    expect(done.totalAmount).toBe(total);
    expect(done.lines.map((l) => l.accrualOid)).toEqual(first.map((l) => l.oid));
    expect(done.lines[0]).toEqual({ accrualOid: first[0]!.oid, principalAmount: first[0]!.principal, delayFineAmount: first[0]!.delayFine });
    expect(done.verificationCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const again = await pay();
    expect(again).toMatchObject({ created: false, collectionOid: done.collectionOid, receiptNo: done.receiptNo });
    const after = await openAccruals(t.db, { registryOid: zeynep, asOf: '2026-11-23' });
    expect(after.some((l) => first.some((f) => f.oid === l.oid))).toBe(false);

    const receipt = await loadReceipt(t.db, t.config, [zeynep], done.collectionOid);
    expect(receipt?.totalAmount).toBe(total);
    expect(await loadReceipt(t.db, t.config, [await oidOf('10000000146')], done.collectionOid)).toBeNull();
    const masked = await readPdf(renderReceiptPdf(receipt!, { maskPayer: true }));
    expect(masked.text).toContain(done.verificationCode);
    expect(masked.text).toContain('ZE*** KA***');
    expect(masked.text).not.toContain('ZEYNEP');
    const full = await readPdf(renderReceiptPdf(receipt!, { maskPayer: false }));
    expect(full.text).toContain('ZEYNEP KAYA');
    expect(full.text).toContain('T.C. HATAY');
    expect(full.text).toContain(done.receiptNo);
  });

  it('refuses a total that differs from the lines and changes nothing', async () => {
    const fatma = await oidOf('64211142102');
    const open = await openAccruals(t.db, { registryOid: fatma, asOf: '2026-11-23' });
    const line = open.find((l) => l.incomeTypeCode === 'SU')!;
    const before = await count('collection');
    await expect(
      t.db.transaction().execute((trx) =>
        recordCollection(trx, {
          registryOid: fatma,
          accrualOids: [line.oid],
          collectionType: 4,
          channel: 'online',
          asOf: '2026-11-23',
          collectedAt: new Date(),
          expectedTotal: line.total + 1,
        }),
      ),
    ).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(await count('collection')).toBe(before);
  });

  it('scopes a member to their registry and represented companies, a proof to its registry', async () => {
    const ahmet = await oidOf('10000000146');
    const company = await oidOf('4540536920');
    const scope = await payerScope(t.db, t.config, { member: { userOid: 1, registryOid: ahmet, nationalId: '10000000146' } }, new Date(), 'own');
    expect(scope.registryOids).toEqual([ahmet, company]);
    expect(() => requireRegistryInScope(scope, ahmet + 1000)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));

    const now = new Date('2026-11-23T10:00:00Z');
    const token = issuePaymentProof(t.config, { registryOid: company }, now);
    expect(verifyPaymentProof(t.config, token, now)?.registryOid).toBe(company);
    expect(verifyPaymentProof(t.config, token, new Date(now.getTime() + 16 * 60_000))).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ registryOid: ahmet, exp: now.getTime() + 60_000 })).toString('base64url');
    expect(verifyPaymentProof(t.config, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyPaymentProof(t.config, `${payload}.${signature}x`, now)).toBeNull();
    expect((await payerScope(t.db, t.config, { member: null, paymentProof: token }, now, 'pay')).registryOids).toEqual([company]);
    await expect(payerScope(t.db, t.config, { member: null, paymentProof: 'nope' }, now, 'pay')).rejects.toMatchObject({ code: 'PAYMENT_PROOF_INVALID' });
  });

  it('seeds the documented demo subscriptions and bulk rows for every generated registry', async () => {
    const subs = await t.db.selectFrom('subscription').select(['subscriber_no', 'gsm']).where('subscriber_no', 'in', ['1000001', '1000002']).execute();
    expect(subs).toEqual(
      expect.arrayContaining([
        { subscriber_no: '1000001', gsm: '5321234567' },
        { subscriber_no: '1000002', gsm: '5321234567' },
      ]),
    );
    const registries = Number(
      (
        await t.db
          .selectFrom('registry')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const accruals = Number(
      (
        await t.db
          .selectFrom('accrual')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(accruals).toBeGreaterThan((registries - 5) * 20);
    const orphanPaid = await t.db
      .selectFrom('accrual')
      .select('oid')
      .where('status', '=', 'paid')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('collection_line').select('oid').whereRef('collection_line.accrual_oid', '=', 'accrual.oid'))))
      .execute();
    expect(orphanPaid).toEqual([]);
  });
});
