import { foldTurkishAscii, searchWords, type BackOfficeQueue, type BackOfficeRole } from '@ebelediye/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/kysely';
import { DomainError } from './domain-error';

/**
 * The back office's work queues (issue 16, ADR 13): keyset paging, the event log of every
 * action, the names of the staff on an item, and the clerk an item may be assigned to. Shared
 * by the capabilities whose items are worked in the back office.
 */

/** A member's display name: the registry's name (or a company's title). */
export const memberName = (first: string | null, last: string | null, title: string | null = null) => [first, last].filter(Boolean).join(' ') || title || '';

/** Istanbul is UTC+3 all year (since 2016): a day of the filter is [00:00, 24:00) there. */
export const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);
export const dayEnd = (isoDate: string) => new Date(dayStart(isoDate).getTime() + 24 * 3600 * 1000);

/** What every queue's list is filtered and paged by, besides its own states and kinds. */
export interface QueueListFilter {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  districtCode?: number | undefined;
  /** Resolved: a member oid, or 'none'. */
  assignedTo?: number | 'none' | undefined;
  searchText: string;
  order: 'oldest' | 'newest';
  pageSize: number;
  cursor: { at: Date; oid: number } | null;
}

/** Keyset cursor: the last row's time and oid, opaque to the client. */
export function encodeCursor(at: Date, oid: number): string {
  return Buffer.from(`${at.toISOString()}|${oid}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { at: Date; oid: number } | null {
  if (!cursor) return null;
  const [at, oid] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  const number = Number(oid);
  if (Number.isNaN(date.getTime()) || !Number.isSafeInteger(number)) throw new DomainError('VALIDATION_FAILED', undefined, { cursor: 'Geçersiz sayfa imleci.' });
  return { at: date, oid: number };
}

/** The rows after the cursor in the list's order, (time, oid) as one key so equal times page correctly. */
export function afterCursor(timeColumn: string, oidColumn: string, cursor: { at: Date; oid: number }, order: 'oldest' | 'newest'): Expression<SqlBool> {
  return order === 'oldest'
    ? sql<SqlBool>`(${sql.ref(timeColumn)}, ${sql.ref(oidColumn)}) > (${cursor.at}, ${cursor.oid})`
    : sql<SqlBool>`(${sql.ref(timeColumn)}, ${sql.ref(oidColumn)}) < (${cursor.at}, ${cursor.oid})`;
}

/** One page: fetch one row more than asked to know whether a next page exists. */
export function pageFrom<T>(rows: T[], pageSize: number, keyOf: (row: T) => { at: Date; oid: number }) {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > pageSize && last ? encodeCursor(keyOf(last).at, keyOf(last).oid) : null };
}

export const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

export interface EventRow {
  queue: BackOfficeQueue;
  item_oid: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  actor_member_oid: number | null;
  note: string | null;
  at: Date;
}

export function recordEvent(db: Db, row: EventRow) {
  return db.insertInto('backoffice_event').values(row).execute();
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

export const staffRefOf = (names: Map<number, string>, oid: number | null) => (oid === null ? null : { userOid: Number(oid), name: names.get(Number(oid)) ?? '' });

/** What the search box holds: a number (national ID 11 digits / tax number 10), or words. */
export function searchKind(text: string): { kind: 'none' } | { kind: 'identity'; value: string } | { kind: 'words'; value: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };
  if (/^\d{10,11}$/.test(trimmed)) return { kind: 'identity', value: trimmed };
  return { kind: 'words', value: trimmed };
}

/** Registries with this national ID or tax number. */
export function registriesWithIdentity(db: Db, identity: string) {
  return db
    .selectFrom('registry')
    .select('oid')
    .where((eb) => eb.or([eb('national_id', '=', identity), eb('tax_number', '=', identity)]));
}

/** A registry's name folded in SQL as foldTurkishAscii folds the search words (domain.md §11), for the small queues. */
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
