import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shipped = fileURLToPath(new URL('../../../apps/server/config/app-setting.json', import.meta.url));

/**
 * The one change the benchmark makes to the shipped configuration, stated in every report: the
 * human check's proof of work is made small. In a real deadline day each citizen's browser
 * spends about 2 s of its own CPU on it; here all citizens would share the two cores with the
 * servers. The server's own check of a solution costs the same whatever the counter, every
 * solution is still verified and spent once, and all rate limits stay as shipped.
 */
export const benchOverrides = { 'identity.humanVerification.counterMin': 1, 'identity.humanVerification.counterMax': 20 } as const;

export async function writeBenchConfig(): Promise<string> {
  const config = JSON.parse(await readFile(shipped, 'utf8')) as { identity: { humanVerification: Record<string, unknown> } };
  config.identity.humanVerification.counterMin = benchOverrides['identity.humanVerification.counterMin'];
  config.identity.humanVerification.counterMax = benchOverrides['identity.humanVerification.counterMax'];
  const file = path.join(tmpdir(), `ebelediye-deadline-day-${process.pid}.json`);
  await writeFile(file, JSON.stringify(config, null, 2));
  return file;
}
