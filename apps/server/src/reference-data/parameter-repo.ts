import type { Db } from '../db/kysely';

const columns = ['parameter_type_code', 'parameter_code', 'parameter_name', 'parameter_name_en', 'parameter_value', 'sort_order'] as const;

export function findActiveParameters(db: Db, typeCode: string) {
  return db
    .selectFrom('parameter')
    .select(columns)
    .where('parameter_type_code', '=', typeCode)
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('parameter_code')
    .execute();
}

export function findActiveParameter(db: Db, typeCode: string, code: string) {
  return db.selectFrom('parameter').select(columns).where('parameter_type_code', '=', typeCode).where('parameter_code', '=', code).where('is_active', '=', true).executeTakeFirst();
}
