import type { EmbeddedEngineOptions } from './embedded-engine';

/** What the server's thread and the embedded database's thread say to each other. */
export type EngineAsk = { kind: 'run'; sql: string; params: readonly unknown[] } | { kind: 'dump' } | { kind: 'close' };

export type EngineRequest = EngineAsk & { id: number };

/** Id 0 answers the start: whether the database opened. */
export type EngineReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: DescribedError };

export type EngineThreadData = EmbeddedEngineOptions & { dataDir: string };

/** An error as it can cross threads: PostgreSQL's fields (`code`, `constraint`, …) survive, which a cloned Error's do not. */
export interface DescribedError {
  message: string;
  fields: Record<string, string | number>;
}

export function describeError(error: unknown): DescribedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { message: error.message, fields };
}

export function rebuiltError({ message, fields }: DescribedError): Error {
  return Object.assign(new Error(message), fields);
}
