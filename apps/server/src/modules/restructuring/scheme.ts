import { istanbulDate, type ResponseOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { RESTRUCTURING_INCOME_TYPE } from '../../ledger';
import { holidayCalendar, type HolidayCalendar } from '../../reference-data/holiday-calendar';
import type { PlanOption } from './installment-plan';
import { planRules, type PlanRules } from './plan-rules';
import * as repo from './repo';

export interface OpenScheme {
  row: repo.SchemeRow;
  incomeTypes: Array<{ code: string; name: string }>;
  options: PlanOption[];
  index: Map<string, number>;
  /** The business day the scheme was looked up for (Europe/Istanbul). */
  today: string;
  calendar: HolidayCalendar;
  /** The scheme's rules in words, for the terms, the consent and the petition alike. */
  rules: PlanRules;
}

/** The index as a citizen reads it (the table keeps an ASCII key). */
export const indexDisplayName = (indexName: string) => (indexName === 'YI_UFE' ? 'Yİ-ÜFE' : indexName);

export const rulesOf = (row: repo.SchemeRow, instalmentBearsDelayFine: boolean) =>
  planRules({
    toleratedLateInstalments: row.tolerated_late_instalments,
    graceDays: row.grace_days,
    instalmentBearsDelayFine,
    waivesDelayFine: row.waives_delay_fine,
    cashDiscountOnIndex: row.cash_discount_on_index,
  });

/** The scheme open for applications on the day; none open is a business-rule refusal (422). */
export async function openScheme(db: Db, now: Date): Promise<OpenScheme> {
  const today = istanbulDate(now);
  const row = await repo.findOpenScheme(db, today);
  if (!row) throw new DomainError('RESTRUCTURING_NOT_OPEN');
  const [incomeTypes, options, index, calendar, instalmentBearsDelayFine] = await Promise.all([
    repo.findSchemeIncomeTypes(db, row.oid),
    repo.findSchemeOptions(db, row.oid),
    repo.findIndexSeries(db, row.index_name),
    holidayCalendar(db),
    repo.incomeTypeBearsDelayFine(db, RESTRUCTURING_INCOME_TYPE),
  ]);
  return {
    row,
    incomeTypes,
    options: options.map((o) => ({ instalmentCount: o.instalment_count, periodMonths: o.period_months, coefficient: o.coefficient })),
    index,
    today,
    calendar,
    rules: rulesOf(row, instalmentBearsDelayFine),
  };
}

export function optionOf(scheme: OpenScheme, instalmentCount: number): PlanOption {
  const option = scheme.options.find((o) => o.instalmentCount === instalmentCount);
  if (!option)
    throw new DomainError('RESTRUCTURING_OPTION_UNKNOWN', undefined, {
      'concreteDebtRestructuringAccrumentInfo.instalmentCount': 'Bu yapılandırmada böyle bir taksit seçeneği yok.',
    });
  return option;
}

export const planSchemeOf = (scheme: OpenScheme) => ({
  indexEndPeriod: scheme.row.index_end_period,
  cashDiscountOnIndex: scheme.row.cash_discount_on_index,
  firstInstalmentDeadline: scheme.row.first_instalment_deadline,
  deadlineHolidays: scheme.calendar.deadlineHolidays,
  waivesDelayFine: scheme.row.waives_delay_fine,
});

export function describeScheme(scheme: OpenScheme): ResponseOf<'GetCurrentRestructuringParameter'> {
  const { row } = scheme;
  return {
    schemeOid: row.oid,
    lawNo: row.law_no,
    title: row.title,
    isDemo: row.is_demo,
    note: row.note,
    effectiveFrom: row.effective_from,
    applicationDeadline: row.application_deadline,
    dueDateCutoff: row.due_date_cutoff,
    indexName: indexDisplayName(row.index_name),
    indexEndPeriod: row.index_end_period,
    firstInstalmentDeadline: row.first_instalment_deadline,
    waivesDelayFine: row.waives_delay_fine,
    cashDiscountOnIndex: row.cash_discount_on_index,
    writeOffThreshold: row.write_off_threshold,
    tolerance: { lateInstalments: row.tolerated_late_instalments, graceDays: row.grace_days },
    rules: scheme.rules,
    incomeTypes: scheme.incomeTypes,
    options: scheme.options,
  };
}
