import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

export interface KnownKey {
  localId: number;
  rowHash: string;
}

/** The local rows earlier imports made from these source keys of a kind. */
export async function findImportKeys(db: Db, kind: string, keys: readonly string[]): Promise<Map<string, KnownKey>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('import_key')
    .select(['source_key', 'local_id', 'row_hash'])
    .where('kind', '=', kind)
    .where('source_key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.source_key, { localId: Number(r.local_id), rowHash: r.row_hash }]));
}

/** Records (or moves) each source key to its local row and the hash of what the file said. */
export async function saveImportKeys(trx: Db, kind: string, rows: readonly { key: string; localId: number; hash: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('import_key')
    .values(rows.map((r) => ({ kind, source_key: r.key, local_id: r.localId, row_hash: r.hash })))
    .onConflict((oc) => oc.columns(['kind', 'source_key']).doUpdateSet({ local_id: sql`excluded.local_id`, row_hash: sql`excluded.row_hash`, imported_at: sql`now()` }))
    .execute();
}

/** Of these local rows of a kind, those already claimed by a source key, with that key. */
export async function findKeysOfLocalIds(db: Db, kind: string, localIds: readonly number[]): Promise<Map<number, string>> {
  if (localIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('import_key')
    .select(['source_key', 'local_id'])
    .where('kind', '=', kind)
    .where('local_id', 'in', [...localIds])
    .execute();
  return new Map(rows.map((r) => [Number(r.local_id), r.source_key]));
}
