import type { Db } from '../../db/kysely';

/** Every active complaint category with the unit its complaints arrive in (null: Beyaz Masa). */
export function findCategoryRouting(db: Db) {
  return db
    .selectFrom('parameter as p')
    .leftJoin('complaint_category_unit as cu', 'cu.category_code', 'p.parameter_code')
    .select(['p.parameter_code as category_code', 'p.parameter_name as name', 'cu.unit_code'])
    .where('p.parameter_type_code', '=', '16')
    .where('p.is_active', '=', true)
    .orderBy('p.sort_order')
    .orderBy('p.parameter_code')
    .execute();
}

export function findUnits(db: Db) {
  return db.selectFrom('backoffice_unit').select(['unit_code', 'name']).orderBy('sort_order').orderBy('name').execute();
}

/** One unit per category: the old row goes, the new one (if any) comes in. */
export async function replaceCategoryUnit(db: Db, categoryCode: string, unitCode: string | null) {
  await db.deleteFrom('complaint_category_unit').where('category_code', '=', categoryCode).execute();
  if (unitCode !== null) await db.insertInto('complaint_category_unit').values({ category_code: categoryCode, unit_code: unitCode }).execute();
}
