import type { Db } from '../db/kysely';
import { withAddressNames } from '../reference-data/address-repo';

const registryColumns = [
  'registry.oid',
  'registry.registry_type',
  'registry.national_id',
  'registry.tax_number',
  'registry.first_name',
  'registry.last_name',
  'registry.title',
  'registry.birth_date',
  'registry.gsm',
  'registry.email',
  'registry.tax_office_code',
] as const;

/** A registry by its ID number: TCKN for persons, VKN for companies (docs/domain/identity-numbers.md). */
export function findRegistryByIdentifier(db: Db, identifier: string) {
  const column = identifier.length === 11 ? 'registry.national_id' : 'registry.tax_number';
  return db.selectFrom('registry').select(registryColumns).where(column, '=', identifier).executeTakeFirst();
}

/** The phone registered on a registry (10 digits), or null. */
export async function findRegistryGsm(db: Db, registryOid: number): Promise<string | null> {
  const row = await db.selectFrom('registry').select('gsm').where('oid', '=', registryOid).executeTakeFirst();
  return row?.gsm ?? null;
}

/** A registry with its address names, for the member's own profile. */
export function findRegistryDetail(db: Db, registryOid: number) {
  return db
    .selectFrom('registry')
    .select([
      ...registryColumns,
      'registry.father_name',
      'registry.mother_name',
      'registry.birth_place',
      'registry.gender',
      'registry.district_code',
      'registry.street_code',
      'registry.outer_door_oid',
      'registry.inner_door_oid',
    ])
    .$call(withAddressNames('registry'))
    .where('registry.oid', '=', registryOid)
    .executeTakeFirst();
}

export type RegistryDetailRow = NonNullable<Awaited<ReturnType<typeof findRegistryDetail>>>;

/**
 * The registries a person may act for: their own and the companies they represent, each
 * with whether it already has a membership. Scoped by the person's own registry.
 */
export function findOwnAndRepresentedRegistries(db: Db, personRegistryOid: number) {
  return db
    .selectFrom('registry')
    .leftJoin('member', 'member.registry_oid', 'registry.oid')
    .select([...registryColumns, 'member.oid as member_oid', 'member.status as member_status'])
    .where((eb) =>
      eb.or([
        eb('registry.oid', '=', personRegistryOid),
        eb('registry.oid', 'in', eb.selectFrom('registry_representative').select('company_registry_oid').where('person_registry_oid', '=', personRegistryOid)),
      ]),
    )
    .orderBy('registry.oid')
    .execute();
}

export type OwnRegistryRow = Awaited<ReturnType<typeof findOwnAndRepresentedRegistries>>[number];
