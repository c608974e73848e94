import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import type { NotificationChannel, NotificationKind } from '../db/schema/privacy';
import type { Insertable } from 'kysely';

export function insertConsent(db: Db, row: Insertable<Database['notification_consent']>) {
  return db.insertInto('notification_consent').values(row).execute();
}

/** Every consent record of a member, newest first (the first per channel and kind is the current one). */
export function findConsentRecords(db: Db, memberOid: number) {
  return db
    .selectFrom('notification_consent')
    .select(['channel', 'kind', 'given', 'wording_version', 'wording', 'source', 'recorded_at'])
    .where('member_oid', '=', memberOid)
    .orderBy('recorded_at', 'desc')
    .orderBy('oid', 'desc')
    .execute();
}

/** The members whose latest record for a channel and kind is a given consent. */
export function findConsentingMembers(db: Db, channel: NotificationChannel, kind: NotificationKind, memberOids: readonly number[]) {
  if (memberOids.length === 0) return Promise.resolve([] as { member_oid: number; given: boolean }[]);
  return db
    .selectFrom('notification_consent')
    .select(['member_oid', 'given'])
    .distinctOn('member_oid')
    .where('channel', '=', channel)
    .where('kind', '=', kind)
    .where('member_oid', 'in', [...memberOids])
    .orderBy('member_oid')
    .orderBy('recorded_at', 'desc')
    .orderBy('oid', 'desc')
    .execute();
}

const memberContact = (db: Db) => db.selectFrom('member').select(['oid', 'registry_oid', 'gsm', 'email', 'sms_consent', 'status']);

export function findMemberContact(db: Db, memberOid: number) {
  return memberContact(db).where('oid', '=', memberOid).executeTakeFirst();
}

/** The member account of a registry (a registry has at most one), if it has one. */
export function findMemberContactOfRegistry(db: Db, registryOid: number) {
  return memberContact(db).where('registry_oid', '=', registryOid).executeTakeFirst();
}

export function setSmsInfoFlag(db: Db, memberOid: number, given: boolean) {
  return db.updateTable('member').set({ sms_consent: given }).where('oid', '=', memberOid).execute();
}
