import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import type { StoredAuthorityStatus } from '../db/schema/authorities';

const authorityColumns = [
  'member_authority.oid',
  'member_authority.principal_registry_oid',
  'member_authority.granted_by_member_oid',
  'member_authority.grantee_member_oid',
  'member_authority.scopes',
  'member_authority.valid_from',
  'member_authority.valid_until',
  'member_authority.status',
  'member_authority.created_at',
] as const;

/** The authorisations in force for a grantee on a day that name the scope: accepted, started, not ended. */
export function findAuthoritiesInForce(db: Db, granteeMemberOid: number, scope: string, day: string) {
  return db
    .selectFrom('member_authority')
    .select(['oid', 'principal_registry_oid'])
    .where('grantee_member_oid', '=', granteeMemberOid)
    .where('status', '=', 'active')
    .where('valid_from', '<=', day)
    .where('valid_until', '>=', day)
    .where((eb) => eb(eb.val(scope), '=', eb.fn.any('scopes')))
    .orderBy('oid')
    .execute();
}

export function findAuthority(db: Db, authorityOid: number) {
  return db.selectFrom('member_authority').select(authorityColumns).where('oid', '=', authorityOid).executeTakeFirst();
}

export type AuthorityRow = NonNullable<Awaited<ReturnType<typeof findAuthority>>>;

/** Authorisations for these registries (given) or to this member (received), newest first, with both sides' names. */
export function findAuthoritiesWithNames(db: Db, filter: { principalRegistryOids: readonly number[] } | { granteeMemberOid: number }) {
  let query = db
    .selectFrom('member_authority')
    .innerJoin('registry as principal', 'principal.oid', 'member_authority.principal_registry_oid')
    .innerJoin('member as grantee_member', 'grantee_member.oid', 'member_authority.grantee_member_oid')
    .innerJoin('registry as grantee', 'grantee.oid', 'grantee_member.registry_oid')
    .select([
      ...authorityColumns,
      'principal.title as principal_title',
      'principal.first_name as principal_first_name',
      'principal.last_name as principal_last_name',
      'grantee.national_id as grantee_national_id',
      'grantee.first_name as grantee_first_name',
      'grantee.last_name as grantee_last_name',
    ]);
  query =
    'granteeMemberOid' in filter
      ? query.where('member_authority.grantee_member_oid', '=', filter.granteeMemberOid)
      : query.where('member_authority.principal_registry_oid', 'in', filter.principalRegistryOids.length ? [...filter.principalRegistryOids] : [-1]);
  return query.orderBy('member_authority.oid', 'desc').execute();
}

export type NamedAuthorityRow = Awaited<ReturnType<typeof findAuthoritiesWithNames>>[number];

/** The history of the authorisations, oldest first, with the name of who moved each. */
export function findAuthorityEvents(db: Db, authorityOids: readonly number[]) {
  return db
    .selectFrom('member_authority_event')
    .innerJoin('member', 'member.oid', 'member_authority_event.by_member_oid')
    .innerJoin('registry', 'registry.oid', 'member.registry_oid')
    .select([
      'member_authority_event.authority_oid',
      'member_authority_event.status',
      'member_authority_event.at',
      'member_authority_event.by_member_oid',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
    ])
    .where('member_authority_event.authority_oid', 'in', authorityOids.length ? [...authorityOids] : [-1])
    .orderBy('member_authority_event.oid')
    .execute();
}

export async function insertAuthority(db: Db, row: Insertable<Database['member_authority']>): Promise<number> {
  const inserted = await db.insertInto('member_authority').values(row).returning('oid').executeTakeFirstOrThrow();
  return inserted.oid;
}

/** One guarded move: only from a status the caller checked, so two racing moves cannot both pass. */
export async function moveAuthority(db: Db, authorityOid: number, from: readonly StoredAuthorityStatus[], to: StoredAuthorityStatus): Promise<boolean> {
  const result = await db
    .updateTable('member_authority')
    .set({ status: to })
    .where('oid', '=', authorityOid)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertAuthorityEvent(db: Db, row: Insertable<Database['member_authority_event']>) {
  return db.insertInto('member_authority_event').values(row).execute();
}

export function insertAuthorityUse(db: Db, row: Insertable<Database['member_authority_use']>) {
  return db.insertInto('member_authority_use').values(row).execute();
}

/** Every use made under authorisations of these registries, newest first. */
export function findAuthorityUses(db: Db, principalRegistryOids: readonly number[], limit: number) {
  return db
    .selectFrom('member_authority_use')
    .innerJoin('member_authority', 'member_authority.oid', 'member_authority_use.authority_oid')
    .innerJoin('registry as principal', 'principal.oid', 'member_authority.principal_registry_oid')
    .innerJoin('member', 'member.oid', 'member_authority_use.acting_member_oid')
    .innerJoin('registry as actor', 'actor.oid', 'member.registry_oid')
    .select([
      'member_authority_use.authority_oid',
      'member_authority_use.action',
      'member_authority_use.detail',
      'member_authority_use.at',
      'principal.title as principal_title',
      'principal.first_name as principal_first_name',
      'principal.last_name as principal_last_name',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
    ])
    .where('member_authority.principal_registry_oid', 'in', principalRegistryOids.length ? [...principalRegistryOids] : [-1])
    .orderBy('member_authority_use.oid', 'desc')
    .limit(limit)
    .execute();
}
