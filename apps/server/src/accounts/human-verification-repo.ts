import type { Db } from '../db/kysely';

/**
 * Records a solved challenge as spent. Answers false when it was spent before: the insert
 * is the check, so two copies of the server cannot both accept the same solution.
 */
export async function spendChallenge(db: Db, challengeId: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('used_human_verification').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('used_human_verification')
    .values({ challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
