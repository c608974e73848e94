import { istanbulDate, type ParsedRequestOf, type ResponseOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { overdueWater } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { nextState, requireVersion, requireWon } from '../../platform/state-machine';
import { moveWaterLine, waterLine, type WaterLineMove } from '../../subscriptions/water-line';
import { lateDebtMachine } from './case-machine';
import * as repo from './case-repo';
import { toCaseView } from './case-view';

type Body = ParsedRequestOf<'ActOnBackOfficeWaterLateDebtCase'>;

const lineMoves: Record<Body['action'], Pick<WaterLineMove, 'from' | 'to'> & { reason: (noticeNo: string) => string }> = {
  recordCut: { from: waterLine.cutRequestSent, to: waterLine.cut, reason: (no) => `Su hattı gecikmiş borç nedeniyle kesildi (ihbarname ${no}).` },
  recordReconnection: { from: waterLine.cut, to: waterLine.active, reason: (no) => `Borç ödendi; su hattı yeniden açıldı (ihbarname ${no}).` },
};

/** The field crew's report, entered by the clerk: the line cut, or reconnected after payment. */
export async function actOnCase(db: Db, body: Body, clerkOid: number, now: Date): Promise<ResponseOf<'ActOnBackOfficeWaterLateDebtCase'>> {
  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.findCase(trx, body.caseOid);
    if (!current) throw new DomainError('NOT_FOUND');
    requireVersion(current.version, body.version);
    const to = nextState(lateDebtMachine, body.action, current.status);
    const [subscription] = await repo.lockSubscription(trx, Number(current.subscription_oid));
    const move = lineMoves[body.action];
    if (!subscription || subscription.water_line_status !== move.from) throw new DomainError('WATER_LINE_TRANSITION');
    const moved = await moveWaterLine(trx, {
      subscriptionOid: Number(current.subscription_oid),
      lateDebtCaseOid: Number(current.oid),
      from: move.from,
      to: move.to,
      reason: move.reason(current.notice_no),
      at: now,
    });
    if (!moved) throw new DomainError('WATER_LINE_TRANSITION');
    const set = body.action === 'recordCut' ? { status: to, cut_at: now, cut_by: clerkOid } : { status: to, reconnected_at: now, reconnected_by: clerkOid };
    return requireWon(await repo.updateCaseIf(trx, Number(current.oid), { version: current.version, status: current.status }, set));
  });
  const today = istanbulDate(now);
  const overdue = await overdueWater(db, { asOf: today, subscriptionOids: [Number(row.subscription_oid)] });
  return toCaseView(row, today, overdue.length > 0, null);
}
