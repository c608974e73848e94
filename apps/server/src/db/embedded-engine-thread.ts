import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compiled, serverModule } from '../config/server-files';
import type { EmbeddedEngine, EmbeddedEngineOptions, StatementResult } from './embedded-engine';
import { rebuiltError, type EngineAsk, type EngineReply, type EngineRequest, type EngineThreadData } from './embedded-engine-messages';

const ENTRY = pathToFileURL(serverModule('db/embedded-engine-worker')).href;

/**
 * Compiled, the thread loads its entry's JavaScript. From the TypeScript sources (tsx, the tests)
 * a worker does not inherit tsx's loader: the thread registers it before it loads its entry.
 * tsx's ES module API is found through tsx's own exports (a test runner's module loader cannot
 * resolve a module for another thread).
 */
function bootScript(): string {
  if (compiled) return `await import(${JSON.stringify(ENTRY)});`;
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
  return `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(ENTRY)});`;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * The embedded database in a thread of its own. PGlite is PostgreSQL compiled to
 * WebAssembly: in the server's thread, every statement's planning and execution stopped the
 * server from parsing, validating, compressing and writing other answers. In its own thread the
 * server's work goes on beside it whenever a core is free (ADR 2 has the measurements).
 * Statements still run one at a time, in the order the dialect sends them.
 */
export function inOwnThread(dataDir: string, options: EmbeddedEngineOptions = {}): EmbeddedEngine {
  const worker = new Worker(bootScript(), { eval: true, workerData: { dataDir, ...options } satisfies EngineThreadData });
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let stopped: Error | null = null;
  let closing: Promise<void> | null = null;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: EngineReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(rebuiltError(reply.error));
  });
  worker.on('error', stop);
  worker.on('exit', (code) => {
    const error = new Error(`Gömülü veritabanının iş parçacığı durdu (çıkış kodu ${code}).`);
    // Every later statement fails with this error, so the readiness check reports it; the operator hears it here once.
    if (!closing) console.error(error.message);
    stop(error);
  });

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  // A start that failed is reported to whoever waits for it, not as an unhandled rejection.
  ready.catch(() => undefined);

  const ask = <T>(request: EngineAsk): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies EngineRequest);
    });
  };

  return {
    ready: () => ready,
    run: <R>(sql: string, params: readonly unknown[]) => ask<StatementResult<R>>({ kind: 'run', sql, params }),
    dumpDataDir: () => ask<Blob>({ kind: 'dump' }),
    close: () =>
      (closing ??= (stopped ? Promise.resolve() : ask<void>({ kind: 'close' }).catch(() => undefined)).then(async () => {
        await worker.terminate();
      })),
  };
}
