import type { Insertable } from 'kysely';
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
