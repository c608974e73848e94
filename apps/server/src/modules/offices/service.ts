import type { Db } from '../../db/kysely';
import * as repo from './repo';

export async function listEnforcementOffices(db: Db) {
  const rows = await repo.findEnforcementOffices(db);
  return rows.map((row) => ({ enforcementOfficeOid: row.oid, officeName: row.office_name, cityName: row.city_name, iban: row.iban }));
}

const englishOf = (row: { name_en: string | null; description_en: string | null }) => ({
  ...(row.name_en ? { applicationTypeNameEn: row.name_en } : {}),
  ...(row.description_en ? { descriptionEn: row.description_en } : {}),
});

export async function listPrApplicationTypes(db: Db) {
  const rows = await repo.findActivePrApplicationTypes(db);
  return rows.map((row) => ({ applicationTypeOid: row.oid, applicationTypeCode: row.code, applicationTypeName: row.name, description: row.description, ...englishOf(row) }));
}
