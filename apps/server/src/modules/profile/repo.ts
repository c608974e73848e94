import type { Db } from '../../db/kysely';

/** Members newest first, for the municipality's administrators. */
export function findMembersPage(db: Db, pageIndex: number, pageSize: number) {
  return db
    .selectFrom('member')
    .innerJoin('registry', 'registry.oid', 'member.registry_oid')
    .select([
      'member.oid',
      'member.user_name',
      'member.role_code',
      'member.status',
      'member.created_at',
      'registry.registry_type',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
      'registry.national_id',
    ])
    .orderBy('member.created_at', 'desc')
    .orderBy('member.oid', 'desc')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute();
}

export async function countMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
