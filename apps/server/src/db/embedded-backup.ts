import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ENGINE_PARSERS } from './embedded-engine';
import { holdDataDir, LOCK_FILE_NAME } from './data-dir-lock';

/**
 * Backup and restore of the embedded database (docs/operations.md, "Backups and restore"). The
 * backup opens the data folder itself, so it runs only while no portal holds the folder
 * (data-dir-lock.ts): the copy is then of a database nobody writes to, taken after a checkpoint,
 * and consistent. The file is a gzipped tar of the folder, PGlite's own `dumpDataDir` format.
 */
export class BackupRefused extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  /** How many migrations the database had: the restored one must have as many. */
  migrations: number;
}

const isDatabaseFolder = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

async function migrationCount(pglite: PGlite): Promise<number> {
  const { rows } = await pglite.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_name = 'kysely_migration'");
  if (rows[0]?.n === 0) return 0;
  return (await pglite.query<{ n: number }>('select count(*)::int as n from kysely_migration')).rows[0]!.n;
}

/** Opens a dump in memory only, to prove it can be read before it is called a backup. */
async function verifiedMigrations(dump: Blob): Promise<number> {
  const copy = new PGlite('memory://', { parsers: ENGINE_PARSERS, loadDataDir: dump });
  try {
    await copy.waitReady;
    return await migrationCount(copy);
  } finally {
    await copy.close();
  }
}

export async function backupEmbedded(dataDir: string, toFile: string, options: { overwrite?: boolean } = {}): Promise<BackupResult> {
  if (!isDatabaseFolder(dataDir)) throw new BackupRefused(`Bu klasörde gömülü veritabanı yok (no embedded database in this folder): ${dataDir}`);
  if (existsSync(toFile) && !options.overwrite) throw new BackupRefused(`Yedek dosyası zaten var (the backup file exists; --overwrite to replace it): ${toFile}`);
  const release = holdDataDir(dataDir);
  let dump: Blob;
  let migrations: number;
  try {
    const pglite = new PGlite(dataDir, { parsers: ENGINE_PARSERS });
    try {
      await pglite.waitReady;
      // Everything committed is written into the tables' files, so the copy needs no replay of the log.
      await pglite.exec('checkpoint');
      migrations = await migrationCount(pglite);
      dump = await pglite.dumpDataDir('gzip');
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
  const readBack = await verifiedMigrations(dump);
  if (readBack !== migrations) throw new BackupRefused(`Yedek doğrulanamadı (the backup could not be verified): ${readBack} / ${migrations} migration.`);
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written aside and renamed: a backup cut short never stands where a good one is expected.
  const partial = `${toFile}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, toFile);
  return { file: toFile, bytes: bytes.length, migrations };
}

export interface RestoreResult {
  dataDir: string;
  migrations: number;
}

/**
 * Restores a backup into a data folder. A folder with anything in it is refused unless `replace`
 * is given, and a folder a portal holds is refused always: a restore never mixes two databases.
 */
export async function restoreEmbedded(fromFile: string, dataDir: string, options: { replace?: boolean } = {}): Promise<RestoreResult> {
  if (!existsSync(fromFile)) throw new BackupRefused(`Yedek dosyası bulunamadı (backup file not found): ${fromFile}`);
  const contents = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (contents.length > 0 && !options.replace) {
    throw new BackupRefused(`Veri klasörü boş değil (the data folder is not empty; --replace to overwrite it): ${dataDir}`);
  }
  const dump = new Blob([await readFile(fromFile)]);
  mkdirSync(dataDir, { recursive: true });
  holdDataDir(dataDir);
  try {
    for (const entry of contents) if (entry !== LOCK_FILE_NAME) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    const pglite = new PGlite(dataDir, { parsers: ENGINE_PARSERS, loadDataDir: dump });
    try {
      await pglite.waitReady;
      return { dataDir, migrations: await migrationCount(pglite) };
    } finally {
      await pglite.close();
    }
  } finally {
    // The backup's own lock came back with the folder, naming the backup's process: neither is this folder's holder.
    await rm(path.join(dataDir, LOCK_FILE_NAME), { force: true });
  }
}
