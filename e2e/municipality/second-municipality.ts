import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
export const kilisFile = path.join(serverDir, 'config/municipalities/kilis/municipality.json');
/** The invented Kilis data files the repository ships, numbered in the order they load (docs/operations.md). */
const examplesDir = fileURLToPath(new URL('../../imports/examples', import.meta.url));
const kindOf = (file: string) => /^\d+-([a-z]+)/.exec(file)![1]!;

/** Loads every example file into the data folder with the import command, as the municipality's IT staff would. */
function importExamples(env: NodeJS.ProcessEnv) {
  for (const file of readdirSync(examplesDir)
    .filter((f) => /^\d+-.*\.csv$/.test(f))
    .sort()) {
    execFileSync(process.execPath, ['dist/modules/imports/cli.js', '--kind', kindOf(file), '--file', path.join(examplesDir, file)], { cwd: serverDir, env, stdio: 'pipe' });
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface RunningPortal {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second portal beside the suite's: the compiled server on the Kilis file, on a new data
 * folder and without demo data, as a municipality starts it for the first time
 * (docs/operations.md, "The municipality file"); with `withExamples`, holding only what the
 * import command loaded from the example files. Migrating a new folder takes seconds.
 */
export async function startKilisPortal(options: { withExamples?: boolean } = {}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ebelediye-e2e-kilis-'));
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MUNICIPALITY_FILE: kilisFile,
    SIMULATORS: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  if (options.withExamples) importExamples(env);
  const server: ChildProcess = spawn(process.execPath, ['dist/main.js'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (server.exitCode !== null) break;
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the Kilis portal did not start: ${errors}`);
}
