import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/**
 * Writes to the registry (persons and companies known to the municipality) from the
 * municipality's own register (docs/operations.md, "Importing a municipality's data").
 */
export interface RegistryRow {
  /** The registry to change; null to add one. */
  oid: number | null;
  registryType: 'G' | 'Y' | 'T';
  nationalId: string | null;
  taxNumber: string | null;
  taxOfficeCode: string | null;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  fatherName: string | null;
  motherName: string | null;
  birthDate: string | null;
  gender: 'E' | 'K' | null;
  gsm: string | null;
  email: string | null;
  address: { districtCode: number; streetCode: number; outerDoorOid: number; innerDoorOid: number } | null;
}

/** The registries holding any of these T.C. Kimlik or tax numbers. */
export async function findRegistriesByIdentifiers(db: Db, nationalIds: readonly string[], taxNumbers: readonly string[]) {
  if (nationalIds.length === 0 && taxNumbers.length === 0) return [];
  return db
    .selectFrom('registry')
    .select(['oid', 'national_id', 'tax_number'])
    .where((eb) =>
      eb.or([...(nationalIds.length > 0 ? [eb('national_id', 'in', [...nationalIds])] : []), ...(taxNumbers.length > 0 ? [eb('tax_number', 'in', [...taxNumbers])] : [])]),
    )
    .execute();
}

const columnsOf = (r: RegistryRow) => ({
  registry_type: r.registryType,
  national_id: r.nationalId,
  tax_number: r.taxNumber,
  tax_office_code: r.taxOfficeCode,
  first_name: r.firstName,
  last_name: r.lastName,
  title: r.title,
  father_name: r.fatherName,
  mother_name: r.motherName,
  birth_date: r.birthDate,
  gender: r.gender,
  gsm: r.gsm,
  email: r.email,
  district_code: r.address?.districtCode ?? null,
  street_code: r.address?.streetCode ?? null,
  outer_door_oid: r.address?.outerDoorOid ?? null,
  inner_door_oid: r.address?.innerDoorOid ?? null,
});

/** Adds (in one insert, with oids drawn from the table's sequence) or changes registries; answers each registry's oid in order. */
export async function saveRegistries(trx: Db, rows: readonly RegistryRow[]): Promise<number[]> {
  const newCount = rows.filter((r) => r.oid === null).length;
  const { rows: fresh } =
    newCount === 0 ? { rows: [] } : await sql<{ oid: number }>`select nextval(pg_get_serial_sequence('registry', 'oid')) as oid from generate_series(1, ${newCount})`.execute(trx);
  let next = 0;
  const ids = rows.map((r) => r.oid ?? Number(fresh[next++]!.oid));
  const added = rows.flatMap((r, i) => (r.oid === null ? [{ oid: ids[i]!, ...columnsOf(r) }] : []));
  if (added.length > 0) await trx.insertInto('registry').values(added).execute();
  for (const r of rows) {
    if (r.oid !== null) await trx.updateTable('registry').set(columnsOf(r)).where('oid', '=', r.oid).execute();
  }
  return ids;
}
