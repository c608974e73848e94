import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import type { LoadOptions, LoadResult } from './load';

export interface Row extends LoadResult {
  target: string;
  engine: string;
  /** req/s of this target over req/s of bare Fastify. */
  throughputRatio: number;
  /** p99 of this target over p99 of bare Fastify. */
  p99Ratio: number;
}

export function toRow(target: string, engine: string, result: LoadResult, baseline: LoadResult): Row {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    target,
    engine,
    ...result,
    throughputRatio: round(result.requestsPerSecond / baseline.requestsPerSecond),
    p99Ratio: round(result.p99Ms / baseline.p99Ms),
  };
}

export function printTable(rows: Row[]): void {
  const header = ['target', 'engine', 'req/s', 'p99 ms', 'req/s ÷ bare', 'p99 ÷ bare', 'non-2xx', 'errors'];
  const cells = rows.map((r) => [
    r.target,
    r.engine,
    String(r.requestsPerSecond),
    r.p99Ms.toFixed(2),
    `${(r.throughputRatio * 100).toFixed(1)} %`,
    `${r.p99Ratio.toFixed(2)}×`,
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(['', line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), ''].join('\n'));
}

export async function writeResults(file: string, content: { options: LoadOptions & { scale: number }; engineVersion: string; rows: Row[] }) {
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', node: process.version, platform: process.platform };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...content }, null, 2)}\n`);
}
