import { istanbulDate, type ParsedRequestOf, type ResponseOf } from '@ebelediye/contract';
import type { FileContent } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { Letterhead } from '../../documents/letterhead';
import { overdueWater } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { addressText } from '../../reference-data/address-text';
import * as repo from './case-repo';
import { reconnectionFee } from './tariff';
import { holderName, toCaseView, toItem } from './case-view';
import { orderCut } from './cut-orders';
import { noticePdf } from './notice-pdf';
import { sendNotice, type NoticeDeps, type Outcome } from './notices';
import { settlePaidCases } from './settle-paid';

const listLimit = 200;

/**
 * The clerk's list: every open case first (whatever is left of its debt), then the subscribers
 * over the threshold with no case yet, largest debts first. Cases a payment has ended are moved
 * before the list is read, so the list never offers to cut a paid line.
 */
export async function listLateDebts(db: Db, body: ParsedRequestOf<'GetBackOfficeWaterLateDebts'>, now: Date): Promise<ResponseOf<'GetBackOfficeWaterLateDebts'>> {
  await settlePaidCases(db, now);
  const today = istanbulDate(now);
  const threshold = body.queryType === 1 ? { minAmount: body.minimum } : { minBills: body.minimum };
  const [cases, over, noticeDays] = await Promise.all([repo.findOpenCases(db), overdueWater(db, { asOf: today, ...threshold }), repo.findNoticeDays(db)]);
  const withCase = new Set(cases.map((c) => Number(c.subscription_oid)));
  const candidates = over.filter((o) => !withCase.has(o.subscriptionOid));
  const overdueOfCases = await overdueWater(db, { asOf: today, subscriptionOids: [...withCase] });
  const overdueBy = new Map([...over, ...overdueOfCases].map((o) => [o.subscriptionOid, o]));
  const subscriptions = await repo.findSubscriptions(db, [...withCase, ...candidates.slice(0, listLimit * 2).map((c) => c.subscriptionOid)]);
  const byOid = new Map(subscriptions.map((s) => [Number(s.oid), s]));
  const fees = await repo.findFeeAmounts(
    db,
    cases.map((c) => c.reconnection_fee_accrual_oid).filter((oid): oid is number => oid !== null),
  );
  const caseItems = cases.flatMap((c) => {
    const s = byOid.get(Number(c.subscription_oid));
    const fee = c.reconnection_fee_accrual_oid === null ? null : (fees.get(Number(c.reconnection_fee_accrual_oid)) ?? null);
    return s ? [toItem(s, overdueBy.get(Number(s.oid)), toCaseView(c, today, overdueBy.has(Number(s.oid)), fee))] : [];
  });
  // A line no longer active (a cancellation under way, already cut) cannot be noticed: it is not offered.
  const candidateItems = candidates.flatMap((o) => {
    const s = byOid.get(o.subscriptionOid);
    const ended = s?.ended_on !== null && s?.ended_on !== undefined && String(s.ended_on).slice(0, 10) < today;
    return s && !ended && s.water_line_status === 1 ? [toItem(s, o, null)] : [];
  });
  return { items: [...caseItems, ...candidateItems.slice(0, listLimit)], overThreshold: candidateItems.length, noticeDays };
}

/** Late-debt operation 1 (send notice) or 2 (cut water) on each chosen subscriber, one by one. */
export async function runOperation(deps: NoticeDeps, body: ParsedRequestOf<'RunBackOfficeWaterLateDebtOperation'>): Promise<ResponseOf<'RunBackOfficeWaterLateDebtOperation'>> {
  const noticeDays = await repo.findNoticeDays(deps.db);
  const outcomes: Outcome[] = [];
  for (const subscriptionOid of new Set(body.subscriptionOids)) {
    outcomes.push(body.operationType === 1 ? await sendNotice(deps, subscriptionOid, noticeDays) : await orderCut(deps.db, subscriptionOid, deps.clerkOid, deps.now));
  }
  return {
    done: outcomes.flatMap((o) => ('done' in o ? [o.done] : [])),
    skipped: outcomes.flatMap((o) => ('skipped' in o ? [o.skipped] : [])),
  };
}

/** The printable notice of a case, from what was recorded when it was sent. */
export async function noticeFile(db: Db, letterhead: Letterhead, body: ParsedRequestOf<'GetBackOfficeWaterLateDebtNotice'>, now: Date): Promise<FileContent> {
  const row = await repo.findCase(db, body.caseOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [subscription] = await repo.findSubscriptions(db, [Number(row.subscription_oid)]);
  if (!subscription) throw new DomainError('NOT_FOUND');
  const fee = await reconnectionFee(db, subscription.subscriber_type, istanbulDate(now));
  const bytes = noticePdf(letterhead, {
    noticeNo: row.notice_no,
    noticedAt: row.noticed_at,
    payBy: String(row.pay_by).slice(0, 10),
    subscriberNo: subscription.subscriber_no,
    holderName: holderName(subscription),
    address: addressText(subscription),
    overdueAmount: Number(row.overdue_amount),
    overdueBills: row.overdue_bills,
    oldestDueDate: String(row.oldest_due_date).slice(0, 10),
    reconnectionFee: fee,
  });
  return { bytes, contentType: 'application/pdf', fileName: `ihbarname-${row.notice_no}.pdf`, disposition: body.disposition };
}
