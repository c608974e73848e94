import { normalizeGsm, type QueueSort } from '@ebelediye/contract';

/**
 * The back office's work queues (ADR 13): list filters, the event log of every
 * action, the names of the staff on an item, and the clerk an item may be assigned to. Shared
 * by the capabilities whose items are worked in the back office.
 */

/** A member's display name: the registry's name (or a company's title). */
export const memberName = (first: string | null, last: string | null, title: string | null = null) => [first, last].filter(Boolean).join(' ') || title || '';

/** Istanbul is UTC+3 all year (since 2016): a day of the filter is [00:00, 24:00) there. */
export const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);
export const dayEnd = (isoDate: string) => new Date(dayStart(isoDate).getTime() + 24 * 3600 * 1000);

/** A queue's waiting work, as the dashboard counts it; `oldest` is the earliest time an item reached its current step. */
export interface Backlog {
  waiting: number | string | bigint;
  unassigned: number | string | bigint;
  overdue: number | string | bigint;
  oldest: Date | string | null;
}

/** What every queue's list is filtered and paged by, besides its own states and kinds. */
export interface QueueListFilter {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  districtCode?: number | undefined;
  /** Resolved: a member oid, or 'none'. */
  assignedTo?: number | 'none' | undefined;
  searchText: string;
  sort: QueueSort;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
  /** When the queue's deadline is running, an item filed before this is overdue (now minus the queue's days). */
  overdueBefore: Date;
}

export const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

export const staffRefOf = (names: Map<number, string>, oid: number | null) => (oid === null ? null : { userOid: Number(oid), name: names.get(Number(oid)) ?? '' });

/**
 * What the search box holds: a national ID (11 digits) or tax number (10), a mobile phone in any
 * written form (0532…, +90 532 …, (532) 123 45 67; stored as the 10-digit national number,
 * docs/domain/identity-numbers.md), or words (a name, a tracking number). Ten bare digits starting
 * with 5 are both a tax number and a phone, so `phone` rides along with the identity.
 */
export type SearchKind = { kind: 'none' } | { kind: 'identity'; value: string; phone: string | null } | { kind: 'phone'; value: string } | { kind: 'words'; value: string };

export function searchKind(text: string): SearchKind {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };
  if (/^[1-9]\d{10}$/.test(trimmed) || /^\d{10}$/.test(trimmed)) return { kind: 'identity', value: trimmed, phone: normalizeGsm(trimmed) };
  const phone = /^[\d\s+()-]+$/.test(trimmed) ? normalizeGsm(trimmed) : null;
  if (phone !== null) return { kind: 'phone', value: phone };
  return { kind: 'words', value: trimmed };
}
