import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCK_FILE_NAME } from '../data-dir-lock';
import { backupEmbedded, restoreEmbedded } from '../embedded-backup';
import { openDatabase, type Db } from '../kysely';

const work = mkdtempSync(path.join(tmpdir(), 'ebelediye-backup-'));
const liveDir = path.join(work, 'live');
const backupFile = path.join(work, 'portal.tar.gz');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const open = (dataDir: string, loadDataDir?: Blob) => openDatabase({ databaseUrl: null, databaseSchema: null, dataDir }, loadDataDir ? { loadDataDir } : {});

/** Each registry's accrued, collected and open amounts, as the ledger's tables hold them. */
async function balances(db: Db) {
  const { rows } = await sql<{ registry_oid: number; accrued: number; collected: number }>`
    select a.registry_oid, sum(a.amount)::bigint as accrued, coalesce(sum(l.paid), 0)::bigint as collected
    from accrual a
    left join (select accrual_oid, sum(principal_amount + delay_fine_amount) as paid from collection_line group by accrual_oid) l on l.accrual_oid = a.oid
    where a.status <> 'CANCELLED'
    group by a.registry_oid order by a.registry_oid`.execute(db);
  const totals = await sql<{ accruals: number; collections: number; collected: number }>`
    select (select coalesce(sum(amount), 0) from accrual)::bigint as accruals, (select count(*) from collection)::bigint as collections,
           (select coalesce(sum(total_amount), 0) from collection)::bigint as collected`.execute(db);
  return { perRegistry: rows, totals: totals.rows[0]! };
}

let before: Awaited<ReturnType<typeof balances>>;

beforeAll(async () => {
  const template = inject('demoTemplate');
  if (template.engine !== 'pglite') return;
  // The demo municipality (its accruals and collections made through the ledger) on a folder on disk, as the portal keeps it.
  const live = open(liveDir, new Blob([readFileSync(template.dumpFile)]));
  before = await balances(live.db);
  await live.close();
}, 120_000);

describe.runIf(inject('demoTemplate').engine === 'pglite')('backup and restore of the embedded database', () => {
  it('restores onto a new folder with the same balances', async () => {
    expect(before.perRegistry.length).toBeGreaterThan(10);
    expect(before.totals.collections).toBeGreaterThan(0);
    const result = await backupEmbedded(liveDir, backupFile);
    expect(result.migrations).toBeGreaterThan(10);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);

    const restoredDir = path.join(work, 'restored');
    const restored = await restoreEmbedded(backupFile, restoredDir);
    expect(restored.migrations).toBe(result.migrations);
    expect(existsSync(path.join(restoredDir, LOCK_FILE_NAME))).toBe(false);
    const reopened = open(restoredDir);
    try {
      expect(await balances(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('refuses to overwrite a backup file or a data folder that is not empty, unless told', async () => {
    await expect(backupEmbedded(liveDir, backupFile)).rejects.toThrow(/--overwrite/);
    const other = path.join(work, 'occupied');
    await restoreEmbedded(backupFile, other);
    const marker = path.join(other, 'do-not-lose.txt');
    writeFileSync(marker, 'x');
    await expect(restoreEmbedded(backupFile, other)).rejects.toThrow(/boş değil.*--replace/);
    expect(existsSync(marker)).toBe(true);
    await restoreEmbedded(backupFile, other, { replace: true });
    expect(existsSync(marker)).toBe(false);
    const reopened = open(other);
    try {
      expect(await balances(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  describe('while another process holds the folder', () => {
    let holder: ChildProcess;
    beforeAll(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      writeFileSync(path.join(liveDir, LOCK_FILE_NAME), JSON.stringify({ pid: holder.pid, host: hostname(), since: new Date().toISOString() }));
    });
    afterAll(() => {
      holder.kill();
      rmSync(path.join(liveDir, LOCK_FILE_NAME), { force: true });
    });

    it('refuses the backup, the restore and a second portal, naming the holder', async () => {
      const named = new RegExp(`kullanılıyor.*süreç ${holder.pid}`);
      await expect(backupEmbedded(liveDir, path.join(work, 'while-running.tar.gz'))).rejects.toThrow(named);
      expect(existsSync(path.join(work, 'while-running.tar.gz'))).toBe(false);
      await expect(restoreEmbedded(backupFile, liveDir, { replace: true })).rejects.toThrow(named);
      expect(() => open(liveDir)).toThrow(named);
    });

    it('takes over a lock its process left when it died', async () => {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      const result = await backupEmbedded(liveDir, path.join(work, 'after-crash.tar.gz'));
      expect(result.migrations).toBeGreaterThan(10);
    }, 120_000);
  });
});
