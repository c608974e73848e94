import type { Generated } from 'kysely';

/** The import's bookkeeping (migration 2026-11-30T13-00): source key → local row. */
export interface ImportTables {
  import_key: {
    /** The import kind (`registries`, `debts`, …). */
    kind: string;
    /** The row's key in the municipality's previous system. */
    source_key: string;
    /** The local row's primary key. */
    local_id: number;
    /** SHA-1 of the row as the file gave it, after checking: unchanged rows are skipped. */
    row_hash: string;
    imported_at: Generated<Date>;
  };
}
