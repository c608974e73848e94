import { loadConfig } from './config/app-config';
import { buildApp } from './app';
import { DataDirInUse } from './db/data-dir-lock';
import { openDatabase } from './db/kysely';
import { demoLoginLines } from './seed/demo-logins';
import { prepareDatabase, StartRefused } from './start-up';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A refused configuration (a missing or shipped secret in production) is the operator's to fix: say it plainly.
  console.error((error as Error).message);
  process.exit(1);
}
// The embedded database gets a thread of its own, so the server answers while it plans and runs a statement.
let database: ReturnType<typeof openDatabase>;
try {
  database = openDatabase(config, { ownThread: true });
} catch (error) {
  // Another portal, a backup or a restore holds the data folder (db/data-dir-lock.ts).
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
}
try {
  await prepareDatabase(config, database.db);
} catch (error) {
  console.error(error instanceof StartRefused ? error.message : error);
  await database.close();
  process.exit(1);
}

const app = await buildApp(config, { database });
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // New connections are refused and /readyz answers 503 at once; requests in flight (a payment
  // talking to its bank) and a running job get this long to finish.
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(
  [
    '',
    `e-Belediye portalı hazır: ${address}`,
    `Veritabanı: ${database.engine === 'pglite' ? `gömülü (${config.dataDir})` : 'PostgreSQL'}`,
    `Simülatörler: ${config.simulators ? 'açık' : 'kapalı'}`,
    // Production has no demo (prepareDatabase refuses one), so it has no demo sign-ins to print.
    ...(config.environment === 'production' ? [] : await demoLoginLines(database.db)),
    '',
  ].join('\n'),
);
