import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import type { BackOfficeQueue } from '@ebelediye/contract';

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

/**
 * A back-office export in the audit log (docs/security.md, exports): who took which queue's list
 * out, under which filter exactly as sent, and how many rows.
 */
export function recordQueueExport(db: Db, e: { staffOid: number; queue: BackOfficeQueue; filter: Record<string, unknown>; rows: number; ip: string; at: Date }) {
  return insertAuditEvent(db, {
    occurred_at: e.at,
    event_type: 'BACKOFFICE_EXPORT',
    member_oid: e.staffOid,
    method: null,
    success: true,
    ip_address: e.ip,
    reason: JSON.stringify({ queue: e.queue, rows: e.rows, filter: e.filter }),
    device_class: null,
  });
}
