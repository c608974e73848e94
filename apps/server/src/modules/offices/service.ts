import type { Db } from '../../db/kysely';
import * as repo from './repo';

export async function listEnforcementOffices(db: Db) {
  const rows = await repo.findEnforcementOffices(db);
  return rows.map((row) => ({ enforcementOfficeOid: row.oid, officeName: row.office_name, cityName: row.city_name, iban: row.iban }));
}

export async function listPrApplicationTypes(db: Db) {
  const rows = await repo.findActivePrApplicationTypes(db);
  return rows.map((row) => ({ applicationTypeOid: row.oid, applicationTypeCode: row.code, applicationTypeName: row.name, description: row.description }));
}
