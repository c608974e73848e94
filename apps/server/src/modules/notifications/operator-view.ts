import type { ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { staffRolesOf } from '../../accounts/staff-roles';
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

/** What the reminders and receipt mails did, for an ADMIN or a PAYMENTS_OPERATOR. */
export async function notificationLog(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeNotifications'>) {
  const { roles, admin } = await staffRolesOf(ctx.db, member.userOid);
  if (!admin && !roles.includes('PAYMENTS_OPERATOR')) throw new DomainError('FORBIDDEN');
  const rows = await findNotificationsPage(ctx.db, { status: body.status, before: decodeCursor(body.cursor) }, PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const counts = await countNotificationsByStatus(ctx.db);
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
