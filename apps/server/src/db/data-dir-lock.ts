import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database has no lock of its own: a second process that opens the same folder
 * while the portal writes to it would corrupt it. Whoever opens the folder (the portal, the seed,
 * a backup or a restore) writes this file with its process id and removes it on closing.
 */
export const LOCK_FILE_NAME = 'portal.lock';

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

const lockFileOf = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);

/** A process that is still alive on this machine (a signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The process that holds the folder, or null when nobody does. A lock left by a process that
 * died (a power cut, kill -9) is not a holder. One written on another machine (a shared disk)
 * cannot be checked from here, so it counts as held.
 */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const file = lockFileOf(dataDir);
  if (!existsSync(file)) return null;
  let holder: Partial<LockHolder>;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
  } catch {
    return null;
  }
  // Not a lock this code wrote (a file cut short by a crash): it names nobody.
  if (typeof holder.pid !== 'number' || typeof holder.host !== 'string' || typeof holder.since !== 'string') return null;
  const named = holder as LockHolder;
  if (named.host !== hostname()) return named;
  if (named.pid === process.pid) return null;
  return alive(named.pid) ? named : null;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Veri klasörü başka bir süreç tarafından kullanılıyor (the data folder is in use): ${dataDir} — süreç ${holder.pid}, ${holder.host}, ${holder.since}. ` +
        `Portalı durdurup yeniden deneyin; süreç artık yoksa ${path.join(dataDir, LOCK_FILE_NAME)} dosyasını silin.`,
    );
  }
}

/** Takes the folder for this process, or refuses naming who holds it; answers the release. */
export function holdDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirInUse(dataDir, holder);
  const file = lockFileOf(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() } satisfies LockHolder));
  return () => {
    const current = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LockHolder) : null;
    if (current?.pid === process.pid && current.host === hostname()) rmSync(file, { force: true });
  };
}
