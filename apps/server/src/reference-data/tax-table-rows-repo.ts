import type { Db } from '../db/kysely';

/** Single rows of the tax lookup tables, shared by the tables' own screens and the declarations. */
export const findUsageType = (db: Db, oid: number) => db.selectFrom('estate_usage_type').select(['oid', 'code', 'name']).where('oid', '=', oid).executeTakeFirst();
export const findAdvertisingType = (db: Db, oid: number) => db.selectFrom('advertising_type').select('oid').where('oid', '=', oid).executeTakeFirst();
export const findAdvertisingLocation = (db: Db, oid: number) => db.selectFrom('advertising_tax_location').select('oid').where('oid', '=', oid).executeTakeFirst();
export const findEctActivity = (db: Db, oid: number) => db.selectFrom('ect_activity_type').select(['oid', 'name']).where('oid', '=', oid).executeTakeFirst();
