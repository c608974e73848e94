import type { LoadResult } from './load';

export type BarRow = Pick<LoadResult, 'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'non2xx' | 'errors'> & { target: string };

/** Prints the rows against a p99 bar and marks the run failed when any row is over it or erred. */
export function reportAgainstBar(rows: readonly BarRow[], barMs: number, width = Math.max(28, ...rows.map((r) => r.target.length))): void {
  console.log(`\n${'target'.padEnd(width)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  bar`);
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(width)} ${String(r.requestsPerSecond).padStart(7)} ${r.p50Ms.toFixed(2).padStart(8)} ${r.p99Ms.toFixed(2).padStart(8)}  ${r.p99Ms < barMs ? 'ok' : 'OVER'}`,
    );
  }
}

/** The rows that fail a bar: over it, or with refused or failed requests. */
export function overTheBar(rows: readonly BarRow[], barMs: number): boolean {
  const over = rows.some((r) => !(r.p99Ms < barMs) || r.non2xx > 0 || r.errors > 0);
  if (over) {
    console.error(`\nOver the bar: p99 must stay under ${barMs} ms with no errors.`);
    process.exitCode = 1;
  }
  return over;
}

/**
 * Runs a benchmark's main with its parsed options: bad options print the usage (exit 2); Ctrl-C,
 * a failure and the normal end all clean up the children, schema and folders it made.
 */
export async function runBench<O>(options: O | null, usage: string, main: (o: O) => Promise<void>, cleanUp: () => Promise<void>): Promise<void> {
  if (!options) {
    console.error(usage);
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    await main(options);
  } catch (error) {
    console.error(`bench failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
