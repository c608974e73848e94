import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ClusterSettings {
  copies: number;
  proxyPort: number;
  basePort: number;
  databaseUrl: string;
  scale: number;
  /** A configuration file for the copies (the benchmark's, see bench-config.ts). */
  configFile: string;
  /** Where scripts/cluster.sh keeps logs and pids, relative to the repository. */
  dir: string;
}

const envOf = (s: ClusterSettings): NodeJS.ProcessEnv => ({
  ...process.env,
  PROXY_PORT: String(s.proxyPort),
  BASE_PORT: String(s.basePort),
  DATABASE_URL: s.databaseUrl,
  SEED_SCALE: String(s.scale),
  CONFIG_FILE: s.configFile,
  CLUSTER_DIR: s.dir,
});

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, seconds: number, what: string, alive: () => boolean) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(250)) {
    if (!alive()) throw new Error(`${what}: the process ended`);
    if (await answers(url)) return;
  }
  throw new Error(`${what}: not ready within ${seconds} s`);
}

/**
 * The production topology as scripts/cluster.sh starts it (nginx from the distribution in
 * front, N copies on one PostgreSQL, Redis when it answers); the benchmark only adds the
 * means to kill one copy hard and start it again as the script would.
 */
export class Cluster {
  private readonly script = path.join(repoRoot, 'scripts/cluster.sh');
  private main: ChildProcess | undefined;
  private readonly restarted: ChildProcess[] = [];
  private exited = false;

  constructor(readonly s: ClusterSettings) {}

  get origin() {
    return `http://127.0.0.1:${this.s.proxyPort}`;
  }

  async start(): Promise<void> {
    const child = spawn('bash', [this.script, String(this.s.copies)], { cwd: repoRoot, env: envOf(this.s), stdio: ['ignore', 'inherit', 'inherit'] });
    this.main = child;
    child.on('exit', () => (this.exited = true));
    // The script seeds an empty database first (minutes at scale 300), then starts the copies.
    await waitFor(`${this.origin}/readyz`, 1800, 'the cluster', () => !this.exited);
    for (let i = 1; i <= this.s.copies; i++) await waitFor(this.copyUrl(i), 120, `copy ${i}`, () => !this.exited);
  }

  copyUrl(i: number) {
    return `http://127.0.0.1:${this.s.basePort + i}/readyz`;
  }

  async pidOf(i: number): Promise<number> {
    return Number((await readFile(path.join(repoRoot, this.s.dir, `api-${i}.pid`), 'utf8')).trim());
  }

  /** SIGKILL: no graceful shutdown, requests and payments in flight on that copy are cut off. */
  async kill(i: number): Promise<number> {
    const pid = await this.pidOf(i);
    process.kill(pid, 'SIGKILL');
    return pid;
  }

  /** Starts copy i again with the script's own settings; resolves when it answers /readyz. */
  async restart(i: number): Promise<void> {
    const child = spawn('bash', [this.script, 'copy', String(i)], { cwd: repoRoot, env: envOf(this.s), stdio: 'ignore' });
    this.restarted.push(child);
    let ended = false;
    child.on('exit', () => (ended = true));
    await waitFor(this.copyUrl(i), 120, `copy ${i} after the restart`, () => !ended);
  }

  /** Whether the copies share rate limits in Redis: the script's own test (REDIS_URL, or a local Redis that answers). */
  usesRedis(): Promise<boolean> {
    if (process.env.REDIS_URL) return Promise.resolve(true);
    return new Promise((resolve) => execFile('redis-cli', ['-u', 'redis://127.0.0.1:6379', 'ping'], (error, stdout) => resolve(!error && stdout.includes('PONG'))));
  }

  /** Graceful stop of everything: the script's own SIGTERM handling, and the restarted copies. */
  async stop(): Promise<void> {
    for (const child of this.restarted) if (child.exitCode === null) child.kill('SIGTERM');
    if (this.main && !this.exited) {
      this.main.kill('SIGTERM');
      await Promise.race([once(this.main, 'exit'), sleep(20_000)]);
    }
  }
}
