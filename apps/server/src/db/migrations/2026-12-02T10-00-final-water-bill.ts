import { sql, type Kysely } from 'kysely';

/**
 * A cut line's final bill (docs/domain/water.md, "Cancellation and set-off") is made when the clerk
 * records the cut, from the final reading, not by a billing run: it has no run, and is marked final.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table water_bill alter column run_oid drop not null`.execute(db);
  await db.schema
    .alterTable('water_bill')
    .addColumn('final', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('water_bill_line').where('bill_oid', 'in', db.selectFrom('water_bill').select('oid').where('run_oid', 'is', null)).execute();
  await db.deleteFrom('water_bill').where('run_oid', 'is', null).execute();
  await db.schema.alterTable('water_bill').dropColumn('final').execute();
  await sql`alter table water_bill alter column run_oid set not null`.execute(db);
}
