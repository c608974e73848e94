import { sql, type Kysely } from 'kysely';

/**
 * A planned site visit is recorded as made (`siteVisitDone`) before a water application can be
 * approved. The new state is an open one: it counts for "one open application per door and per
 * subscription" like the others before a decision.
 */
const list = (items: string[]) => sql.raw(items.map((p) => `'${p}'`).join(', '));
const statusesBefore = ['awaitingPayment', 'received', 'documentsMissing', 'siteVisitPlanned', 'approved', 'meterMounted', 'active', 'rejected', 'refundApproved', 'refunded', 'expired'];
const openBefore = ['awaitingPayment', 'received', 'documentsMissing', 'siteVisitPlanned', 'approved'];

async function rules(db: Kysely<any>, statuses: string[], open: string[]) {
  await sql`alter table water_application drop constraint if exists water_application_status_check`.execute(db);
  await sql`alter table water_application add constraint water_application_status_check check (status in (${list(statuses)}))`.execute(db);
  await sql`drop index if exists water_application_open_property_idx`.execute(db);
  await sql`drop index if exists water_application_open_subscription_idx`.execute(db);
  const isOpen = sql`status in (${list(open)})`;
  await sql`create unique index water_application_open_property_idx on water_application (application_type, outer_door_oid, coalesce(inner_door_oid, 0)) where subscription_oid is null and ${isOpen}`.execute(
    db,
  );
  await sql`create unique index water_application_open_subscription_idx on water_application (application_type, subscription_oid) where subscription_oid is not null and ${isOpen}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await rules(db, [...statusesBefore, 'siteVisitDone'], [...openBefore, 'siteVisitDone']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('water_application').set({ status: 'siteVisitPlanned' }).where('status', '=', 'siteVisitDone').execute();
  await db.deleteFrom('water_application_status').where('status', '=', 'siteVisitDone').execute();
  await rules(db, statusesBefore, openBefore);
}
