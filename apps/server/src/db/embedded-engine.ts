import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements';

/** What a statement gives back: the rows, and for a write the rows it changed. */
export interface StatementResult<R> {
  rows: R[];
  affectedRows?: number;
}

/**
 * The embedded database as the dialect uses it: one connection that runs statements in order.
 * It runs in this thread (`inThisThread`) or in a thread of its own (`embedded-engine-thread.ts`).
 */
export interface EmbeddedEngine {
  ready(): Promise<void>;
  run<R>(sql: string, params: readonly unknown[]): Promise<StatementResult<R>>;
  /** The database's folder as a tar, to open copies of it (`loadDataDir`). */
  dumpDataDir(): Promise<Blob>;
  /** Closes the database; closing again does nothing. */
  close(): Promise<void>;
}

export interface EmbeddedEngineOptions {
  /** Starts the database from a `dumpDataDir` tar instead of its folder. */
  loadDataDir?: Blob;
}

/** PGlite parses as `pg` does for PostgreSQL (db/kysely.ts): int8 as a number, dates as text. */
export const ENGINE_PARSERS = { 20: (value: string) => Number(value), 1082: (value: string) => value };

export function inThisThread(dataDir: string, options: EmbeddedEngineOptions = {}): EmbeddedEngine {
  const pglite = new PGlite(dataDir, { parsers: ENGINE_PARSERS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  const statements = new PreparedStatements(pglite);
  // Statements are prepared once (pglite-statements.ts), but planned for each run's values as
  // before: a generic plan, which PostgreSQL may switch to after five runs, can be far worse
  // for a value it did not foresee.
  const ready = pglite.waitReady.then(() => pglite.exec('set plan_cache_mode = force_custom_plan')).then(() => undefined);
  return {
    ready: () => ready,
    run: async <R>(sql: string, params: readonly unknown[]) => {
      const { rows, affectedRows } = await statements.run<R>(sql, params);
      return affectedRows === undefined ? { rows } : { rows, affectedRows };
    },
    dumpDataDir: () => pglite.dumpDataDir('none') as Promise<Blob>,
    close: async () => {
      await ready.catch(() => undefined);
      if (!pglite.closed) await pglite.close();
    },
  };
}
