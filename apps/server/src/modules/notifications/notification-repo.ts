import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { MessageSearch } from './message-search';

type NewNotification = Omit<Insertable<Database['notification']>, 'status' | 'attempts'>;

/** Queues a notification unless one with its key exists: answers whether it was queued now. */
export async function queueNotification(db: Db, row: NewNotification): Promise<boolean> {
  const inserted = await db
    .insertInto('notification')
    .values({ ...row, status: 'queued' })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('oid')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** E-mail still waiting to go out: how many, and since when. */
export function findQueuedMailSummary(db: Db) {
  return db
    .selectFrom('notification')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('channel', '=', 'email')
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
}

/** Notifications whose turn has come: queued ones, and failed ones with tries left. */
export function findDueNotifications(db: Db, now: Date, maxAttempts: number, limit: number, channels: readonly ('sms' | 'email')[]) {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('next_attempt_at', '<=', now)
    .where('channel', 'in', [...channels])
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'failed'), eb('attempts', '<', maxAttempts)])]))
    .orderBy('next_attempt_at')
    .orderBy('oid')
    .limit(limit)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof findDueNotifications>>[number];

/**
 * Takes one notification for sending by compare-and-set on its status and attempts: of two
 * copies that saw it, only one moves it to 'sending'.
 */
export async function claimNotification(db: Db, row: NotificationRow, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('notification')
    .set({ status: 'sending', attempts: row.attempts + 1, next_attempt_at: now })
    .where('oid', '=', row.oid)
    .where('status', '=', row.status)
    .where('attempts', '=', row.attempts)
    .returning('oid')
    .executeTakeFirst();
  return claimed !== undefined;
}

export function markNotificationSent(db: Db, oid: number, now: Date) {
  return db.updateTable('notification').set({ status: 'sent', sent_at: now, last_error: null }).where('oid', '=', oid).where('status', '=', 'sending').execute();
}

export function markNotificationFailed(db: Db, oid: number, error: string, retryAt: Date) {
  return db.updateTable('notification').set({ status: 'failed', last_error: error, next_attempt_at: retryAt }).where('oid', '=', oid).where('status', '=', 'sending').execute();
}

/**
 * A notification left 'sending' by a copy that stopped mid-send may or may not have gone out:
 * it is marked failed with no tries left, for the operator to judge, so it is never sent twice.
 */
export function abandonInterruptedSends(db: Db, before: Date, maxAttempts: number) {
  return db
    .updateTable('notification')
    .set({ status: 'failed', attempts: maxAttempts, last_error: 'Gönderim yarıda kaldı; iletilip iletilmediği bilinmiyor, yeniden denenmedi.' })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<', before)
    .execute();
}

/** The operator's list, newest first, keyset-paged on (created_at, oid). */
/** The rows a search names: a phone or address they went to, or words of their subject or text. */
function matching(search: MessageSearch) {
  return (eb: ExpressionBuilder<Database, 'notification'>) => {
    switch (search.kind) {
      case 'none':
        return eb.val(true);
      case 'gsm':
        return eb('recipient', '=', search.gsm);
      case 'email':
        return eb(eb.fn('lower', ['recipient']), '=', search.email);
      case 'text':
        return eb.or([eb('subject', 'ilike', search.pattern), eb('body', 'ilike', search.pattern)]);
    }
  };
}

export function findNotificationsPage(
  db: Db,
  filter: { status?: 'queued' | 'sending' | 'sent' | 'failed' | undefined; search: MessageSearch; before?: { at: Date; oid: number } | undefined },
  limit: number,
) {
  let query = db
    .selectFrom('notification')
    .select(['oid', 'channel', 'kind', 'purpose', 'status', 'attempts', 'last_error', 'due_date', 'amount', 'created_at', 'sent_at', 'recipient', 'on_behalf_of'])
    .where(matching(filter.search))
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  const before = filter.before;
  if (before) query = query.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('oid', '<', before.oid)])]));
  return query.execute();
}

export async function countNotificationsByStatus(db: Db, search: MessageSearch) {
  const rows = await db
    .selectFrom('notification')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where(matching(search))
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<'queued' | 'sending' | 'sent' | 'failed', number>>;
}

/** A notification still waiting to go out, by the key that makes it unique. */
export function findQueuedNotification(db: Db, dedupeKey: string) {
  return db.selectFrom('notification').selectAll().where('dedupe_key', '=', dedupeKey).where('status', '=', 'queued').executeTakeFirst();
}

/** Members with an open accrual due on one of the days, with their contact details. */
export function findMembersWithDebtDueOn(db: Db, dueDates: string[]) {
  return db
    .selectFrom('accrual')
    .innerJoin('member', 'member.registry_oid', 'accrual.registry_oid')
    .select(['member.oid', 'member.registry_oid', 'member.gsm', 'member.email', 'member.sms_consent'])
    .distinct()
    .where('accrual.status', '=', 'open')
    .where('accrual.due_date', 'in', dueDates)
    .where('member.status', '=', 'ACTIVE')
    .execute();
}

/**
 * Companies with an open accrual due on one of the days and no active membership of their own,
 * with each representative (registry_representative) who is an active member: the member's
 * contact details, and the company's registry and title.
 */
export function findRepresentativesWithCompanyDebtDueOn(db: Db, dueDates: string[]) {
  return db
    .selectFrom('accrual')
    .innerJoin('registry as company', 'company.oid', 'accrual.registry_oid')
    .innerJoin('registry_representative as rr', 'rr.company_registry_oid', 'accrual.registry_oid')
    .innerJoin('member', 'member.registry_oid', 'rr.person_registry_oid')
    .select(['member.oid', 'member.gsm', 'member.email', 'member.sms_consent', 'company.oid as company_registry_oid', 'company.title'])
    .distinct()
    .where('accrual.status', '=', 'open')
    .where('accrual.due_date', 'in', dueDates)
    .where('member.status', '=', 'ACTIVE')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member as own').select('own.oid').whereRef('own.registry_oid', '=', 'accrual.registry_oid').where('own.status', '=', 'ACTIVE'))))
    .execute();
}
