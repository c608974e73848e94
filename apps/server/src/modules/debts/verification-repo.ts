import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

/** A fast-payment code in the shared verification table, which ValidateCode checks. */
export function insertFastPaymentCode(db: Db, row: Insertable<Database['verification_code']>) {
  return db.insertInto('verification_code').values(row).execute();
}
