import type { Kysely } from 'kysely';

/**
 * Issue 20: a company registry without its own membership has its due-date reminders sent to
 * the representatives who are members and opted in. The reminder names the company it is for,
 * as the registry was titled when it was queued (null: the member's own debts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').addColumn('on_behalf_of', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').dropColumn('on_behalf_of').execute();
}
