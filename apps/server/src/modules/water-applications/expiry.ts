import { waterApplicationRuleOf } from '@ebelediye/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import type { JobDefinition } from '../../platform/jobs';
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

/** Closes one application, unless a fee was paid, collected or is in a card payment meanwhile; answers the SMS to send. */
async function expireOne(deps: ExpiryDeps, row: Awaited<ReturnType<typeof expiryRepo.findUnpaidFiledBefore>>[number], now: Date) {
  return deps.db.transaction().execute(async (trx) => {
    const fees = await expiryRepo.lockFeeAccruals(trx, Number(row.oid));
    if (fees.some((f) => f.status !== 'open' || f.collected || f.in_payment)) return null;
    const moved = await repo.updateApplicationIf(trx, Number(row.oid), { version: row.version, status: 'awaitingPayment' }, { status: 'expired', updated_at: now });
    if (!moved) return null;
    await expiryRepo.cancelOpenAccruals(
      trx,
      fees.map((f) => Number(f.oid)),
    );
    const note = `Ücretler ${UNPAID_APPLICATION_DAYS} gün içinde ödenmediği için başvurunuz kapatıldı ve ücret borçları iptal edildi.`;
    await repo.insertStatusLine(trx, { application_oid: Number(row.oid), status: 'expired', note, at: now });
    await recordEvent(trx, {
      queue: 'waterApplications',
      item_oid: Number(row.oid),
      action: 'expired',
      from_status: 'awaitingPayment',
      to_status: 'expired',
      actor_member_oid: null,
      note: null,
      at: now,
    });
    const name = waterApplicationRuleOf(row.application_type)?.name ?? 'Su';
    return deps.sms.enqueue(trx, {
      gsm: row.gsm,
      typeCode: smsTypeCodes.notice,
      messageCode: null,
      title: 'Su Başvurusu',
      body: `${deps.config.publicSetting.MunicipalityName}: ${row.tracking_number} numaralı ${name} başvurunuzun ücretleri ${UNPAID_APPLICATION_DAYS} gün içinde ödenmediği için başvurunuz kapatıldı. Dilerseniz yeniden başvurabilirsiniz.`,
    });
  });
}

/**
 * The expiry run: first every paid application moves on (a fee paid in time wins), then each
 * application unpaid for UNPAID_APPLICATION_DAYS is closed with its open fee debts cancelled.
 * Version-guarded, so a second run (or copy) closes nothing twice. Answers how many it closed.
 */
export async function expireUnpaidApplications(deps: ExpiryDeps, limit = 200): Promise<number> {
  const now = deps.now();
  await receivePaidApplications(deps.db, null, now, limit);
  const due = await expiryRepo.findUnpaidFiledBefore(deps.db, new Date(now.getTime() - UNPAID_APPLICATION_DAYS * DAY_MS), limit);
  let closed = 0;
  for (const row of due) {
    const outbox = await expireOne(deps, row, now);
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
