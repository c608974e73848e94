import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config/app-config';
import { holdDataDir } from './data-dir-lock';
import { inThisThread } from './embedded-engine';
import { inOwnThread } from './embedded-engine-thread';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

// bigint and numeric columns come back as strings from pg; money and oids fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Closes the connections; closing again does nothing. */
  close(): Promise<void>;
  /**
   * Who hears that PostgreSQL closed an idle connection (a restart, a failover, an operator):
   * the pool drops that connection and opens a new one on the next query, so the server lives on.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  /** The embedded database's folder as a tar, to open copies of it (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  /** Starts the embedded database from a `dumpDataDir` tar instead of its folder. */
  loadDataDir?: Blob;
  /** Runs the embedded database in a thread of its own (the server does; tests open it in theirs). */
  ownThread?: boolean;
}

const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
};

export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databaseSchema'>, options: OpenOptions = {}): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    // Without a listener an idle connection's error would be thrown as an uncaught 'error' event and stop the process.
    let connectionLost = (error: Error) => console.error(`Veritabanı bağlantısı kapandı: ${error.message}`);
    // Every connection reports its own loss, idle or checked out between two queries (a job's
    // transaction awaiting other work would otherwise throw it uncaught; its next query fails instead).
    pool.on('connect', (client) => client.on('error', (error) => connectionLost(error)));
    // The pool repeats an idle connection's error; it must be heard or it is thrown, but it was reported above.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: once(() => db.destroy()), onConnectionLost: (listener) => void (connectionLost = listener) };
  }
  const onDisk = !config.dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(config.dataDir, { recursive: true });
  // Two processes on one folder would corrupt it: the embedded engine has no lock of its own.
  const release = onDisk ? holdDataDir(config.dataDir) : () => {};
  const { ownThread, ...engineOptions } = options;
  const engine = (ownThread ? inOwnThread : inThisThread)(config.dataDir, engineOptions);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(engine) });
  // Kysely closes the engine only if a query ran; a thread of its own must stop even then.
  const close = once(() =>
    db
      .destroy()
      .then(() => engine.close())
      .finally(release),
  );
  // The embedded database runs in this process: it has no connection to lose.
  return { db, engine: 'pglite', close, onConnectionLost: () => {}, dumpDataDir: () => engine.dumpDataDir() };
}
