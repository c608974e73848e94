import { importKindCodes, operations } from '@ebelediye/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { importKindNames } from '../kinds';
import { addressFiles } from './import-files';

let t: TestApp;
const tokens = { admin: '', citizen: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T09:00:00Z') });
  tokens.admin = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
  tokens.citizen = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
});
afterAll(() => t.close());

const csvBase64 = (rows: readonly (readonly string[])[]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n', 'utf8').toString('base64');
const call = async (body: Record<string, unknown>, token = tokens.admin) => t.call('RunBackOfficeImport', body, token);
const audits = () => t.db.selectFrom('audit_event').select(['event_type', 'success', 'reason']).where('event_type', '=', 'DATA_IMPORT').orderBy('oid').execute();

describe('the administrator’s import screen', () => {
  it('offers the kinds the import knows, in their order', () => {
    expect([...importKindCodes]).toEqual(importKindNames);
  });

  it('checks a file without loading it, then loads it with the same counts, audited', async () => {
    const body = { kind: 'districts', fileName: 'mahalleler.csv', contentBase64: csvBase64(addressFiles.districts) };
    const check = await call({ ...body, dryRun: true });
    expect(check.statusCode, check.body).toBe(200);
    expect(operations.RunBackOfficeImport.response.parse(check.json())).toMatchObject({ loaded: false, dryRun: true, inserted: 2, rows: 2, rejections: [], rejectionCount: 0 });
    expect(await t.db.selectFrom('district').select('district_code').where('district_code', '=', 147601).execute()).toEqual([]);
    expect(await audits()).toEqual([]);

    const load = await call({ ...body, dryRun: false });
    expect(load.json()).toMatchObject({ loaded: true, dryRun: false, inserted: 2, updated: 0, unchanged: 0, format: 'csv', encoding: 'utf-8' });
    expect(await t.db.selectFrom('district').select('district_code').where('district_code', '=', 147601).execute()).toHaveLength(1);
    expect((await call({ ...body, dryRun: false })).json()).toMatchObject({ loaded: true, inserted: 0, unchanged: 2 });
    expect(await audits()).toEqual([
      { event_type: 'DATA_IMPORT', success: true, reason: 'IMPORT_DISTRICTS' },
      { event_type: 'DATA_IMPORT', success: true, reason: 'IMPORT_DISTRICTS' },
    ]);
  });

  it('answers every refused row with its line, field and Turkish reason, and loads nothing', async () => {
    const rows = [addressFiles.streets[0], ['147601', '5000001', 'ATATÜRK', 'PATIKA'], ['147699', '5000009', 'YENİ', 'SOKAK']];
    const r = await call({ kind: 'streets', fileName: 'sokaklar.csv', contentBase64: csvBase64(rows), dryRun: false });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      loaded: false,
      rejectionCount: 2,
      rejections: [
        { line: 2, field: 'sokak_turu', code: 'BAD_CHOICE', reason: 'Alan izin verilen değerlerden biri değil.', value: 'PATIKA' },
        { line: 3, field: 'mahalle_kodu', code: 'UNKNOWN_REFERENCE', reason: 'Başvurulan kayıt yok; önce onu içeren dosya yüklenmeli.', value: '147699' },
      ],
    });
    expect(await t.db.selectFrom('street').select('street_code').where('street_code', 'in', [5000001, 5000009]).execute()).toEqual([]);
    expect((await audits()).at(-1)).toEqual({ event_type: 'DATA_IMPORT', success: false, reason: 'IMPORT_STREETS' });
  });

  it('reads an .xlsx upload', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sokaklar');
    for (const row of addressFiles.streets) sheet.addRow([...row]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const r = await call({ kind: 'streets', fileName: 'Sokaklar.XLSX', contentBase64: buffer.toString('base64'), dryRun: false });
    expect(r.json()).toMatchObject({ format: 'xlsx', encoding: null, loaded: true, inserted: 2 });
  });

  it('refuses anyone but an administrator, and a file that is not CSV or xlsx', async () => {
    const body = { kind: 'districts', fileName: 'mahalleler.csv', contentBase64: csvBase64(addressFiles.districts), dryRun: true };
    expect((await call(body, tokens.citizen)).statusCode).toBe(403);
    const pdf = await call({ ...body, fileName: 'mahalleler.pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.body).toContain('Yalnızca .csv, .txt ya da .xlsx dosyası yüklenebilir.');
  });
});
