import { parseArgs } from 'node:util';
import type { Engine } from './databases';
import type { LoadOptions } from './load';

export const usage = `Usage: npm run bench -w bench -- [--engine pglite|postgres|both] [--scale N] [--duration S] [--warmup S] [--connections N]
  Defaults: --engine both --scale 20 --duration 8 --warmup 2 --connections 20.
  PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a bench_<random> schema is made and dropped.`;

export interface BenchOptions extends LoadOptions {
  engines: Engine[];
  scale: number;
}

const integer = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = value === undefined ? fallback : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : NaN;
};

/** The command line, or null when it is not valid (the caller prints the usage and exits 2). */
export function parseOptions(argv: string[]): BenchOptions | null {
  try {
    const names = ['engine', 'scale', 'duration', 'warmup', 'connections'] as const;
    const { values } = parseArgs({ args: argv, strict: true, options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])) });
    const v = values as Partial<Record<(typeof names)[number], string>>;
    const engine = v.engine ?? 'both';
    if (!['pglite', 'postgres', 'both'].includes(engine)) return null;
    const options: BenchOptions = {
      engines: engine === 'both' ? ['pglite', 'postgres'] : [engine as Engine],
      scale: integer(v.scale, 20, 1, 10_000),
      durationSeconds: integer(v.duration, 8, 1, 600),
      warmupSeconds: integer(v.warmup, 2, 0, 600),
      connections: integer(v.connections, 20, 1, 1000),
    };
    return [options.scale, options.durationSeconds, options.warmupSeconds, options.connections].every(Number.isFinite) ? options : null;
  } catch {
    return null;
  }
}
