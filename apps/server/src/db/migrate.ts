import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrationsFolder } from '../config/server-files';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely';

class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const { dir, extension } = migrationsFolder;
    const files = (await readdir(dir)).filter((f) => /^\d{4}-/.test(f) && f.endsWith(extension)).sort();
    const entries = await Promise.all(
      files.map(async (file) => [file.slice(0, -extension.length), (await import(pathToFileURL(path.join(dir, file)).href)) as Migration] as const),
    );
    return Object.fromEntries(entries);
  }
}

/** `schema` names the PostgreSQL schema the tables live in, when it is not the default one. */
export async function migrateToLatest(db: Db, schema: string | null = null): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider(),
    // Kysely looks for its own tables across all schemas unless told where they are.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
