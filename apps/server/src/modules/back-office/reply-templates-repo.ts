import type { BackOfficeQueue } from '@ebelediye/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

/** A template with the name of who last changed it. */
function templateRows(db: Db) {
  return db
    .selectFrom('reply_template as t')
    .leftJoin('member as m', 'm.oid', 't.updated_by')
    .leftJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['t.oid', 't.queue', 't.action', 't.title', 't.body', 't.active', 't.version', 't.updated_at', 'r.first_name', 'r.last_name']);
}

/** The templates of these queues; active ones only unless asked. */
export function findTemplates(db: Db, filter: { queues: readonly BackOfficeQueue[]; withInactive: boolean }) {
  if (filter.queues.length === 0) return Promise.resolve([]);
  return templateRows(db)
    .where('t.queue', 'in', filter.queues)
    .$if(!filter.withInactive, (q) => q.where('t.active', '=', true))
    .execute();
}

export function findTemplate(db: Db, oid: number) {
  return templateRows(db).where('t.oid', '=', oid).executeTakeFirst();
}

export async function titleTaken(db: Db, key: { queue: BackOfficeQueue; action: string; title: string }, exceptOid: number | null) {
  const row = await db
    .selectFrom('reply_template')
    .select('oid')
    .where('queue', '=', key.queue)
    .where('action', '=', key.action)
    .where('title', '=', key.title)
    .$if(exceptOid !== null, (q) => q.where('oid', '<>', exceptOid!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTemplate(db: Db, row: Insertable<Database['reply_template']>): Promise<number> {
  return Number((await db.insertInto('reply_template').values(row).returning('oid').executeTakeFirstOrThrow()).oid);
}

/** The change, only at the version the admin read: answers whether it was made. */
export async function updateTemplateIf(db: Db, oid: number, version: number, set: Updateable<Database['reply_template']>): Promise<boolean> {
  const result = await db
    .updateTable('reply_template')
    .set({ ...set, version: version + 1 })
    .where('oid', '=', oid)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
