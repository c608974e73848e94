// Server suite on embedded PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set
// (architecture §10). Under CI an unreachable PostgreSQL fails the run; it is never skipped.
import { spawnSync } from 'node:child_process';

const run = (env, project) => {
  const result = spawnSync('npx', ['vitest', 'run', '--project', project], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run({ TEST_ENGINE: 'pglite' }, 'server');
if (process.env.TEST_DATABASE_URL) {
  run({ TEST_ENGINE: 'postgres' }, 'server-postgres');
} else {
  console.log('\nPostgreSQL server suite not run: TEST_DATABASE_URL is not set.');
  if (process.env.CI) {
    console.error('CI=true requires TEST_DATABASE_URL so the PostgreSQL suite runs.');
    process.exit(1);
  }
}
