import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { openAccruals } from '../../ledger/open-accruals';
import { findHolidays, findOpenCancellation, findSettlementRule } from './cancellation-repo';
import { settle, type DebtSettlementRule } from './settlement';
import type { SubscriptionRow } from './subscription-repo';
import { WATER_INCOME_TYPE } from './water-debt-repo';
import { addDays, firstWorkingDayFrom } from './working-day';

/** How far ahead the form lists non-working days (and a cutting date may be chosen). */
export const CUTTING_WINDOW_DAYS = 90;

/** The municipality's parameter; a missing or unknown value is the stricter PAY_FIRST. */
export async function settlementRule(db: Db): Promise<DebtSettlementRule> {
  return (await findSettlementRule(db))?.parameter_value === 'SET_OFF' ? 'SET_OFF' : 'PAY_FIRST';
}

export async function holidaysAhead(db: Db, today: string) {
  return findHolidays(db, today, addDays(today, CUTTING_WINDOW_DAYS + 30));
}

/** Everything the form and the application decide on, computed the same way for both. */
export async function cancellationFacts(db: Db, subscription: SubscriptionRow, now: Date, returnType: number) {
  const today = istanbulDate(now);
  const [rule, holidays, debts, open] = await Promise.all([
    settlementRule(db),
    holidaysAhead(db, today),
    openAccruals(db, { registryOid: subscription.registry_oid, asOf: today, incomeTypeCode: WATER_INCOME_TYPE, subscriptionOid: subscription.oid }),
    findOpenCancellation(db, subscription.oid),
  ]);
  const holidaySet = new Set(holidays.map((h) => String(h.holiday_date).slice(0, 10)));
  const openDebtTotal = debts.reduce((sum, d) => sum + d.principal, 0);
  const depositAmount = Number(subscription.deposit_amount);
  return {
    today,
    rule,
    holidays,
    holidaySet,
    openDebtTotal,
    depositAmount,
    settlement: settle(depositAmount, openDebtTotal, rule, returnType),
    earliestCuttingDate: firstWorkingDayFrom(addDays(today, 1), holidaySet),
    openApplication: open ?? null,
  };
}
