import type { AppConfig } from './config/app-config';
import type { Db } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDemo } from './seed';
import { findDemoTraces } from './seed/demo-presence';

/** A start that must not go on; its message is for the operator, as it is printed. */
export class StartRefused extends Error {}

/**
 * Brings the database to what this version of the portal expects: the migrations, the demo
 * municipality when it was asked for (DEMO_DATA=1, never in production), and in production the
 * refusal to run on a database that holds demo data — anyone could sign in as the demo
 * administrator with the published password (docs/security.md).
 */
export async function prepareDatabase(config: AppConfig, db: Db, log: (line: string) => void = console.log): Promise<void> {
  await migrateToLatest(db, config.databaseSchema);
  const seeded = await isSeeded(db);
  if (config.demoData && !seeded) {
    log('DEMO_DATA=1: demo belediye verisi oluşturuluyor…');
    await seedDemo(db);
  } else if (!seeded && config.environment !== 'production') {
    log('Veritabanında demo verisi yok; demo belediye için DEMO_DATA=1 ile başlatın ya da: npm run seed');
  }
  if (config.environment !== 'production') return;
  const traces = await findDemoTraces(db);
  if (traces.length === 0) return;
  throw new StartRefused(
    ['Üretim ortamı demo verisi içeren bir veritabanıyla başlatılamaz (refusing to start in production on demo data):', ...traces.map((t) => `  - ${t}`)].join('\n'),
  );
}
