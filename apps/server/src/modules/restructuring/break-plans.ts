import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { cancelAccruals } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { createRestoredAccruals } from './ledger-debts';
import * as repo from './repo';

export interface BreakRunResult {
  broken: number[];
  completed: number[];
}

const daysBefore = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Where the paid instalments go when a plan breaks (7440 art. 10 as understood [B]): the
 * member loses the scheme's benefits; what was paid is credited to the original principals,
 * oldest due date first (docs/domain/payments-and-banks.md), and each principal still unpaid becomes an open
 * accrual again with its original income type and due date, so the delay fine runs from the
 * original due date as if there had been no restructuring.
 */
export function creditPaidToDebts<T extends { principal: number }>(debts: readonly T[], paid: number): Array<T & { unpaid: number }> {
  let left = paid;
  return debts.map((debt) => {
    const credited = Math.min(debt.principal, left);
    left -= credited;
    return { ...debt, unpaid: debt.principal - credited };
  });
}

/** Breaks a plan inside the caller's transaction; false when it is no longer active. */
export async function breakPlanIn(trx: Db, log: { oid: number; registry_oid: number }, asOf: Date, paid: number, openInstalmentAccruals: number[], by: number | null = null) {
  const debts = await repo.findDebts(trx, log.oid);
  const restored = creditPaidToDebts(debts, paid).filter((d) => d.unpaid > 0);
  const restoredPrincipal = restored.reduce((sum, d) => sum + d.unpaid, 0);
  // Only one run breaks a plan: the status guard makes a concurrent second run change nothing.
  const updated = await repo.setLogStatus(trx, log.oid, 'broken', asOf, restoredPrincipal);
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await cancelAccruals(trx, openInstalmentAccruals, { reason: 'Yapılandırma bozuldu: kalan taksitler iptal edildi, borçlar asıllarına döndü.', by, at: asOf });
  const oids = await createRestoredAccruals(trx, log, istanbulDate(asOf), restored);
  for (const [i, debt] of restored.entries()) await repo.setRestoredAccrual(trx, log.oid, debt.accrual_oid, oids[i]!);
  return true;
}

function breakPlan(db: Db, log: { oid: number; registry_oid: number }, asOf: Date, paid: number, openInstalmentAccruals: number[]) {
  return db.transaction().execute((trx) => breakPlanIn(trx, log, asOf, paid, openInstalmentAccruals));
}

type Instalment = Awaited<ReturnType<typeof repo.findInstalments>>[number];

/** The scheme's rule: more instalments unpaid beyond the grace days than it tolerates. */
export function lateInstalments(instalments: readonly Instalment[], today: string, graceDays: number) {
  const lateBefore = daysBefore(today, graceDays);
  return instalments.filter((i) => i.status === 'open' && i.due_date < lateBefore);
}

/**
 * The breaking job (run by the server every hour, and by tests with a chosen day): a plan with
 * more instalments unpaid beyond the grace days than the scheme tolerates breaks; a plan
 * whose instalments are all paid is completed. A plan a revenue clerk has taken in the back
 * office is the clerk's to mark broken (ADR 13): the job leaves it waiting in the queue.
 */
export async function runBreakingJob(db: Db, asOf: Date): Promise<BreakRunResult> {
  const result: BreakRunResult = { broken: [], completed: [] };
  const today = istanbulDate(asOf);
  for (const log of await repo.findActiveLogs(db)) {
    const instalments = await repo.findInstalments(db, [log.oid]);
    if (instalments.every((i) => i.status === 'paid')) {
      if (Number((await repo.setLogStatus(db, log.oid, 'completed', null)).numUpdatedRows) === 1) result.completed.push(log.oid);
      continue;
    }
    if (log.assigned_member_oid !== null) continue;
    const late = lateInstalments(instalments, today, log.grace_days);
    if (late.length <= log.tolerated_late_instalments) continue;
    const paid = instalments.reduce((sum, i) => sum + Number(i.paid_amount), 0);
    const open = instalments.filter((i) => i.status === 'open').map((i) => i.accrual_oid);
    // An instalment a citizen is paying by card right now: the plan is looked at again next run.
    const broken = await breakPlan(db, log, asOf, paid, open).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'DEBT_IN_PAYMENT') return false;
      throw error;
    });
    if (broken) result.broken.push(log.oid);
  }
  return result;
}
