import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { createAccruals, overdueWater, revenueCodes, WATER_INCOME_TYPE } from '../../ledger';
import { nextState } from '../../platform/state-machine';
import { addDays } from '../../reference-data/calendar';
import { moveWaterLine, waterLine } from '../../subscriptions/water-line';
import { lateDebtMachine } from './case-machine';
import * as repo from './case-repo';
import { reconnectionFee } from './tariff';

/** How long the reconnection fee gives to be paid: it goes with the next bills, not before the water. */
const reconnectionFeeDays = 30;

/**
 * Ends the cases whose overdue water debt has been paid, by any channel (the card window, the
 * counter, a bank): checked whenever the clerk's list is read and by a background job, so the
 * payment flow knows nothing of late debts (as with water application fees). Before the cut the
 * case is settled and a cut order withdrawn; after it the reconnection is ordered and the
 * tariff's reconnection fee accrued. Each case moves in its own transaction, version-guarded.
 */
export async function settlePaidCases(db: Db, now: Date, limit = 500): Promise<number> {
  const today = istanbulDate(now);
  const cases = await repo.findCasesAwaitingPayment(db, limit);
  if (cases.length === 0) return 0;
  const stillOverdue = new Set((await overdueWater(db, { asOf: today, subscriptionOids: cases.map((c) => Number(c.subscription_oid)) })).map((o) => o.subscriptionOid));
  let moved = 0;
  for (const row of cases) {
    if (stillOverdue.has(Number(row.subscription_oid))) continue;
    const settled = await db
      .transaction()
      .execute((trx) => settleOne(trx, row, now))
      .catch((error: unknown) => {
        if (error instanceof StaleCase) return false;
        throw error;
      });
    if (settled) moved++;
  }
  return moved;
}

async function settleOne(trx: Db, row: repo.CaseRow, now: Date): Promise<boolean> {
  const today = istanbulDate(now);
  const caseOid = Number(row.oid);
  const subscriptionOid = Number(row.subscription_oid);
  const [subscription] = await repo.lockSubscription(trx, subscriptionOid);
  if (!subscription) return false;
  // Read again under the lock: a bill that fell due since the list was read keeps the case open.
  if ((await overdueWater(trx, { asOf: today, subscriptionOids: [subscriptionOid] })).length > 0) return false;
  const to = nextState(lateDebtMachine, 'paid', row.status);
  let feeAccrualOid: number | null = null;
  if (row.status === 'cutOrdered') {
    await moveWaterLine(trx, {
      subscriptionOid,
      lateDebtCaseOid: caseOid,
      from: waterLine.cutRequestSent,
      to: waterLine.active,
      reason: `Gecikmiş su borcu kesimden önce ödendi; su kesim iş emri geri alındı (ihbarname ${row.notice_no}).`,
      at: now,
    });
  }
  if (row.status === 'cut') {
    const fee = await reconnectionFee(trx, subscription.subscriber_type, today);
    if (fee > 0) {
      const [oid] = await createAccruals(trx, [
        {
          registry_oid: Number(subscription.registry_oid),
          income_type_code: WATER_INCOME_TYPE,
          revenue_code: revenueCodes.waterReconnection,
          revenue_type: 2,
          description: `Su Açma-Kapama Bedeli (ihbarname ${row.notice_no})`,
          year: Number(today.slice(0, 4)),
          period_label: today.slice(0, 7).replace('-', '/'),
          amount: fee,
          due_date: addDays(today, reconnectionFeeDays),
          accrued_on: today,
          source_kind: 'fee',
          source_oid: caseOid,
          subscription_oid: subscriptionOid,
          real_estate_oid: null,
        },
      ]);
      feeAccrualOid = oid ?? null;
    }
  }
  const updated = await repo.updateCaseIf(trx, caseOid, { version: row.version, status: row.status }, { status: to, paid_at: now, reconnection_fee_accrual_oid: feeAccrualOid });
  if (!updated) throw new StaleCase();
  return true;
}

/** Another reader moved the case first: its transaction rolls back, the fee is not accrued twice. */
class StaleCase extends Error {}
