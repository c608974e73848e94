import { formatMoney, waterApplicationRuleOf } from '@ebelediye/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import type { JobDefinition } from '../../platform/jobs';
import { cancelAccruals } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { recordEvent } from '../../platform/work-queue-repo';
import * as expiryRepo from './expiry-repo';
import { receivePaidApplications } from './paid-fees';
import * as repo from './repo';

/**
 * How long an application waits for its fees before it is closed (ADR 16): twice the fees' 15-day
 * due period, so a citizen who pays late but within the month still gets the application through.
 */
export const UNPAID_APPLICATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ExpiryDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  sms: SmsGateway;
}

type FeeRow = Awaited<ReturnType<typeof expiryRepo.lockFeeAccruals>>[number];
type Closure = { to: 'expired' } | { to: 'rejected'; paid: number };

/**
 * How an overdue application closes, from its locked fee accruals; null leaves it for the next
 * run. A fee in a card payment at the bank may still be paid, and one partly collected at the
 * counter is left to the water unit. Nothing paid: expired, the debts cancelled. Some fees paid:
 * the citizen must not lose that money, so it closes as rejected for non-payment, where the
 * water unit's four-eyes fee refund (ADR 16) pays it back, and the unpaid debts are cancelled.
 */
function closureOf(fees: readonly Pick<FeeRow, 'status' | 'amount' | 'collected' | 'in_payment'>[]): Closure | null {
  if (fees.some((f) => f.in_payment || (f.status === 'open' && f.collected) || (f.status !== 'open' && f.status !== 'paid'))) return null;
  const paid = fees.filter((f) => f.status === 'paid').reduce((sum, f) => sum + Number(f.amount), 0);
  if (fees.every((f) => f.status === 'paid')) return null; // paid in time: receivePaidApplications moves it on
  return paid === 0 ? { to: 'expired' } : { to: 'rejected', paid };
}

const texts = (closure: Closure, tracking: string, name: string, municipality: string) => {
  const late = `ücretleri ${UNPAID_APPLICATION_DAYS} gün içinde ödenmediği için`;
  if (closure.to === 'expired')
    return {
      note: `Ücretler ${UNPAID_APPLICATION_DAYS} gün içinde ödenmediği için başvurunuz kapatıldı ve ücret borçları iptal edildi.`,
      sms: `${municipality}: ${tracking} numaralı ${name} başvurunuzun ${late} başvurunuz kapatıldı. Dilerseniz yeniden başvurabilirsiniz.`,
    };
  const refund = `Ödediğiniz ${formatMoney(closure.paid)} size iade edilecektir.`;
  return {
    note: `Ücretlerin tamamı ${UNPAID_APPLICATION_DAYS} gün içinde ödenmediği için başvurunuz kapatıldı ve kalan ücret borçları iptal edildi. ${refund}`,
    sms: `${municipality}: ${tracking} numaralı ${name} başvurunuzun ${late} başvurunuz kapatıldı. ${refund}`,
  };
};

/** Closes one overdue application as closureOf decides; answers the SMS to send, or null. */
async function expireOne(deps: ExpiryDeps, row: Awaited<ReturnType<typeof expiryRepo.findUnpaidFiledBefore>>[number], now: Date) {
  return deps.db.transaction().execute(async (trx) => {
    const oid = Number(row.oid);
    const fees = await expiryRepo.lockFeeAccruals(trx, oid);
    const closure = closureOf(fees);
    if (!closure) return null;
    const name = waterApplicationRuleOf(row.application_type)?.name ?? 'Su';
    const { note, sms } = texts(closure, row.tracking_number, name, deps.config.publicSetting.MunicipalityName);
    const set = closure.to === 'rejected' ? { status: closure.to, rejection_reason: note, updated_at: now } : { status: closure.to, updated_at: now };
    if (!(await repo.updateApplicationIf(trx, oid, { version: row.version, status: 'awaitingPayment' }, set))) return null;
    await cancelAccruals(
      trx,
      fees.map((f) => Number(f.oid)),
      { reason: note, by: null, at: now },
    );
    await repo.insertStatusLine(trx, { application_oid: oid, status: closure.to, note, at: now });
    await recordEvent(trx, {
      queue: 'waterApplications',
      item_oid: oid,
      action: 'expired',
      from_status: 'awaitingPayment',
      to_status: closure.to,
      actor_member_oid: null,
      note: closure.to === 'rejected' ? `Ödenen ${formatMoney(closure.paid)} iade edilecek.` : null,
      at: now,
    });
    return deps.sms.enqueue(trx, { gsm: row.gsm, typeCode: smsTypeCodes.notice, messageCode: null, title: 'Su Başvurusu', body: sms });
  });
}

/**
 * The expiry run: first every paid application moves on (a fee paid in time wins), then each
 * application not fully paid in UNPAID_APPLICATION_DAYS is closed with its open fee debts cancelled.
 * Version-guarded, so a second run (or copy) closes nothing twice. Answers how many it closed.
 */
export async function expireUnpaidApplications(deps: ExpiryDeps, limit = 200): Promise<number> {
  const now = deps.now();
  await receivePaidApplications(deps.db, null, now, limit);
  const due = await expiryRepo.findUnpaidFiledBefore(deps.db, new Date(now.getTime() - UNPAID_APPLICATION_DAYS * DAY_MS), limit);
  let closed = 0;
  for (const row of due) {
    // A fee the applicant is paying by card right now: the application is looked at again next run.
    const outbox = await expireOne(deps, row, now).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'DEBT_IN_PAYMENT') return null;
      throw error;
    });
    if (outbox === null) continue;
    closed += 1;
    await deps.sms.deliver(deps.db, outbox);
  }
  if (closed > 0) deps.log.info({ closed }, 'unpaid water applications expired');
  return closed;
}

/** Hourly, once across copies (ADR 14); an application closes within the hour after its day. */
export const waterApplicationJobs = (deps: ExpiryDeps): JobDefinition[] => [
  { name: 'water-application-expiry', intervalMs: 60 * 60 * 1000, run: () => expireUnpaidApplications(deps) },
];
