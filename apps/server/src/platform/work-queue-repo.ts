import { foldTurkishAscii, searchWords, type BackOfficeQueue, type BackOfficeRole, type QueueSort } from '@ebelediye/contract';
import { sql, type Expression, type Insertable, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { DomainError } from './domain-error';
import { memberName, type QueueListFilter, type SearchKind } from './work-queue';

/** The work queues' queries (work-queue.ts holds the rest): numbered pages, the current step, the event log, staff names and the search by identity or name. */

/**
 * Since when an item has been at its current step: its last event that changed its state, or
 * else `since` (its filing). Read through the event log's (queue, item_oid, at) index.
 */
export function stepSince(queue: BackOfficeQueue, oidColumn: string, since: Expression<unknown> | string): RawBuilder<Date | string> {
  const from = typeof since === 'string' ? sql.ref(since) : since;
  return sql<Date | string>`coalesce((select max(e.at) from backoffice_event e
    where e.queue = ${queue} and e.item_oid = ${sql.ref(oidColumn)} and e.to_status is distinct from e.from_status), ${from})`;
}

/** The due-date sort of a queue whose deadline counts from the filing: the filing of a waiting item; a finished one has none and sorts last. */
export const dueWhileWaiting = (statusColumn: string, waiting: readonly string[], filedColumn: string) =>
  sql<Date | string | null>`case when ${sql.ref(statusColumn)} in (${sql.join(waiting.map((status) => sql`${status}`))}) then ${sql.ref(filedColumn)} end`;

/** How a list is ordered: by a sort's expression, then the item's oid so equal keys page steadily. */
export interface ListOrder<S extends string> {
  filedAt: string;
  dueAt: Expression<unknown> | string;
  status: string;
  /** The states in their lifecycle's order: sorting by status follows the work, not the alphabet. */
  statusOrder: readonly S[];
  oid: string;
}

const orderKey = <S extends string>(order: ListOrder<S>, sort: QueueSort) => {
  if (sort === 'status')
    return sql`case ${sql.join(
      order.statusOrder.map((status, index) => sql`when ${sql.ref(order.status)} = ${status} then ${index}`),
      sql` `,
    )} end`;
  const key = sort === 'filedAt' ? order.filedAt : order.dueAt;
  return typeof key === 'string' ? sql.ref(key) : key;
};

/**
 * One numbered page of a queue with its total, and the count of each status under the other
 * filters (the status chips). `filtered(true)` is the list with every filter; `filtered(false)`
 * leaves the status filter out. Three parameterised queries on the same filters.
 */
export async function numberedPage<R, S extends string, DB, TB extends keyof DB>(
  filtered: (withStatus: boolean) => SelectQueryBuilder<DB, TB, R>,
  order: ListOrder<S>,
  f: Pick<QueueListFilter, 'sort' | 'direction' | 'pageIndex' | 'pageSize'>,
) {
  const direction = f.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, total, counts] = await Promise.all([
    filtered(true)
      .orderBy(sql`${orderKey(order, f.sort)} ${direction} nulls last`)
      .$if(f.sort === 'status', (qb) => qb.orderBy(sql`${sql.ref(order.filedAt)} asc`))
      .orderBy(sql`${sql.ref(order.oid)} ${direction}`)
      .limit(f.pageSize)
      .offset(f.pageIndex * f.pageSize)
      .execute(),
    filtered(true)
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirst(),
    filtered(false)
      .clearSelect()
      .select([sql<string>`${sql.ref(order.status)}`.as('status'), sql<string>`count(*)`.as('n')])
      .groupBy(sql.ref(order.status))
      .execute(),
  ]);
  const byStatus = counts as unknown as { status: S; n: string | number }[];
  return { rows, total: Number((total as unknown as { n: string | number } | undefined)?.n ?? 0), statusCounts: byStatus.map((c) => ({ status: c.status, count: Number(c.n) })) };
}

/** One line of a queue item's history: who moved it from which state to which, when, and why. */
export type EventRow = Insertable<Database['backoffice_event']>;

/**
 * Records a clerk's action, or the system's (no actor). Every queue's action ends here, in its
 * own transaction, so this is where a clerk is stopped from deciding their own case: an item
 * filed by the clerk, for their registry, or for a company they represent (docs/adr/0013-back-office.md,
 * four eyes). Refusing rolls the whole action back.
 */
export async function recordEvent(db: Db, row: EventRow) {
  if (row.actor_member_oid != null && (await isOwnCase(db, row.queue, Number(row.item_oid), Number(row.actor_member_oid)))) {
    throw new DomainError('BACKOFFICE_OWN_CASE');
  }
  await db.insertInto('backoffice_event').values(row).execute();
}

/**
 * Each queue's item table, whether it names the registry it was filed for (a complaint names only
 * the member), and the number the clerks know the item by.
 */
const queueItems: Record<BackOfficeQueue, { table: string; registry: boolean; reference: string }> = {
  complaints: { table: 'complaint', registry: false, reference: 'tracking_number' },
  waterCancellations: { table: 'contract_cancellation', registry: true, reference: 'tracking_number' },
  declarations: { table: 'declaration', registry: true, reference: 'declaration_no' },
  restructurings: { table: 'restructuring_log', registry: true, reference: 'application_no' },
  waterApplications: { table: 'water_application', registry: true, reference: 'tracking_number' },
};

/** The items assigned to a member in one queue, oldest first, with their numbers (whether still open is the machine's to say). */
export async function assignedItemRefs(db: Db, queue: BackOfficeQueue, memberOid: number) {
  const item = queueItems[queue];
  const { rows } = await sql<{ oid: number | string; reference: string }>`
    select oid, ${sql.ref(item.reference)} as reference from ${sql.table(item.table)}
    where assigned_member_oid = ${memberOid} order by oid`.execute(db);
  return rows.map((r) => ({ oid: Number(r.oid), reference: r.reference }));
}

/** Who holds the item now (null: nobody), read from its own table. */
export async function assigneeOf(db: Db, queue: BackOfficeQueue, itemOid: number): Promise<number | null> {
  const { rows } = await sql<{ assignee: number | string | null }>`
    select assigned_member_oid as assignee from ${sql.table(queueItems[queue].table)} where oid = ${itemOid}`.execute(db);
  const assignee = rows[0]?.assignee ?? null;
  return assignee === null ? null : Number(assignee);
}

/**
 * Records a hand-over made when a clerk loses the role: the administrator moves the work and
 * decides nothing on the case, so the own-case refusal of recordEvent (which the item's next
 * decision still meets) does not apply.
 */
export async function recordHandOverEvent(db: Db, row: EventRow) {
  await db.insertInto('backoffice_event').values(row).execute();
}

/**
 * Whether the item was filed by this member or for a registry they stand for: their own, or a
 * company they represent (`registry_representative`, the link that lets them pay its debts).
 */
export async function isOwnCase(db: Db, queue: BackOfficeQueue, itemOid: number, memberOid: number): Promise<boolean> {
  const item = queueItems[queue];
  const filedFor = item.registry ? sql`array[i.registry_oid, f.registry_oid]` : sql`array[f.registry_oid]`;
  const { rows } = await sql<{ own: boolean }>`
    select exists (
      select 1
      from ${sql.table(item.table)} i
      join member a on a.oid = ${memberOid}
      left join member f on f.oid = i.member_user_oid
      where i.oid = ${itemOid}
        and (
          i.member_user_oid = a.oid
          or a.registry_oid = any(${filedFor})
          or exists (
            select 1 from registry_representative rr
            where rr.person_registry_oid = a.registry_oid and rr.company_registry_oid = any(${filedFor})
          )
        )
    ) as own`.execute(db);
  return rows[0]?.own === true;
}

export async function eventsOf(db: Db, queue: BackOfficeQueue, itemOid: number, actionNames: Record<string, string>) {
  const rows = await db
    .selectFrom('backoffice_event as v')
    .leftJoin('member as m', 'm.oid', 'v.actor_member_oid')
    .leftJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['v.at', 'v.action', 'v.from_status', 'v.to_status', 'v.actor_member_oid', 'v.note', 'r.first_name', 'r.last_name'])
    .where('v.queue', '=', queue)
    .where('v.item_oid', '=', itemOid)
    .orderBy('v.at')
    .orderBy('v.oid')
    .execute();
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    action: r.action,
    actionName: actionNames[r.action] ?? r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    by: r.actor_member_oid === null ? null : { userOid: Number(r.actor_member_oid), name: memberName(r.first_name, r.last_name) },
    note: r.note,
  }));
}

/**
 * The moves of items from state to state, oldest first: the citizen's timeline of the same
 * machine the clerks move, without who moved it or their notes.
 */
export function movesOf(db: Db, queue: BackOfficeQueue, itemOids: number[]) {
  if (itemOids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('backoffice_event')
    .select(['item_oid', 'to_status', 'at'])
    .where('queue', '=', queue)
    .where('item_oid', 'in', itemOids)
    .whereRef('to_status', 'is distinct from', 'from_status')
    .orderBy('at')
    .orderBy('oid')
    .execute();
}

/** The names of the members an item is assigned to, by oid. */
export async function staffNames(db: Db, memberOids: (number | null)[]): Promise<Map<number, string>> {
  const oids = [...new Set(memberOids.filter((o): o is number => o !== null).map(Number))];
  if (oids.length === 0) return new Map();
  const rows = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid', 'r.first_name', 'r.last_name'])
    .where('m.oid', 'in', oids)
    .execute();
  return new Map(rows.map((r) => [Number(r.oid), memberName(r.first_name, r.last_name)]));
}

/**
 * The registries a search by identity or phone finds: the national ID or tax number, or the mobile
 * number on the registry or on its member account (both kept as the 10-digit national number).
 */
export function registriesSearched(db: Db, search: SearchKind) {
  const identity = search.kind === 'identity' ? search.value : null;
  const phone = search.kind === 'phone' ? search.value : search.kind === 'identity' ? search.phone : null;
  return db
    .selectFrom('registry')
    .select('oid')
    .where((eb) =>
      eb.or([
        ...(identity === null ? [] : [eb('national_id', '=', identity), eb('tax_number', '=', identity)]),
        ...(phone === null ? [] : [eb('gsm', '=', phone), eb('oid', 'in', db.selectFrom('member').select('registry_oid').where('gsm', '=', phone))]),
        ...(identity === null && phone === null ? [eb.val(false)] : []),
      ]),
    );
}

/** Whether the search box holds an identity or a phone, so `registriesSearched` applies. */
export const searchesRegistry = (search: SearchKind) => search.kind === 'identity' || search.kind === 'phone';

/** A registry's name folded in SQL as foldTurkishAscii folds the search words (docs/domain/turkish-text.md), for the small queues. */
export function foldedNameMatch(registryAlias: string, searchText: string): Expression<SqlBool> | null {
  const words = searchWords(searchText).map(foldTurkishAscii);
  if (words.length === 0) return null;
  const name = sql`lower(translate(coalesce(${sql.ref(`${registryAlias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${registryAlias}.last_name`)}, '') || ' ' || coalesce(${sql.ref(`${registryAlias}.title`)}, ''), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`${name} like ${`%${word}%`}`),
    sql` and `,
  )}`;
}

/** Whom an item may be assigned to: an active employee with a member account holding the queue's role. */
export async function requireAssignee(db: Db, memberOid: number, role: BackOfficeRole) {
  const row = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .innerJoin('employee as e', 'e.national_id', 'r.national_id')
    .innerJoin('staff_role as s', (join) => join.onRef('s.member_oid', '=', 'm.oid').on('s.role_code', '=', role))
    .select('m.oid')
    .where('m.oid', '=', memberOid)
    .where('m.status', '=', 'ACTIVE')
    .where('e.is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw new DomainError('ASSIGNEE_NOT_ELIGIBLE');
}

/**
 * The dashboard's numbers for a queue's waiting rows: how many, how many nobody took, how many
 * are past their deadline, and since when the longest-waiting one has been at its current step.
 */
export const backlogCounts = (assignedColumn: string, stepAt: Expression<unknown>, overdue: Expression<SqlBool>) => [
  sql<number>`count(*)`.as('waiting'),
  sql<number>`count(*) filter (where ${sql.ref(assignedColumn)} is null)`.as('unassigned'),
  sql<number>`count(*) filter (where ${overdue})`.as('overdue'),
  sql<Date | string | null>`min(${stepAt})`.as('oldest'),
];
