import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

type Registry = Insertable<Database['registry']>;
type Given = Partial<Registry> & ({ registry_type: 'G'; national_id: string; first_name: string; last_name: string } | { registry_type: 'T'; tax_number: string; title: string });

/** A person ('G') or a company ('T') in the registry with only the given details; every other detail is empty. */
export async function insertRegistry(db: Db, given: Given): Promise<number> {
  const empty = {
    national_id: null,
    tax_number: null,
    first_name: null,
    last_name: null,
    title: null,
    father_name: null,
    mother_name: null,
    birth_date: null,
    birth_place: null,
    gender: null,
    gsm: null,
    email: null,
    tax_office_code: null,
    district_code: null,
    street_code: null,
    outer_door_oid: null,
    inner_door_oid: null,
  } satisfies Partial<Registry>;
  const { oid } = await db
    .insertInto('registry')
    .values({ ...empty, ...given })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return Number(oid);
}
