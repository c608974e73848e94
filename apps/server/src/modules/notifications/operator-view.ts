import type { ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { staffRolesOf } from '../../accounts/staff-roles';
import { istanbulDate } from '@ebelediye/contract';
import { countOutbox, findOutboxPage, type OutboxSearch } from '../../integrations/sms/outbox-repo';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';
import { dayStart } from '../../platform/work-queue';
import { messageSearch, type MessageSearch } from './message-search';
import { countNotificationsByStatus, findNotificationsPage } from './notification-repo';

const PAGE_SIZE = 50;

/** The operator sees where a message went without reading it: 5** *** ** 67, a***@alan.com. */
export function maskRecipient(channel: 'sms' | 'email', recipient: string): string {
  if (channel === 'sms') return `${recipient.slice(0, 1)}** *** ** ${recipient.slice(-2)}`;
  const [local = '', domain = ''] = recipient.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const encodeCursor = (at: Date, oid: number) => Buffer.from(`${at.toISOString()}|${oid}`).toString('base64url');

function decodeCursor(cursor: string | undefined): { at: Date; oid: number } | undefined {
  if (!cursor) return undefined;
  const [iso, oid] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !/^\d+$/.test(oid ?? '')) throw new DomainError('VALIDATION_FAILED', 'Geçersiz sayfa imleci.');
  return { at, oid: Number(oid) };
}

/** The message logs are an ADMIN's or a PAYMENTS_OPERATOR's: they say who was written to, and when. */
async function requireMessageOperator(ctx: OperationContext, member: Member) {
  const { roles, admin } = await staffRolesOf(ctx.db, member.userOid);
  if (!admin && !roles.includes('PAYMENTS_OPERATOR')) throw new DomainError('FORBIDDEN');
}

/** What the reminders, decision and receipt mails did, for an ADMIN or a PAYMENTS_OPERATOR. */
export async function notificationLog(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeNotifications'>) {
  await requireMessageOperator(ctx, member);
  const search = messageSearch(body.search);
  const rows = await findNotificationsPage(ctx.db, { status: body.status, search, before: decodeCursor(body.cursor) }, PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const counts = await countNotificationsByStatus(ctx.db, search);
  return {
    items: page.map((r) => ({
      oid: r.oid,
      channel: r.channel,
      kind: r.kind,
      purpose: r.purpose,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      dueDate: r.due_date === null ? null : String(r.due_date).slice(0, 10),
      amount: r.amount === null ? null : Number(r.amount),
      recipient: maskRecipient(r.channel, r.recipient),
      onBehalfOf: r.on_behalf_of,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
    })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.created_at, last.oid) : null,
    counts: { queued: counts.queued ?? 0, sending: counts.sending ?? 0, sent: counts.sent ?? 0, failed: counts.failed ?? 0 },
  };
}

/** A phone or a word of the text narrows the SMS log; an e-mail address finds no SMS. */
const outboxSearchOf = (search: MessageSearch): OutboxSearch =>
  search.kind === 'none' ? null : search.kind === 'gsm' ? { gsm: search.gsm } : search.kind === 'text' ? { textPattern: search.pattern } : { nothing: true };

/** A code or a new password is the citizen's secret: the log says that it went, never what it was. */
function smsKind(typeCode: number, messageCode: number | null): 'code' | 'password' | 'notice' {
  if (typeCode === smsTypeCodes.verification) return 'code';
  if (messageCode === smsMessageCodes.password || messageCode === smsMessageCodes.membership) return 'password';
  return 'notice';
}

const smsStatus = { QUEUED: 'queued', SENT: 'sent', FAILED: 'failed' } as const;

/** Every SMS the portal wrote, for an ADMIN or a PAYMENTS_OPERATOR: what went, what failed and why, what waits. */
export async function smsLog(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeSmsLog'>) {
  await requireMessageOperator(ctx, member);
  const search = outboxSearchOf(messageSearch(body.search));
  const status = body.status ? (body.status.toUpperCase() as 'QUEUED' | 'SENT' | 'FAILED') : undefined;
  const rows = await findOutboxPage(ctx.db, { status, search, before: decodeCursor(body.cursor) }, PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const counts = await countOutbox(ctx.db, search, dayStart(istanbulDate(ctx.now())));
  return {
    items: page.map((r) => {
      const kind = smsKind(r.type_code, r.message_code);
      return {
        oid: r.oid,
        kind,
        title: r.title,
        text: kind === 'notice' ? r.body : null,
        recipient: maskRecipient('sms', r.gsm),
        status: smsStatus[r.status],
        error: r.error,
        createdAt: r.created_at.toISOString(),
        sentAt: r.sent_at?.toISOString() ?? null,
      };
    }),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.created_at, last.oid) : null,
    counts,
  };
}
