import type { Db } from '../../db/kysely';
import { findImportKeys } from './import-key-repo';
import type { CheckedRow, ImportKind, LoadRow, Reference, Resolver } from './kind';
import type { Rejection } from './rejections';

/** A kind's rows are found by their import keys unless the kind says otherwise (national codes that are primary keys). */
export const keyResolver =
  (kind: string): Resolver =>
  async (db, keys) =>
    new Map([...(await findImportKeys(db, kind, keys))].map(([key, known]) => [key, known.localId]));

export interface PreparedBatch<T> {
  rows: LoadRow<T>[];
  /** References that nothing answers: rows of the batch that cannot load. */
  unresolved: Rejection[];
  /** Hashes of what earlier imports loaded, by source key. */
  earlierHashes: Map<string, string>;
}

/**
 * Looks a batch's keys and references up in one query per kind: each row's earlier local row
 * (matched by the source system's key) and the local ids of the rows it refers to.
 */
export async function prepareBatch<T>(db: Db, kind: ImportKind<T>, batch: readonly CheckedRow<T>[], resolverOf: (kind: string) => Resolver): Promise<PreparedBatch<T>> {
  const known = await findImportKeys(
    db,
    kind.name,
    batch.map((r) => r.key),
  );
  const wanted = new Map<string, Set<string>>();
  const refsOfRow = batch.map((r) => kind.references(r.record));
  for (const ref of refsOfRow.flat()) wanted.set(ref.kind, (wanted.get(ref.kind) ?? new Set()).add(ref.key));
  const found = new Map<string, number>();
  for (const [refKind, keys] of wanted) {
    for (const [key, id] of await resolverOf(refKind)(db, [...keys])) found.set(`${refKind}:${key}`, id);
  }
  const unresolved: Rejection[] = [];
  const rows: LoadRow<T>[] = [];
  batch.forEach((row, i) => {
    const missing = refsOfRow[i]!.filter((ref: Reference) => !found.has(`${ref.kind}:${ref.key}`));
    unresolved.push(...missing.map((ref) => ({ line: row.line, field: ref.field, code: 'UNKNOWN_REFERENCE' as const, value: ref.key })));
    if (missing.length === 0) rows.push({ ...row, localId: known.get(row.key)?.localId ?? null, refs: found });
  });
  return { rows, unresolved, earlierHashes: new Map([...known].map(([key, k]) => [key, k.rowHash])) };
}
