import { formatTurkishDate, istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { overdueWater } from '../../ledger';
import { nextState } from '../../platform/state-machine';
import { moveWaterLine, waterLine } from '../../subscriptions/water-line';
import { lateDebtMachine } from './case-machine';
import * as repo from './case-repo';
import type { Outcome } from './notices';

/**
 * Orders the cut of one line whose notice period has passed with the debt still overdue: the
 * line moves to "cut request sent" for the field crew. A debt paid meanwhile is left to
 * `settlePaidCases`, which ends the case.
 */
export async function orderCut(db: Db, subscriptionOid: number, clerkOid: number, now: Date): Promise<Outcome> {
  const skip = (reason: string): Outcome => ({ skipped: { subscriptionOid, reason } });
  const today = istanbulDate(now);
  return db.transaction().execute(async (trx) => {
    const [subscription] = await repo.lockSubscription(trx, subscriptionOid);
    const [open] = await repo.findOpenCases(trx, [subscriptionOid]);
    if (!subscription || !open) return skip('Abone için gönderilmiş bir ihbarname yok.');
    if (open.status !== 'noticed') return skip('Su kesim iş emri daha önce verilmiş.');
    const payBy = String(open.pay_by).slice(0, 10);
    if (payBy >= today) return skip(`İhbarnamedeki ödeme süresi ${formatTurkishDate(payBy)} günü sona eriyor; su ancak bu tarihten sonra kesilebilir.`);
    const [overdue] = await overdueWater(trx, { asOf: today, subscriptionOids: [subscriptionOid] });
    if (!overdue) return skip('Vadesi geçmiş su borcu ödenmiş.');
    const moved = await moveWaterLine(trx, {
      subscriptionOid,
      lateDebtCaseOid: Number(open.oid),
      from: waterLine.active,
      to: waterLine.cutRequestSent,
      reason: `Gecikmiş su borcu nedeniyle su kesim iş emri verildi (ihbarname ${open.notice_no}).`,
      at: now,
    });
    if (!moved) return skip('Su hattı aktif değil.');
    const to = nextState(lateDebtMachine, 'orderCut', open.status);
    await repo.updateCaseIf(trx, Number(open.oid), { version: open.version, status: open.status }, { status: to, cut_ordered_at: now, cut_ordered_by: clerkOid });
    return { done: { subscriptionOid, caseOid: Number(open.oid), noticeNo: open.notice_no } };
  });
}
