import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { MailTransport, OutgoingMail } from '../../integrations/mail/transport';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';
import { loadReceipt, portalOrigin, renderReceiptPdf } from '../../ledger';
import { findMemberContact } from '../../accounts/consent-repo';
import { decisionMail, receiptMail, reminderMail, reminderSms, type ReminderFacts } from './messages';
import {
  abandonInterruptedSends,
  claimNotification,
  findDueNotifications,
  findQueuedNotification,
  markNotificationFailed,
  markNotificationSent,
  type NotificationRow,
} from './notification-repo';
import { findOutboxOutcome } from '../../integrations/sms/outbox-repo';
import { issueUnsubscribeUrl } from './unsubscribe';

export interface DispatchDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  sms: SmsGateway;
  mail: MailTransport | null;
  /** Waits between two SMS (the gateway's rate); tests pass a clock of their own. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A send interrupted this long ago (a copy that died mid-send) is given up. */
const interruptedAfterMs = 10 * 60 * 1000;

/**
 * Sends the notifications whose turn has come: each is claimed first (only one copy sends
 * it), then handed to its channel, then marked sent — or failed with the reason, to be tried
 * again after `retryMinutes` until `maxAttempts`. SMS are spaced to the gateway's rate.
 */
export async function dispatchNotifications(deps: DispatchDeps, limit?: number): Promise<{ sent: number; failed: number }> {
  const { db, config, now } = deps;
  const settings = config.notifications;
  await abandonInterruptedSends(db, new Date(now().getTime() - interruptedAfterMs), settings.maxAttempts);
  // One run sends no more than the gateway takes in most of an interval, so runs do not pile up.
  const perRun = limit ?? Math.max(1, Math.floor(settings.smsPerSecond * Math.max(settings.dispatchIntervalSeconds, 1) * 0.8));
  const channels = deps.mail ? (['sms', 'email'] as const) : (['sms'] as const);
  const due = await findDueNotifications(db, now(), settings.maxAttempts, perRun, channels);
  const spacing = 1000 / settings.smsPerSecond;
  const sleep = deps.sleep ?? realSleep;
  let sent = 0;
  let failed = 0;
  let smsSent = 0;
  for (const row of due) {
    if (row.channel === 'sms' && smsSent++ > 0) await sleep(spacing);
    const outcome = await sendClaimed(deps, row);
    if (outcome === 'sent') sent++;
    if (outcome === 'failed') failed++;
  }
  return { sent, failed };
}

/** Sends one queued notification now (a receipt mail right after its payment); the job retries it if this fails. */
export async function dispatchNow(deps: DispatchDeps, dedupeKey: string): Promise<'sent' | 'failed' | 'skipped'> {
  const row = await findQueuedNotification(deps.db, dedupeKey);
  if (!row || (row.channel === 'email' && !deps.mail)) return 'skipped';
  return sendClaimed(deps, row);
}

async function sendClaimed(deps: DispatchDeps, row: NotificationRow): Promise<'sent' | 'failed' | 'skipped'> {
  const { db, now } = deps;
  if (!(await claimNotification(db, row, now()))) return 'skipped';
  try {
    if (row.channel === 'sms') await sendSms(deps, row);
    else await deps.mail!.send(await composeMail(deps, row));
    await markNotificationSent(db, row.oid, now());
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'Gönderilemedi';
    deps.log.warn({ notificationOid: row.oid, channel: row.channel, attempt: row.attempts + 1 }, 'notification not sent');
    await markNotificationFailed(db, row.oid, reason, new Date(now().getTime() + deps.config.notifications.retryMinutes * 60_000));
    return 'failed';
  }
}

const reminderFacts = (config: AppConfig, row: NotificationRow): ReminderFacts => ({
  municipality: config.publicSetting.MunicipalityName,
  dueDate: String(row.due_date).slice(0, 10),
  daysLeft: row.purpose === 'reminder-7' ? 7 : 0,
  amount: Number(row.amount),
  payUrl: `${portalOrigin(config)}/DebtQuestioning`,
  onBehalfOf: row.on_behalf_of,
});

async function sendSms(deps: DispatchDeps, row: NotificationRow): Promise<void> {
  const body = reminderSms(reminderFacts(deps.config, row));
  const outboxOid = await deps.sms.enqueue(deps.db, {
    gsm: row.recipient,
    typeCode: smsTypeCodes.notice,
    messageCode: smsMessageCodes.debt,
    title: 'Son ödeme hatırlatması',
    body,
  });
  await deps.sms.deliver(deps.db, outboxOid);
  const outcome = await findOutboxOutcome(deps.db, outboxOid);
  if (outcome.status === 'FAILED') throw new Error(outcome.error ?? 'SMS sağlayıcısı iletiyi almadı.');
}

async function composeMail(deps: DispatchDeps, row: NotificationRow): Promise<OutgoingMail> {
  const { db, config } = deps;
  const unsubscribeUrl = await issueUnsubscribeUrl(db, config, row.member_oid, 'email', row.kind, deps.now());
  if (row.kind === 'decision') {
    return { to: row.recipient, ...decisionMail(config.publicSetting.MunicipalityName, row.subject ?? '', row.body ?? '', unsubscribeUrl) };
  }
  if (row.kind === 'receipt') {
    const member = await findMemberContact(db, row.member_oid);
    const receipt = member && row.collection_oid !== null ? await loadReceipt(db, config, [member.registry_oid], row.collection_oid) : null;
    if (!receipt) throw new Error('Makbuz bulunamadı.');
    const text = receiptMail(
      {
        municipality: config.publicSetting.MunicipalityName,
        receiptNo: receipt.receiptNo,
        amount: receipt.totalAmount,
        collectedAt: receipt.collectedAt.toISOString(),
        verificationUrl: receipt.verificationUrl,
      },
      unsubscribeUrl,
    );
    // E-mail crosses servers outside the municipality: the attached receipt masks the payer's ID number like the public copy.
    // The mail is Turkish, so its receipt is the official Turkish one (docs/domain/turkish-text.md, "PDFs").
    const pdf = renderReceiptPdf(receipt, { maskPayer: true, language: 'tr' });
    return {
      to: row.recipient,
      ...text,
      attachments: [{ fileName: `makbuz-${receipt.receiptNo}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) }],
    };
  }
  return { to: row.recipient, ...reminderMail(reminderFacts(config, row), unsubscribeUrl) };
}
