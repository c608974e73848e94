import type { Db } from '../../db/kysely';

export function findEnforcementOffices(db: Db) {
  return db.selectFrom('enforcement_office').select(['oid', 'office_name', 'city_name', 'iban']).orderBy('oid').execute();
}

export function findActivePrApplicationTypes(db: Db) {
  return db.selectFrom('pr_application_type').select(['oid', 'code', 'name', 'description', 'name_en', 'description_en']).where('is_active', '=', true).orderBy('oid').execute();
}
