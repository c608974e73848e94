import { turkishSortKey } from '@ebelediye/contract';
import type { Kysely } from 'kysely';

/**
 * The stored street sort keys now pad numbers, so "2. SOKAK" sorts before "10. SOKAK".
 * Rewrites the keys written with the old rule; a fresh database is seeded with new ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('street_valuation').select(['oid', 'street_name', 'name_sort']).execute()) as { oid: number; street_name: string; name_sort: string }[];
  for (const row of rows) {
    const key = turkishSortKey(row.street_name);
    if (key !== row.name_sort) await db.updateTable('street_valuation').set({ name_sort: key }).where('oid', '=', row.oid).execute();
  }
}

export async function down(): Promise<void> {
  // The padded keys sort the old way's rows too; nothing to undo.
}
