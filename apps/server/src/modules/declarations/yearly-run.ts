import { advertisingDeclarationSchema, ectDeclarationSchema, estateDeclarationSchema, istanbulDate, type ResponseOf } from '@ebelediye/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { createAccruals, estatesAccruedInYear, registriesWithOtherAccrualsInYear, type NewAccrual } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { HolidayCalendar } from '../../reference-data/holiday-calendar';
import { assessEstate } from './assess-estate';
import { assessAdvertising, assessEct } from './assess-tariffs';
import { checkTaxYear, type AssessContext, type Assessment } from './assessment';
import { instalmentAccruals } from './declaration-accruals';
import { declarationOfRegister } from './register-facts';
import * as repo from './yearly-run-repo';

export interface YearlyRunOptions {
  taxYear: number;
  by: number | null;
  now: Date;
  countyCode: number;
  calendar: HolidayCalendar;
  /** Subjects assessed per transaction: small, so no batch holds its locks for long. */
  batchSize?: number;
  /** Called after each committed batch (the caller logs it). */
  onBatchCommitted?: (progress: { phase: 'estates' | 'workplaces'; lastOid: number }) => void | Promise<void>;
}

type RunSummary = ResponseOf<'RunBackOfficeYearlyAccrual'>;
type Estate = Awaited<ReturnType<typeof repo.findEstatesAfter>>[number];
type Workplace = Awaited<ReturnType<typeof repo.findWorkplaceDeclarationsAfter>>[number];
type Row = Omit<Insertable<Database['yearly_tax']>, 'run_oid'>;
type Outcome = Row & { accruals: NewAccrual[] };

const estateNames = { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as const;
const incomeOfKind = { ect: 'CTV', advertising: 'ILAN' } as const;

/** What a field error of the year's tables says, in one line for the clerk's list. */
function reasonOf(error: DomainError): string {
  const fields = Object.values(error.fields ?? {});
  return fields.length > 0 ? fields.join(' ') : (error.userMessage ?? error.code);
}

/** Left alone or not assessed: a row that says so, with no accruals. */
const noAccrual = (row: Omit<Row, 'outcome' | 'reason' | 'tax_amount' | 'tax'>, outcome: Row['outcome'], reason: string | null = null): Outcome => ({
  ...row,
  outcome,
  reason,
  tax_amount: null,
  tax: null,
  accruals: [],
});

/**
 * Assesses declared facts with the year's tables exactly as a declaration of them would be (the
 * same assessment, so the same kuruş), and makes the year's instalments.
 */
async function assessed(
  row: Omit<Row, 'outcome' | 'reason' | 'tax_amount' | 'tax'>,
  assess: () => Promise<Assessment>,
  accrualsOf: (a: Assessment) => NewAccrual[],
): Promise<Outcome> {
  try {
    const assessment = await assess();
    return { ...row, outcome: 'accrued', reason: null, tax_amount: assessment.tax.taxAmount, tax: JSON.stringify(assessment.tax), accruals: accrualsOf(assessment) };
  } catch (error) {
    if (error instanceof DomainError) return noAccrual(row, 'invalidFacts', reasonOf(error));
    throw error;
  }
}

/**
 * The facts an estate is assessed on in the year: its newest declaration's, the owner's own and
 * newer word, or else the estate register's (docs/domain/property-tax.md, "Yearly accrual").
 */
function factsOf(taxYear: number, estate: Estate, declaration: { details: unknown } | undefined, returned: boolean) {
  if (declaration) return { facts: { ...(declaration.details as object), taxYear } };
  // Filing writes a declaration's facts to the register: after a return they are the facts the back office refused.
  if (returned) return { outcome: 'noFacts' as const, reason: 'Bu taşınmazın emlak beyannamesi iade edildi; kayıttaki bilgiler o beyannameden geldiği için vergi hesaplanmadı.' };
  return declarationOfRegister(estate, taxYear);
}

/**
 * One estate in the year: left alone when a declaration of the year or the ledger already has the
 * year; otherwise assessed on its newest declaration's facts, or on the register's without one.
 */
function assessEstateOfYear(
  c: AssessContext,
  taxYear: number,
  estate: Estate,
  declaration: { oid: number; taxYear: number; details: unknown } | undefined,
  known: { accrued: boolean; returned: boolean },
): Promise<Outcome> | Outcome {
  const row = {
    kind: 'estate' as const,
    subject_key: `E:${estate.oid}`,
    subject: `${estateNames[estate.estate_code]} (taşınmaz ${estate.oid})`,
    real_estate_oid: Number(estate.oid),
    registry_oid: Number(estate.registry_oid),
    tax_year: taxYear,
    declaration_oid: declaration?.oid ?? null,
  };
  if (declaration?.taxYear === taxYear) return noAccrual(row, 'declared');
  if (known.accrued) return noAccrual(row, 'alreadyAccrued');
  const source = factsOf(taxYear, estate, declaration, known.returned);
  if ('reason' in source) return noAccrual(row, source.outcome, source.reason);
  const facts = estateDeclarationSchema.safeParse(source.facts);
  if (!facts.success) return noAccrual(row, 'invalidFacts', facts.error.issues.map((i) => i.message).join(' '));
  return assessed(
    row,
    () => assessEstate(c, facts.data),
    (a) =>
      instalmentAccruals(a, {
        registryOid: row.registry_oid,
        source: { kind: 'estate', oid: row.real_estate_oid },
        realEstateOid: row.real_estate_oid,
        label: `${taxYear} yılı tahakkuku`,
        accruedOn: istanbulDate(c.now),
      }),
  );
}

/** A workplace's ÇTV or a permanent sign's advertising tax in the year, on its newest declaration's facts. */
function assessWorkplaceOfYear(c: AssessContext, taxYear: number, declaration: Workplace, accrued: boolean): Promise<Outcome> | Outcome {
  const kind = declaration.kind as 'ect' | 'advertising';
  const row = {
    kind,
    subject_key: `${declaration.registry_oid}|${declaration.lineage}`,
    subject: declaration.subject,
    real_estate_oid: null,
    registry_oid: Number(declaration.registry_oid),
    tax_year: taxYear,
    declaration_oid: Number(declaration.oid),
  };
  if (declaration.tax_year === taxYear) return noAccrual(row, 'declared');
  if (accrued) return noAccrual(row, 'alreadyAccrued');
  const details = { ...(declaration.details as object), taxYear };
  const facts = (kind === 'ect' ? ectDeclarationSchema : advertisingDeclarationSchema).safeParse(details);
  if (!facts.success) return noAccrual(row, 'invalidFacts', facts.error.issues.map((i) => i.message).join(' '));
  return assessed(
    row,
    () => (kind === 'ect' ? assessEct(c, facts.data as Parameters<typeof assessEct>[1]) : assessAdvertising(c, facts.data as Parameters<typeof assessAdvertising>[1])),
    (a) =>
      instalmentAccruals(a, {
        registryOid: row.registry_oid,
        source: { kind: 'declaration', oid: row.declaration_oid },
        realEstateOid: null,
        label: `${taxYear} yılı tahakkuku`,
        accruedOn: istanbulDate(c.now),
      }),
  );
}

/** A batch in one transaction: a row each that says what was done, and the accruals of the rows recorded now, through the ledger. */
async function record(trx: Db, runOid: number, outcomes: readonly Outcome[]): Promise<void> {
  const recorded = await repo.insertYearlyTaxes(
    trx,
    outcomes.map(({ accruals: _accruals, ...row }) => ({ ...row, run_oid: runOid })),
  );
  await createAccruals(
    trx,
    outcomes.filter((o) => recorded.has(o.subject_key)).flatMap((o) => o.accruals),
  );
}

async function estatesBatch(trx: Db, c: AssessContext, taxYear: number, afterOid: number, size: number): Promise<{ outcomes: Outcome[]; last: number } | null> {
  const estates = await repo.findEstatesAfter(trx, afterOid, size);
  if (estates.length === 0) return null;
  const oids = estates.map((e) => Number(e.oid));
  const [declarations, accrued, returned] = await Promise.all([
    repo.latestDeclarations(trx, oids, taxYear),
    estatesAccruedInYear(trx, oids, taxYear),
    repo.estatesWithReturnedDeclarations(trx, oids),
  ]);
  const outcomes: Outcome[] = [];
  for (const estate of estates) {
    const oid = Number(estate.oid);
    outcomes.push(await assessEstateOfYear(c, taxYear, estate, declarations.get(oid), { accrued: accrued.has(oid), returned: returned.has(oid) }));
  }
  return { outcomes, last: oids.at(-1)! };
}

async function workplacesBatch(trx: Db, c: AssessContext, taxYear: number, afterOid: number, size: number) {
  const declarations = await repo.findWorkplaceDeclarationsAfter(trx, taxYear, afterOid, size);
  if (declarations.length === 0) return null;
  const registries = declarations.map((d) => Number(d.registry_oid));
  const [ect, advertising] = await Promise.all([
    registriesWithOtherAccrualsInYear(trx, registries, taxYear, incomeOfKind.ect),
    registriesWithOtherAccrualsInYear(trx, registries, taxYear, incomeOfKind.advertising),
  ]);
  const outcomes: Outcome[] = [];
  for (const d of declarations) outcomes.push(await assessWorkplaceOfYear(c, taxYear, d, (d.kind === 'ect' ? ect : advertising).has(Number(d.registry_oid))));
  return { outcomes, last: Number(declarations.at(-1)!.oid) };
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
      kind: r.kind,
      subject: r.subject,
      realEstateOid: r.real_estate_oid === null ? null : Number(r.real_estate_oid),
      registryOid: Number(r.registry_oid),
      outcome: r.outcome as 'noFacts' | 'invalidFacts',
      reason: r.reason ?? '',
    })),
    notAssessedCount: count('noFacts') + count('invalidFacts'),
  };
}

/** One batch of the run in its own transaction, with the run's progress: null when the run has finished. */
async function runBatch(db: Db, runOid: number, c: AssessContext, options: YearlyRunOptions): Promise<{ phase: 'estates' | 'workplaces'; lastOid: number } | null> {
  return db.transaction().execute(async (trx) => {
    const run = await repo.lockRun(trx, runOid);
    if (run.status === 'finished') return null;
    // Assessed as on the run's first day, so a run resumed tomorrow gives the same due dates.
    const onRunDate = { ...c, db: trx, now: new Date(`${run.run_date}T12:00:00+03:00`) };
    const size = options.batchSize ?? 50;
    if (run.phase === 'estates') {
      const batch = await estatesBatch(trx, onRunDate, run.tax_year, Number(run.last_real_estate_oid), size);
      if (!batch) {
        await repo.updateRun(trx, runOid, { phase: 'workplaces' });
        return { phase: 'estates', lastOid: Number(run.last_real_estate_oid) };
      }
      await record(trx, runOid, batch.outcomes);
      await repo.updateRun(trx, runOid, { last_real_estate_oid: batch.last });
      return { phase: 'estates', lastOid: batch.last };
    }
    const batch = await workplacesBatch(trx, onRunDate, run.tax_year, Number(run.last_declaration_oid), size);
    if (!batch) {
      await repo.updateRun(trx, runOid, { status: 'finished', finished_at: options.now });
      return null;
    }
    await record(trx, runOid, batch.outcomes);
    await repo.updateRun(trx, runOid, { last_declaration_oid: batch.last });
    return { phase: 'workplaces', lastOid: batch.last };
  });
}

/**
 * The yearly accrual run of a tax year (docs/domain/property-tax.md, "Yearly accrual"): every
 * estate's property tax, then every workplace's ÇTV and every permanent sign's advertising tax. The
 * run row is made once per year and keeps its run date, the instalments' filing day, so a resumed
 * run assesses alike. Subjects are taken in oid order in batches, each batch one transaction with
 * the run's progress; the unique subject+year row makes a subject's year at most once whatever
 * happens. A finished run answers its summary and changes nothing.
 */
export async function runYearlyAccrual(db: Db, options: YearlyRunOptions): Promise<RunSummary> {
  const existing = await repo.findRun(db, options.taxYear);
  if (existing?.status !== 'finished') {
    const c: AssessContext = { db, countyCode: options.countyCode, now: options.now, calendar: options.calendar };
    await checkTaxYear(c, options.taxYear, 'taxYear');
    if (!existing) {
      await repo.insertRunIfNew(db, {
        tax_year: options.taxYear,
        run_date: istanbulDate(options.now),
        status: 'running',
        started_by: options.by,
        started_at: options.now,
        finished_at: null,
      });
    }
    const runOid = Number((await repo.findRun(db, options.taxYear))!.oid);
    for (let progress = await runBatch(db, runOid, c, options); progress; progress = await runBatch(db, runOid, c, options)) await options.onBatchCommitted?.(progress);
  }
  return (await summaryOf(db, options.taxYear))!;
}
