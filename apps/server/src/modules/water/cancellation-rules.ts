import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { settle, settlementRule } from '../../ledger/deposit-settlement';
import { openAccruals } from '../../ledger/open-accruals';
import { addDays, nextWorkingDay } from '../../reference-data/calendar';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { findOpenCancellation } from './cancellation-repo';
import type { SubscriptionRow } from './subscription-repo';
import { WATER_INCOME_TYPE } from './water-debt-repo';

/** How far ahead the form lists non-working days (and a cutting date may be chosen). */
export const CUTTING_WINDOW_DAYS = 90;

/** The holidays the form lists: from today to a little past the last date that may be chosen. */
async function holidaysAhead(db: Db, today: string) {
  const calendar = await holidayCalendar(db);
  const last = addDays(today, CUTTING_WINDOW_DAYS + 30);
  return { calendar, ahead: calendar.holidaysBetween(today, last) };
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
  const openDebtTotal = debts.reduce((sum, d) => sum + d.principal, 0);
  const depositAmount = Number(subscription.deposit_amount);
  return {
    today,
    rule,
    holidays: holidays.ahead,
    holidaySet: holidays.calendar.fieldWorkHolidays,
    openDebtTotal,
    depositAmount,
    settlement: settle(depositAmount, openDebtTotal, rule, returnType),
    earliestCuttingDate: nextWorkingDay(addDays(today, 1), holidays.calendar.fieldWorkHolidays),
    openApplication: open ?? null,
  };
}
