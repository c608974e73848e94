import type { Db } from '../../db/kysely';
import { prepareBatch } from './batch';
import { checkedRows } from './checked-rows';
import type { CheckedRow, ImportKind, Resolver } from './kind';
import { progressMeter, type ProgressReport } from './progress';
import type { Rejection } from './rejections';
import type { FileSource } from './row-source';

export const BATCH_ROWS = 500;

export interface ValidationOutcome {
  rows: number;
  rejections: Rejection[];
}

/** Refuses a key or a unique value seen on an earlier line of the same file; remembers it otherwise. */
function checkDuplicates<T>(kind: ImportKind<T>, row: CheckedRow<T>, seen: Map<string, number>): Rejection[] {
  const values = [
    { field: kind.keyColumn, value: row.key, code: 'DUPLICATE_KEY' as const },
    ...(kind.uniques?.(row.record) ?? []).map((u) => ({ ...u, code: 'DUPLICATE_VALUE' as const })),
  ];
  const refused: Rejection[] = [];
  for (const { field, value, code } of values) {
    const first = seen.get(`${field}\u0000${value}`);
    if (first === undefined) seen.set(`${field}\u0000${value}`, row.line);
    else refused.push({ line: row.line, field, code, value: `${value} (ilk: satır ${first})` });
  }
  return refused;
}

/** Refuses a row that states a shared fact (a county's name) differently from an earlier row. */
function checkAgreements<T>(kind: ImportKind<T>, row: CheckedRow<T>, stated: Map<string, { value: string; line: number }>): Rejection[] {
  const refused: Rejection[] = [];
  for (const { field, key, value } of kind.agreements?.(row.record) ?? []) {
    const first = stated.get(`${field}\u0000${key}`);
    if (first === undefined) stated.set(`${field}\u0000${key}`, { value, line: row.line });
    else if (first.value !== value) refused.push({ line: row.line, field, code: 'INCONSISTENT', value: `${value} (satır ${first.line}: ${first.value})` });
  }
  return refused;
}

/**
 * The first pass: every row checked on its own, against the file's earlier rows (duplicates),
 * and in batches against the database (references, what earlier imports loaded). Nothing is
 * written. Only the keys seen are kept in memory, never the rows.
 */
export async function validatePass<T>(
  db: Db,
  kind: ImportKind<T>,
  source: FileSource,
  resolverOf: (kind: string) => Resolver,
  today: string,
  onProgress?: (report: ProgressReport) => void,
): Promise<ValidationOutcome> {
  const rejections: Rejection[] = [];
  const seen = new Map<string, number>();
  const stated = new Map<string, { value: string; line: number }>();
  let batch: CheckedRow<T>[] = [];
  let rows = 0;
  const flush = async () => {
    const prepared = await prepareBatch(db, kind, batch, resolverOf);
    rejections.push(...prepared.unresolved);
    if (kind.checkAgainstDatabase) rejections.push(...(await kind.checkAgainstDatabase(db, prepared.rows)));
    batch = [];
  };
  for await (const outcome of checkedRows(kind, source, today, progressMeter('validate', source.size, onProgress))) {
    if (outcome.rejections) {
      rejections.push(...outcome.rejections);
      if (outcome.rejections.some((r) => r.line === 1)) continue;
      rows++;
      continue;
    }
    rows++;
    const duplicates = [...checkDuplicates(kind, outcome.row, seen), ...checkAgreements(kind, outcome.row, stated)];
    if (duplicates.length > 0) rejections.push(...duplicates);
    else batch.push(outcome.row);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  rejections.sort((a, b) => a.line - b.line);
  return { rows, rejections };
}
