import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

export async function insertOutboxMessage(db: Db, row: Insertable<Database['sms_outbox']>): Promise<number> {
  return (await db.insertInto('sms_outbox').values(row).returning('oid').executeTakeFirstOrThrow()).oid;
}

export function findQueuedMessage(db: Db, oid: number) {
  return db.selectFrom('sms_outbox').select(['oid', 'gsm', 'body']).where('oid', '=', oid).where('status', '=', 'QUEUED').executeTakeFirst();
}

export function markSent(db: Db, oid: number, reference: string, now: Date) {
  return db.updateTable('sms_outbox').set({ status: 'SENT', provider_ref: reference, sent_at: now }).where('oid', '=', oid).execute();
}

export function markFailed(db: Db, oid: number, error: string) {
  return db.updateTable('sms_outbox').set({ status: 'FAILED', error }).where('oid', '=', oid).execute();
}

/** The messages sent to one phone, newest first: what the simulator's inbox shows. */
export function findMessagesForGsm(db: Db, gsm: string, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['oid', 'gsm', 'type_code', 'message_code', 'title', 'body', 'status', 'created_at', 'sent_at'])
    .where('gsm', '=', gsm)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the provider took a message, and its error if not. */
export function findOutboxOutcome(db: Db, oid: number) {
  return db.selectFrom('sms_outbox').select(['status', 'error']).where('oid', '=', oid).executeTakeFirstOrThrow();
}

/** What the operators' log narrows the outbox to: one phone, words of the text (a LIKE pattern), or nothing (null: every message). */
export type OutboxSearch = { gsm: string } | { textPattern: string } | { nothing: true } | null;

function outboxMatching(search: OutboxSearch) {
  return (eb: ExpressionBuilder<Database, 'sms_outbox'>) => {
    if (search === null) return eb.val(true);
    if ('gsm' in search) return eb('gsm', '=', search.gsm);
    if ('textPattern' in search) return eb.or([eb('title', 'ilike', search.textPattern), eb('body', 'ilike', search.textPattern)]);
    return eb.val(false);
  };
}

/** The operators' log of every SMS, newest first, after a (time, oid) cursor. */
export function findOutboxPage(
  db: Db,
  filter: { status?: 'QUEUED' | 'SENT' | 'FAILED' | undefined; search: OutboxSearch; before?: { at: Date; oid: number } | undefined },
  limit: number,
) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['oid', 'gsm', 'type_code', 'message_code', 'title', 'body', 'status', 'error', 'created_at', 'sent_at'])
    .where(outboxMatching(filter.search))
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  const before = filter.before;
  if (before) query = query.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('oid', '<', before.oid)])]));
  return query.execute();
}

/** How many messages the search finds per status, and how many of them were queued since `since`. */
export async function countOutbox(db: Db, search: OutboxSearch, since: Date) {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.countAll<number>().filterWhere('created_at', '>=', since).as('recent')])
    .where(outboxMatching(search))
    .groupBy('status')
    .execute();
  const of = (status: 'QUEUED' | 'SENT' | 'FAILED') => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: of('QUEUED'), sent: of('SENT'), failed: of('FAILED'), today: rows.reduce((sum, r) => sum + Number(r.recent), 0) };
}
