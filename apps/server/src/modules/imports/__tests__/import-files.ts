import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Db } from '../../../db/kysely';
import { importFile, type ImportResult } from '../service';

/** The demo's story day at noon in Istanbul: the day the tests' imports run. */
export const IMPORT_NOW = new Date('2026-11-23T09:00:00Z');

/** A folder for one test file's import files, removed by `dispose`. */
export async function scratch() {
  const dir = await mkdtemp(path.join(tmpdir(), 'ebelediye-import-'));
  return {
    dir,
    /** Writes rows (the first is the header) as CSV, in UTF-8 or Windows-1254. */
    csv: async (name: string, rows: readonly (readonly string[])[], encoding: 'utf-8' | 'windows-1254' = 'utf-8') => {
      const text = rows.map((r) => r.map((v) => (/[\x22,]/.test(v) ? `"${v.replace(/\x22/g, '""')}"` : v)).join(',')).join('\r\n') + '\r\n';
      const file = path.join(dir, name);
      await writeFile(file, encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'win1254'));
      return file;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export const run = (db: Db, kind: string, file: string, extra: { dryRun?: boolean; encoding?: 'utf-8' | 'windows-1254' } = {}): Promise<ImportResult> =>
  importFile(db, { kind, file, now: IMPORT_NOW, ...extra });

/** A valid T.C. Kimlik No from its first nine digits (docs/domain/identity-numbers.md). */
export function tckn(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((7 * odd - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${first9}${d10}${d11}`;
}

/** A valid VKN from its first nine digits. */
export function vkn(first9: string): string {
  let sum = 0;
  [...first9].map(Number).forEach((digit, i) => {
    const t = (digit + 9 - i) % 10;
    const v = t === 0 ? 0 : (t * 2 ** (9 - i)) % 9 || 9;
    sum += v;
  });
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

export const addressFiles = {
  districts: [
    ['il_kodu', 'il_adi', 'ilce_kodu', 'ilce_adi', 'mahalle_kodu', 'mahalle_adi', 'koy_mu', 'koy_kodu'],
    ['79', 'KİLİS', '1476', 'MERKEZ', '147601', 'Akpınar', 'H', ''],
    ['79', 'KİLİS', '1476', 'MERKEZ', '147602', 'ŞIHLAR KÖYÜ', 'E', '9901'],
  ],
  streets: [
    ['mahalle_kodu', 'sokak_kodu', 'sokak_adi', 'sokak_turu'],
    ['147601', '5000001', 'ATATÜRK', 'CADDE'],
    ['147602', '5000002', 'İNÖNÜ', 'sokak'],
  ],
  buildings: [
    ['bina_kodu', 'sokak_kodu', 'dis_kapi_no', 'aktif', 'enlem', 'boylam'],
    ['B-1001', '5000001', '12', 'E', '36,7184', '37,1212'],
    ['B-1002', '5000002', '3/a', '', '', ''],
  ],
  doors: [
    ['adres_kodu', 'bina_kodu', 'ic_kapi_no', 'aktif'],
    ['1476000001', 'B-1001', '1', 'E'],
    ['1476000002', 'B-1001', '2', 'E'],
    ['1476000003', 'B-1002', '1', 'H'],
  ],
} as const;
