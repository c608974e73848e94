import { foldTurkishAscii, searchWords, type SortDirection } from '@ebelediye/contract';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Every word the citizen typed must occur in the ASCII-folded column (docs/domain/turkish-text.md), so
 * 'ışık', 'IŞIK' and 'isik' find the same rows. Words hold only letters and digits, so
 * they cannot carry LIKE wildcards. Null when there is nothing to search for.
 */
export function foldedTextMatch(column: string, searchText: string): Expression<SqlBool> | null {
  const words = searchWords(searchText).map(foldTurkishAscii);
  if (words.length === 0) return null;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`${sql.ref(column)} like ${`%${word}%`}`),
    sql` and `,
  )}`;
}

/** An ORDER BY term from whitelisted pieces: the column comes from a fixed map, the direction from the contract's enum. */
export function orderTerm(column: string, direction: SortDirection, collateC = false) {
  return sql`${sql.ref(column)}${collateC ? sql` collate "C"` : sql``} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')}`;
}

export const pageOf = <T>(items: T[], total: number, query: { pageIndex: number; pageSize: number }) => ({
  items,
  total,
  pageIndex: query.pageIndex,
  pageSize: query.pageSize,
});
