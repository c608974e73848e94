import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { FileEncoding } from './csv-sniff';
import { findImportKind, resolverOf } from './kinds';
import { loadPass, type LoadCounts } from './load-pass';
import type { ProgressReport } from './progress';
import type { Rejection } from './rejections';
import { openSource } from './row-source';
import { validatePass } from './validate-pass';

export interface ImportRequest {
  kind: string;
  file: string;
  /** A CSV's encoding; detected when not given. */
  encoding?: FileEncoding;
  /** Checks and counts what would change, then rolls back. */
  dryRun?: boolean;
  now?: Date;
  onProgress?: (report: ProgressReport) => void;
}

export interface ImportResult extends LoadCounts {
  kind: string;
  format: 'csv' | 'xlsx';
  encoding: FileEncoding | null;
  /** Data rows read (the header not counted). */
  rows: number;
  rejections: Rejection[];
  /** Whether the rows are in the database now (false on refusal and on a dry run). */
  loaded: boolean;
  dryRun: boolean;
}

/** Thrown inside the dry run's transaction so that everything it wrote is rolled back. */
class DryRunRollback extends Error {
  constructor(readonly counts: LoadCounts) {
    super('dry run');
  }
}

/**
 * Imports one file of one kind (docs/operations.md, "Importing a municipality's data"): a first
 * streaming pass checks every row and, if any is refused, nothing is loaded and every refusal is
 * answered; otherwise a second pass loads the file in one transaction. The command line and the
 * back office call this same function.
 */
export async function importFile(db: Db, request: ImportRequest): Promise<ImportResult> {
  const kind = findImportKind(request.kind);
  if (!kind) throw new RangeError(`Unknown import kind: ${request.kind}`);
  const today = istanbulDate(request.now ?? new Date());
  const source = await openSource(request.file, request.encoding);
  const base = { kind: kind.name, format: source.format, encoding: source.encoding, dryRun: request.dryRun ?? false, inserted: 0, updated: 0, unchanged: 0 };
  const checked = await validatePass(db, kind, source, resolverOf, today, request.onProgress);
  if (checked.rejections.length > 0) return { ...base, rows: checked.rows, rejections: checked.rejections, loaded: false };
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const loaded = await loadPass(trx, kind, source, resolverOf, today, request.onProgress);
      if (request.dryRun) throw new DryRunRollback(loaded);
      return loaded;
    });
    return { ...base, ...counts, rows: checked.rows, rejections: [], loaded: true };
  } catch (error) {
    if (error instanceof DryRunRollback) return { ...base, ...error.counts, rows: checked.rows, rejections: [], loaded: false };
    throw error;
  }
}
