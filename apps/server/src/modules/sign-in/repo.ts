import type { Db } from '../../db/kysely';

export function insertLoginTicket(db: Db, row: { ticket_hash: string; member_oid: number; created_at: Date; expires_at: Date }) {
  return db.insertInto('login_ticket').values(row).execute();
}

/** Spends a live ticket: the update is the check, so a ticket signs in at most once. */
export function spendLoginTicket(db: Db, ticketHash: string, now: Date) {
  return db
    .updateTable('login_ticket')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_oid')
    .executeTakeFirst();
}

export function deleteStaleTickets(db: Db, now: Date) {
  return db.deleteFrom('login_ticket').where('expires_at', '<', now).execute();
}
