import type { Db } from '../db/kysely';

export async function hasDemoMark(db: Db): Promise<boolean> {
  const row = await db.selectFrom('demo_data_mark').select('scale').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function markDemoData(db: Db, scale: number, madeAt: Date): Promise<void> {
  await db.insertInto('demo_data_mark').values({ made_at: madeAt, scale }).execute();
}

/** Registries and members that carry one of the given ID numbers (T.C. Kimlik No or VKN). */
export async function registriesWithIdentifiers(db: Db, identifiers: readonly string[]): Promise<{ identifier: string; isMember: boolean }[]> {
  const rows = await db
    .selectFrom('registry as r')
    .leftJoin('member as m', 'm.registry_oid', 'r.oid')
    .select(['r.national_id', 'r.tax_number', 'm.oid as member_oid'])
    .where((eb) => eb.or([eb('r.national_id', 'in', identifiers), eb('r.tax_number', 'in', identifiers)]))
    .execute();
  return rows.map((r) => ({ identifier: (r.national_id ?? r.tax_number)!, isMember: r.member_oid !== null }));
}

/**
 * The password hashes worth testing against the demo password: those of members who can act in
 * the back office (an administrator or any staff role) and those several members share (the seed
 * gives its generated members one). Bounded, so a check over a million members stays quick.
 */
export async function demoPasswordCandidates(db: Db, limit: number): Promise<{ hash: string; memberOids: number[]; members: number }[]> {
  const privileged = await db
    .selectFrom('member as m')
    .select(['m.oid', 'm.password_hash'])
    .where('m.password_hash', 'is not', null)
    .where((eb) => eb.or([eb('m.role_code', '=', 'ADMIN'), eb.exists(eb.selectFrom('staff_role as s').select('s.member_oid').whereRef('s.member_oid', '=', 'm.oid'))]))
    .orderBy('m.oid')
    .limit(limit)
    .execute();
  const shared = await db
    .selectFrom('member')
    .select(['password_hash', (eb) => eb.fn.countAll<number>().as('n')])
    .where('password_hash', 'is not', null)
    .groupBy('password_hash')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('n', 'desc')
    .limit(limit)
    .execute();
  const byHash = new Map<string, { hash: string; memberOids: number[]; members: number }>();
  for (const row of privileged) {
    const entry = byHash.get(row.password_hash!) ?? { hash: row.password_hash!, memberOids: [], members: 0 };
    entry.memberOids.push(row.oid);
    entry.members += 1;
    byHash.set(entry.hash, entry);
  }
  for (const row of shared) {
    const entry = byHash.get(row.password_hash!) ?? { hash: row.password_hash!, memberOids: [], members: 0 };
    entry.members = Math.max(entry.members, Number(row.n));
    byHash.set(entry.hash, entry);
  }
  return [...byHash.values()];
}
