import type { Db } from '../db/kysely';
import { debtSubscriptions, type DebtSubscription } from './debt-labels';
import { computeDelayFine, type DelayFineRate } from './delay-fine';
import { findOpenAccruals, type OpenAccrualRow } from './ledger-repo';
import { delayFineRates } from './rate-cache';
import { descriptionEn, incomeTypeNameEn } from './english-description';

/** One open debt line as every capability sees it; money in kuruş. */
export interface OpenAccrual {
  oid: number;
  registryOid: number;
  incomeTypeCode: string;
  incomeTypeName: string;
  incomeTypeNameEn: string;
  revenueCode: number;
  revenueType: 1 | 2 | 3 | null;
  description: string;
  /** What the debt is, for a citizen reading in English (ledger/english-description.ts). */
  descriptionEn: string;
  year: number;
  instalmentNo: number;
  periodLabel: string;
  dueDate: string;
  /** What is left of the principal. */
  principal: number;
  /** Gecikme zammı as of `asOf` (0 for income types outside 6183, e.g. water). */
  delayFine: number;
  total: number;
  isOverdue: boolean;
  sourceKind: string;
  sourceOid: number | null;
  realEstateOid: number | null;
  subscriptionOid: number | null;
  /** A water debt's subscription: its number and supply address. */
  subscription?: DebtSubscription;
}

export interface OpenAccrualsOptions {
  /** One registry, or several (a member and the companies they represent). */
  registryOid?: number;
  registryOids?: readonly number[];
  /** The day the delay fine is computed to (ISO date, Istanbul business day). */
  asOf: string;
  accrualOids?: readonly number[];
  incomeTypeCode?: string;
  subscriptionOid?: number;
  forUpdate?: boolean;
}

export function toOpenAccrual(row: OpenAccrualRow, asOf: string, rates: readonly DelayFineRate[]): OpenAccrual {
  const dueDate = String(row.due_date).slice(0, 10);
  const principal = Number(row.remaining);
  const delayFine = row.subject_to_delay_fine ? computeDelayFine(principal, dueDate, asOf, rates).amount : 0;
  return {
    oid: row.oid,
    registryOid: row.registry_oid,
    incomeTypeCode: row.income_type_code,
    incomeTypeName: row.income_type_name,
    incomeTypeNameEn: incomeTypeNameEn(row),
    revenueCode: row.revenue_code,
    revenueType: row.revenue_type,
    description: row.description,
    descriptionEn: descriptionEn(row.revenue_code, row),
    year: row.year,
    instalmentNo: row.instalment_no,
    periodLabel: row.period_label,
    dueDate,
    principal,
    delayFine,
    total: principal + delayFine,
    isOverdue: dueDate < asOf,
    sourceKind: row.source_kind,
    sourceOid: row.source_oid,
    realEstateOid: row.real_estate_oid,
    subscriptionOid: row.subscription_oid,
  };
}

/**
 * Open debts of a registry (or registries) with the delay fine as of a date, oldest due
 * first. The caller must already have decided the registries are the caller's (payerScope).
 */
export async function openAccruals(db: Db, options: OpenAccrualsOptions): Promise<OpenAccrual[]> {
  const registryOids = options.registryOids ?? (options.registryOid !== undefined ? [options.registryOid] : []);
  const [rows, rates] = await Promise.all([
    findOpenAccruals(db, {
      registryOids,
      accrualOids: options.accrualOids,
      incomeTypeCode: options.incomeTypeCode,
      subscriptionOid: options.subscriptionOid,
      forUpdate: options.forUpdate,
    }),
    delayFineRates(db),
  ]);
  const open = rows.filter((r) => Number(r.remaining) > 0).map((r) => toOpenAccrual(r, options.asOf, rates));
  const subscriptions = await debtSubscriptions(
    db,
    open.map((l) => l.subscriptionOid),
  );
  for (const line of open) {
    const subscription = line.subscriptionOid === null ? undefined : subscriptions.get(line.subscriptionOid);
    if (subscription) line.subscription = subscription;
  }
  return open;
}

/** Sums of a list of open debts. */
export function totalsOf(lines: readonly OpenAccrual[]) {
  return lines.reduce((sum, l) => ({ principal: sum.principal + l.principal, delayFine: sum.delayFine + l.delayFine, total: sum.total + l.total }), {
    principal: 0,
    delayFine: 0,
    total: 0,
  });
}
