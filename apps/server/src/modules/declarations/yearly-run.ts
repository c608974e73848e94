import { estateDeclarationSchema, istanbulDate, type ResponseOf } from '@ebelediye/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { createAccruals, estatesAccruedInYear, type NewAccrual } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { HolidayCalendar } from '../../reference-data/holiday-calendar';
import { assessEstate } from './assess-estate';
import { checkTaxYear, type AssessContext } from './assessment';
import { instalmentAccruals } from './declaration-accruals';
import * as repo from './yearly-run-repo';

export interface YearlyRunOptions {
  taxYear: number;
  by: number | null;
  now: Date;
  countyCode: number;
  calendar: HolidayCalendar;
  /** Estates assessed per transaction: small, so no batch holds its locks for long. */
  batchSize?: number;
  /** Called after each committed batch with the last estate done (the caller logs it). */
  onBatchCommitted?: (progress: { lastRealEstateOid: number }) => void | Promise<void>;
}

type RunSummary = ResponseOf<'RunBackOfficeYearlyPropertyTax'>;
type Estate = Awaited<ReturnType<typeof repo.findEstatesAfter>>[number];
type Outcome = Omit<Insertable<Database['yearly_tax']>, 'run_oid'> & { accruals: NewAccrual[] };

/** What a field error of the year's tables says, in one line for the clerk's list. */
function reasonOf(error: DomainError): string {
  const fields = Object.values(error.fields ?? {});
  return fields.length > 0 ? fields.join(' ') : (error.userMessage ?? error.code);
}

/**
 * One estate in the year: left alone when a declaration of the year or the ledger already has
 * the year; otherwise assessed on its newest declaration's facts with the year's tables, exactly
 * as a declaration of those facts would be (the same assessment, so the same kuruş).
 */
async function assessOne(
  c: AssessContext,
  taxYear: number,
  estate: Estate,
  declaration: { oid: number; taxYear: number; details: unknown } | undefined,
  accrued: boolean,
): Promise<Outcome> {
  const base = { real_estate_oid: Number(estate.oid), registry_oid: Number(estate.registry_oid), tax_year: taxYear, declaration_oid: declaration?.oid ?? null, accruals: [] };
  if (declaration?.taxYear === taxYear) return { ...base, outcome: 'declared', reason: null, tax_amount: null, tax: null };
  if (accrued) return { ...base, outcome: 'alreadyAccrued', reason: null, tax_amount: null, tax: null };
  if (!declaration) return { ...base, outcome: 'noFacts', reason: 'Bu taşınmaz için verilmiş bir emlak beyannamesi yok.', tax_amount: null, tax: null };
  const facts = estateDeclarationSchema.safeParse({ ...(declaration.details as object), taxYear });
  if (!facts.success) return { ...base, outcome: 'invalidFacts', reason: facts.error.issues.map((i) => i.message).join(' '), tax_amount: null, tax: null };
  try {
    const assessment = await assessEstate(c, facts.data);
    const accruals = instalmentAccruals(assessment, {
      registryOid: Number(estate.registry_oid),
      source: { kind: 'estate', oid: Number(estate.oid) },
      realEstateOid: Number(estate.oid),
      label: `${taxYear} yılı tahakkuku`,
      accruedOn: istanbulDate(c.now),
    });
    return { ...base, outcome: 'accrued', reason: null, tax_amount: assessment.tax.taxAmount, tax: assessment.tax, accruals };
  } catch (error) {
    if (error instanceof DomainError) return { ...base, outcome: 'invalidFacts', reason: reasonOf(error), tax_amount: null, tax: null };
    throw error;
  }
}

/** A batch of estates in one transaction: their accruals through the ledger, and a row each that says what was done. */
async function assessBatch(trx: Db, c: AssessContext, run: { oid: number; taxYear: number }, estates: readonly Estate[]): Promise<void> {
  const oids = estates.map((e) => Number(e.oid));
  const [declarations, accrued] = await Promise.all([repo.latestDeclarations(trx, oids, run.taxYear), estatesAccruedInYear(trx, oids, run.taxYear)]);
  const outcomes: Outcome[] = [];
  for (const estate of estates) outcomes.push(await assessOne(c, run.taxYear, estate, declarations.get(Number(estate.oid)), accrued.has(Number(estate.oid))));
  await repo.insertYearlyTaxes(
    trx,
    outcomes.map(({ accruals: _accruals, ...row }) => ({ ...row, run_oid: run.oid, tax: row.tax === null ? null : JSON.stringify(row.tax) })),
  );
  await createAccruals(
    trx,
    outcomes.flatMap((o) => o.accruals),
  );
}

export async function summaryOf(db: Db, taxYear: number): Promise<RunSummary | null> {
  const run = await repo.findRun(db, taxYear);
  if (!run) return null;
  const counts = Object.fromEntries((await repo.countOutcomes(db, Number(run.oid))).map((r) => [r.outcome, { n: Number(r.n), amount: Number(r.amount ?? 0) }]));
  const count = (outcome: string) => counts[outcome]?.n ?? 0;
  return {
    taxYear: run.tax_year,
    status: run.status,
    runDate: run.run_date,
    accrued: count('accrued'),
    accruedAmount: counts.accrued?.amount ?? 0,
    declared: count('declared'),
    alreadyAccrued: count('alreadyAccrued'),
    notAssessed: (await repo.findNotAssessed(db, Number(run.oid), 200)).map((r) => ({
      realEstateOid: Number(r.real_estate_oid),
      registryOid: Number(r.registry_oid),
      outcome: r.outcome as 'noFacts' | 'invalidFacts',
      reason: r.reason ?? '',
    })),
    notAssessedCount: count('noFacts') + count('invalidFacts'),
  };
}

/**
 * The yearly property-tax run of a tax year (docs/domain/property-tax.md, "Yearly accrual"). The
 * run row is made once per year and keeps its run date, the instalments' filing day, so a resumed
 * run assesses alike. Estates are taken in oid order in batches, each batch one transaction with
 * the run's progress; the unique estate+year row makes an estate's year at most once whatever
 * happens. A finished run answers its summary and changes nothing.
 */
export async function runYearlyPropertyTax(db: Db, options: YearlyRunOptions): Promise<RunSummary> {
  const existing = await repo.findRun(db, options.taxYear);
  if (existing?.status !== 'finished') {
    const today = istanbulDate(options.now);
    const c: AssessContext = { db, countyCode: options.countyCode, now: options.now, calendar: options.calendar };
    await checkTaxYear(c, options.taxYear, 'taxYear');
    if (!existing) {
      await repo.insertRunIfNew(db, { tax_year: options.taxYear, run_date: today, status: 'running', started_by: options.by, started_at: options.now, finished_at: null });
    }
    const runOid = Number((await repo.findRun(db, options.taxYear))!.oid);
    for (;;) {
      const more = await db.transaction().execute(async (trx) => {
        const run = await repo.lockRun(trx, runOid);
        if (run.status === 'finished') return null;
        const estates = await repo.findEstatesAfter(trx, Number(run.last_real_estate_oid), options.batchSize ?? 50);
        if (estates.length === 0) {
          await repo.updateRun(trx, runOid, { status: 'finished', finished_at: options.now });
          return null;
        }
        // Assessed as on the run's first day, so a run resumed tomorrow gives the same due dates.
        const onRunDate = { ...c, db: trx, now: new Date(`${run.run_date}T12:00:00+03:00`) };
        await assessBatch(trx, onRunDate, { oid: runOid, taxYear: options.taxYear }, estates);
        const lastRealEstateOid = Number(estates.at(-1)!.oid);
        await repo.updateRun(trx, runOid, { last_real_estate_oid: lastRealEstateOid });
        return { lastRealEstateOid };
      });
      if (!more) break;
      await options.onBatchCommitted?.(more);
    }
  }
  return (await summaryOf(db, options.taxYear))!;
}
