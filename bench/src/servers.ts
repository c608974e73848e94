import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const buildServerScript = fileURLToPath(new URL('../../scripts/build-server.mjs', import.meta.url));
const tsxLoader = import.meta.resolve('tsx');

/** Environment variables the portal reads that must come from the benchmark, never from the caller's shell. */
const portalKeys = ['DATABASE_URL', 'DATABASE_SCHEMA', 'DATA_DIR', 'PORT', 'HOST', 'WEB_DIST_DIR', 'LOG_LEVEL', 'NODE_ENV', 'REDIS_URL'];

export interface ChildServer {
  name: string;
  url: string;
  /** Throws when the process has died (a crash during a load run must not pass as a result). */
  assertAlive(): void;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of portalKeys) delete env[key];
  return { ...env, ...overrides };
}

let compiledOnce = false;

/** The benchmark measures what production runs: the compiled server, built from the sources of this checkout once per run. */
function compileServerOnce() {
  if (compiledOnce) return;
  execFileSync(process.execPath, [buildServerScript], { stdio: 'ignore' });
  compiledOnce = true;
}

/**
 * Runs a script in a new Node process, keeping the tail of its output for error messages: the
 * portal's compiled files (below apps/server/dist) as production runs them, the benchmark's own
 * TypeScript helpers through tsx.
 */
function spawnServerFile(script: string, args: string[], env: Record<string, string>, nodeArgs: string[] = []): { child: ChildProcess; output: () => string } {
  const loader = script.endsWith('.ts') ? ['--import', tsxLoader] : (compileServerOnce(), ['--enable-source-maps']);
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], { cwd: serverDir, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => tail };
}

/** Runs the seed command (apps/server/src/seed/cli.ts, compiled) to completion. */
export async function runSeed(scale: number, env: Record<string, string>): Promise<string> {
  const { child, output } = spawnServerFile(`${serverDir}dist/seed/cli.js`, ['--scale', String(scale)], env);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seed failed (exit ${code}):\n${output()}`);
  return output();
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited with ${child.exitCode ?? child.signalCode} before it was ready:\n${output()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after ${timeoutMs / 1000} s:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function startChild(name: string, script: string, args: string[], env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<ChildServer> {
  const { child, output } = spawnServerFile(script, args, env, nodeArgs);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, output, 120_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${name} did not start: ${(error as Error).message}`);
  }
  return {
    name,
    url,
    assertAlive: () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} died during the run:\n${output()}`);
    },
    stop: () => stopChild(child),
  };
}

/** Bare Fastify answering a small constant JSON, or the JSON in `payloadFile` when given. */
export async function startBareFastify(payloadFile?: string): Promise<ChildServer> {
  const port = await freePort();
  const args = [String(port), ...(payloadFile ? [payloadFile] : [])];
  return startChild('bare Fastify', fileURLToPath(new URL('./bare-fastify.ts', import.meta.url)), args, {}, port);
}

/** The portal as `npm start` runs it, on the database the env names: API only, or with the built web app from `webDistDir`. */
export async function startPortal(name: string, database: Record<string, string>, webDistDir = 'none'): Promise<ChildServer> {
  const port = await freePort();
  const env = { ...database, PORT: String(port), HOST: '127.0.0.1', WEB_DIST_DIR: webDistDir, LOG_LEVEL: 'warn', DEMO_DATA: '1' };
  // BENCH_PROFILE_DIR=DIR: the portal writes a V8 CPU profile there when it stops, to see where a target's time goes.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return startChild(name, `${serverDir}dist/main.js`, [], env, port, profile);
}
