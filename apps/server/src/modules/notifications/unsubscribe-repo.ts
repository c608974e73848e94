import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { NotificationChannel, NotificationKind } from '../../db/schema/privacy';

type LinkClaims = { nonce: string; memberOid: number; channel: NotificationChannel; kind: NotificationKind };

export function insertUnsubscribeLink(db: Db, row: Insertable<Database['unsubscribe_link']>) {
  return db.insertInto('unsubscribe_link').values(row).execute();
}

/** Marks the link used only if it is the one issued for exactly this consent and not used yet. */
export async function spendUnsubscribeLink(db: Db, claims: LinkClaims, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('unsubscribe_link')
    .set({ used_at: now })
    .where('nonce', '=', claims.nonce)
    .where('member_oid', '=', claims.memberOid)
    .where('channel', '=', claims.channel)
    .where('kind', '=', claims.kind)
    .where('used_at', 'is', null)
    .returning('nonce')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function unsubscribeLinkExists(db: Db, claims: Pick<LinkClaims, 'nonce' | 'memberOid'>): Promise<boolean> {
  const row = await db.selectFrom('unsubscribe_link').select('nonce').where('nonce', '=', claims.nonce).where('member_oid', '=', claims.memberOid).executeTakeFirst();
  return row !== undefined;
}
