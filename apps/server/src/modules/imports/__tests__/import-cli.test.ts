import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase, type CopiedDatabase } from '../../../testing/test-database';
import { addressFiles, scratch } from './import-files';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let files: Awaited<ReturnType<typeof scratch>>;
let copy: CopiedDatabase;
let env: Record<string, string>;
let dataDir: string | null = null;

beforeAll(async () => {
  files = await scratch();
  copy = await emptyTestDatabase();
  if (copy.config.databaseUrl) env = { DATABASE_URL: copy.config.databaseUrl, ...(copy.config.databaseSchema ? { DATABASE_SCHEMA: copy.config.databaseSchema } : {}) };
  else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'import-cli-'));
    env = { DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  await copy.drop();
  await files.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs the compiled command (`npm run build:server` builds it before the suite) as the municipality's IT staff would. */
function importCommand(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = path.join(serverDir, 'dist/modules/imports/cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build:server\` first`);
  const child = spawn(process.execPath, [cli, ...args], { cwd: serverDir, env: { PATH: process.env.PATH, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('the import command', () => {
  it('loads a file into the configured database, and a rerun changes nothing', async () => {
    const file = await files.csv('districts.csv', addressFiles.districts);
    const first = await importCommand('--kind', 'districts', '--file', file);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Yüklendi: CSV (utf-8), 2 veri satırı; 2 yeni, 0 değişen, 0 aynı.');
    expect(first.stdout).toMatch(/denetleniyor: 2 satır, [\d.]+ satır\/sn, bitti/);
    const again = await importCommand('--kind', 'districts', '--file', file);
    expect(again.stdout).toContain('0 yeni, 0 değişen, 2 aynı.');
  });

  it('refuses a file with a bad row, prints every refusal, writes the report and exits with 1', async () => {
    const report = path.join(files.dir, 'hatalar.csv');
    const file = await files.csv('streets.csv', [
      ['mahalle_kodu', 'sokak_kodu', 'sokak_adi', 'sokak_turu'],
      ['147601', '5000001', 'ATATÜRK', 'CADDE'],
      ['147609', '5000002', 'İNÖNÜ', 'SOKAK'],
    ]);
    const refused = await importCommand('--kind', 'streets', '--file', file, '--report', report);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Dosya reddedildi, HİÇBİR SATIR YÜKLENMEDİ: CSV (utf-8), 2 veri satırı, 1 hata.');
    expect(refused.stderr).toContain('satır 3, mahalle_kodu: [UNKNOWN_REFERENCE]');
    expect((await readFile(report, 'utf8')).split('\r\n')[1]).toBe('3,mahalle_kodu,UNKNOWN_REFERENCE,"Başvurulan kayıt yok; önce onu içeren dosya yüklenmeli.",147609');
    const dryRun = await importCommand('--kind', 'streets', '--file', await files.csv('streets-ok.csv', addressFiles.streets), '--dry-run');
    expect(dryRun.stdout).toContain('Deneme (hiçbir şey yazılmadı): CSV (utf-8), 2 veri satırı; yüklenseydi 2 yeni, 0 değişen, 0 aynı.');
  });

  it('answers its usage for an unknown kind or encoding', async () => {
    for (const args of [
      ['--kind', 'planets', '--file', 'x.csv'],
      ['--kind', 'streets', '--file', 'x.csv', '--encoding', 'latin-5'],
    ]) {
      const result = await importCommand(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Kullanım: npm run import');
    }
  });
});
