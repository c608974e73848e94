import { sql, type Kysely } from 'kysely';

/**
 * An approved invoice appeal cancels the bill and bills the period again from the corrected reading
 * (docs/domain/water.md, "Invoice appeal"). The cancelled bill and the reading it came from stay,
 * marked, so the history is kept: a period has one bill that is not cancelled, and a reading that
 * was corrected is superseded and no longer bills.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('water_bill')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'bigint')
    .addColumn('cancel_reason', 'text')
    .addColumn('replaced_by_bill_oid', 'bigint', (c) => c.references('water_bill.oid'))
    .execute();
  await sql`alter table water_bill drop constraint water_bill_once_key`.execute(db);
  await sql`create unique index water_bill_once_key on water_bill (subscription_oid, period) where cancelled_at is null`.execute(db);
  await db.schema.alterTable('water_meter_reading').addColumn('superseded_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('water_meter_reading').where('superseded_at', 'is not', null).execute();
  await db.schema.alterTable('water_meter_reading').dropColumn('superseded_at').execute();
  await db.deleteFrom('water_bill_line').where('bill_oid', 'in', db.selectFrom('water_bill').select('oid').where('cancelled_at', 'is not', null)).execute();
  await db.deleteFrom('water_bill').where('cancelled_at', 'is not', null).execute();
  await sql`drop index water_bill_once_key`.execute(db);
  await sql`alter table water_bill add constraint water_bill_once_key unique (subscription_oid, period)`.execute(db);
  await db.schema.alterTable('water_bill').dropColumn('replaced_by_bill_oid').dropColumn('cancel_reason').dropColumn('cancelled_by').dropColumn('cancelled_at').execute();
}
