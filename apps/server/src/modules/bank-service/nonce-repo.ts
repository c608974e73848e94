import type { Db } from '../../db/kysely';

/**
 * Records a request's nonce; false when the bank sent it already inside the window (a replay).
 * Nonces older than the window are dropped first: their requests are refused by their time stamp.
 */
export async function rememberNonce(db: Db, bankCode: string, nonce: string, at: Date, windowStart: Date): Promise<boolean> {
  await db.deleteFrom('bank_request_nonce').where('bank_code', '=', bankCode).where('seen_at', '<', windowStart).execute();
  const inserted = await db
    .insertInto('bank_request_nonce')
    .values({ bank_code: bankCode, nonce, seen_at: at })
    .onConflict((oc) => oc.columns(['bank_code', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}
