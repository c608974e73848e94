import { formatMoney, formatTurkishDate, istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';
import { overdueWater } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { RateLimiter } from '../../platform/rate-limit';
import { addDays, nextWorkingDay } from '../../reference-data/calendar';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { waterLine } from '../../subscriptions/water-line';
import * as repo from './case-repo';

export interface NoticeDeps {
  db: Db;
  sms: Pick<SmsGateway, 'enqueue' | 'deliver'>;
  limiter: Pick<RateLimiter, 'hitFor'>;
  municipality: string;
  clerkOid: number;
  now: Date;
}

export type Outcome = { done: { subscriptionOid: number; caseOid: number; noticeNo: string } } | { skipped: { subscriptionOid: number; reason: string } };

export const noticeNumber = (year: string, caseOid: number) => `IHB-${year}-${String(caseOid).padStart(6, '0')}`;

/** The day the notice's period ends: the notice days after today, moved to a working day (VUK art. 18). */
export async function payByDate(db: Db, today: string, noticeDays: number): Promise<string> {
  const calendar = await holidayCalendar(db);
  return nextWorkingDay(addDays(today, noticeDays), calendar.deadlineHolidays);
}

export const noticeSmsText = (municipality: string, c: { subscriberNo: string; bills: number; amount: number; payBy: string; noticeNo: string }) =>
  `${municipality}: ${c.subscriberNo} numaralı su aboneliğinizin vadesi geçmiş ${c.bills} faturası (toplam ${formatMoney(c.amount)}) ödenmemiştir. ` +
  `${formatTurkishDate(c.payBy)} tarihine kadar ödenmezse su hattınız kesilecektir. İhbarname no: ${c.noticeNo}`;

/**
 * Sends one subscriber the notice (docs/domain/water.md, "Late debts"): a case with the period
 * to pay, and an SMS to the phone registered on the subscription. The notice is a legal
 * notification, so it goes whatever the holder's reminder consent; without a registered phone
 * the printed notice is the only one. The phone's SMS limit still holds.
 */
export async function sendNotice(deps: NoticeDeps, subscriptionOid: number, noticeDays: number): Promise<Outcome> {
  const skip = (reason: string): Outcome => ({ skipped: { subscriptionOid, reason } });
  const today = istanbulDate(deps.now);
  const payBy = await payByDate(deps.db, today, noticeDays);
  const written = await deps.db.transaction().execute(async (trx) => {
    const [subscription] = await repo.lockSubscription(trx, subscriptionOid);
    if (!subscription) return skip('Abonelik bulunamadı.');
    if (subscription.ended_on !== null && String(subscription.ended_on).slice(0, 10) < today) return skip('Abonelik sona ermiş.');
    if (subscription.water_line_status !== waterLine.active) return skip('Su hattı aktif değil.');
    if ((await repo.findOpenCases(trx, [subscriptionOid])).length > 0) return skip('Abone için açık bir ihbarname işlemi var.');
    const [overdue] = await overdueWater(trx, { asOf: today, subscriptionOids: [subscriptionOid] });
    if (!overdue) return skip('Vadesi geçmiş su borcu yok.');
    const caseOid = await repo.nextCaseOid(trx);
    const noticeNo = noticeNumber(today.slice(0, 4), caseOid);
    const gsm = subscription.gsm;
    const smsAllowed = gsm ? await withinSmsLimit(deps.limiter, gsm) : false;
    await repo.insertCase(trx, {
      oid: caseOid,
      subscription_oid: subscriptionOid,
      status: 'noticed',
      notice_no: noticeNo,
      overdue_amount: overdue.amount,
      overdue_bills: overdue.bills,
      oldest_due_date: overdue.oldestDueDate,
      pay_by: payBy,
      noticed_at: deps.now,
      noticed_by: deps.clerkOid,
      notice_sms_sent: smsAllowed,
    });
    const outboxOid =
      gsm && smsAllowed
        ? await deps.sms.enqueue(trx, {
            gsm,
            typeCode: smsTypeCodes.notice,
            messageCode: smsMessageCodes.debt,
            title: 'Su borcu ihbarnamesi',
            body: noticeSmsText(deps.municipality, { subscriberNo: subscription.subscriber_no, bills: overdue.bills, amount: overdue.amount, payBy, noticeNo }),
          })
        : null;
    return { outcome: { done: { subscriptionOid, caseOid, noticeNo } } as Outcome, outboxOid };
  });
  if (!('outcome' in written)) return written;
  if (written.outboxOid !== null) await deps.sms.deliver(deps.db, written.outboxOid);
  return written.outcome;
}

async function withinSmsLimit(limiter: NoticeDeps['limiter'], gsm: string): Promise<boolean> {
  try {
    await limiter.hitFor('smsPerPhone', 'LATE_DEBT_NOTICE', gsm);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}
