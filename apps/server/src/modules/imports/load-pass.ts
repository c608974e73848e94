import type { Db } from '../../db/kysely';
import { prepareBatch } from './batch';
import { checkedRows } from './checked-rows';
import { saveImportKeys } from './import-key-repo';
import type { CheckedRow, ImportKind, Resolver } from './kind';
import { progressMeter, type ProgressReport } from './progress';
import type { FileSource } from './row-source';
import { BATCH_ROWS } from './validate-pass';

export interface LoadCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The file changed between the passes (it was being written): nothing of it is kept. */
export class FileChangedError extends Error {
  constructor(line: number) {
    super(`Dosya doğrulamadan sonra değişmiş (satır ${line}); içe aktarma geri alındı.`);
    this.name = 'FileChangedError';
  }
}

async function loadBatch<T>(trx: Db, kind: ImportKind<T>, batch: readonly CheckedRow<T>[], resolverOf: (kind: string) => Resolver, today: string, counts: LoadCounts) {
  const prepared = await prepareBatch(trx, kind, batch, resolverOf);
  if (prepared.unresolved.length > 0) throw new FileChangedError(prepared.unresolved[0]!.line);
  const changed = prepared.rows.filter((r) => prepared.earlierHashes.get(r.key) !== r.hash);
  counts.unchanged += prepared.rows.length - changed.length;
  if (changed.length === 0) return;
  const ids = await kind.load(trx, changed, today);
  for (const row of changed) {
    if (row.localId === null) counts.inserted++;
    else counts.updated++;
  }
  await saveImportKeys(
    trx,
    kind.name,
    changed.map((r, i) => ({ key: r.key, localId: ids[i]!, hash: r.hash })),
  );
}

/**
 * The second pass, run only on a file the first pass accepted, inside the caller's transaction:
 * rows whose source key is new are inserted, rows whose content changed are updated, and rows
 * an earlier import loaded as they are now are left alone.
 */
export async function loadPass<T>(
  trx: Db,
  kind: ImportKind<T>,
  source: FileSource,
  resolverOf: (kind: string) => Resolver,
  today: string,
  onProgress?: (report: ProgressReport) => void,
): Promise<LoadCounts> {
  const counts: LoadCounts = { inserted: 0, updated: 0, unchanged: 0 };
  let batch: CheckedRow<T>[] = [];
  for await (const outcome of checkedRows(kind, source, today, progressMeter('load', source.size, onProgress))) {
    if (outcome.rejections) throw new FileChangedError(outcome.rejections[0]?.line ?? 0);
    batch.push(outcome.row);
    if (batch.length >= BATCH_ROWS) {
      await loadBatch(trx, kind, batch, resolverOf, today, counts);
      batch = [];
    }
  }
  if (batch.length > 0) await loadBatch(trx, kind, batch, resolverOf, today, counts);
  return counts;
}
