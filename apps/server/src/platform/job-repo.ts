import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/** The newest run of each job. */
export function findLatestRuns(db: Db, jobs: readonly string[]) {
  return db
    .selectFrom('job_run')
    .selectAll()
    .where('job', 'in', [...jobs])
    .distinctOn('job')
    .orderBy('job')
    .orderBy('slot', 'desc')
    .execute();
}

export function findLastSuccesses(db: Db, jobs: readonly string[]) {
  return db
    .selectFrom('job_run')
    .select(['job', (eb) => eb.fn.max('finished_at').as('at')])
    .where('job', 'in', [...jobs])
    .where('status', '=', 'succeeded')
    .groupBy('job')
    .execute();
}

/** Claims a job's slot by inserting its run: false when another copy already has it (the unique key says no). */
export async function insertRunIfNew(db: Db, run: Insertable<Database['job_run']>): Promise<boolean> {
  const inserted = await db
    .insertInto('job_run')
    .values(run)
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .returning('slot')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function deleteRunsBefore(db: Db, job: string, before: Date) {
  return db.deleteFrom('job_run').where('job', '=', job).where('slot', '<', before).execute();
}

/** Takes over a slot whose run failed long enough ago (with attempts left), or whose runner went silent. */
export function retryRunIf(db: Db, r: { job: string; slot: Date; copyId: string; now: Date; maxAttempts: number; failedBefore: Date; startedBefore: Date }) {
  return db
    .updateTable('job_run')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), claimed_by: r.copyId, started_at: r.now, finished_at: null }))
    .where('job', '=', r.job)
    .where('slot', '=', r.slot)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'failed'), eb('attempts', '<', r.maxAttempts), eb('finished_at', '<=', r.failedBefore)]),
        eb.and([eb('status', '=', 'running'), eb('started_at', '<=', r.startedBefore)]),
      ]),
    )
    .returning('slot')
    .executeTakeFirst();
}

/** Records how a run ended, only by the copy that holds it. */
export function finishRun(db: Db, run: { job: string; slot: Date; copyId: string }, outcome: Updateable<Database['job_run']>) {
  return db.updateTable('job_run').set(outcome).where('job', '=', run.job).where('slot', '=', run.slot).where('claimed_by', '=', run.copyId).execute();
}
