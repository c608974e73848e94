import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

export function insertAuditEvent(db: Db, row: Insertable<Database['audit_event']>) {
  return db.insertInto('audit_event').values(row).execute();
}

/** The member's own sign-in history, newest first. */
export function findRecentSignIns(db: Db, memberOid: number, limit: number) {
  return db
    .selectFrom('audit_event')
    .select(['occurred_at', 'method', 'success', 'ip_address'])
    .where('member_oid', '=', memberOid)
    .where('event_type', '=', 'SIGN_IN')
    .orderBy('occurred_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}
