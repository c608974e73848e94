import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxRows } from '../xlsx-rows';

async function rowsOf(file: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(file, 1, () => {})) rows.push(row.values);
  return rows;
}

describe('reading an .xlsx workbook', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xlsx-rows-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // ExcelJS stores the workbook part last and the sheet before its shared strings; its own
  // one-pass reader lost those last parts now and then and read the sheet without them.
  it('reads every row of the first sheet, with its shared strings, however often it is read', async () => {
    const workbook = new ExcelJS.Workbook();
    const notes = workbook.addWorksheet('Açıklamalar');
    notes.addRow(['bu sayfa okunmaz']);
    const data = workbook.addWorksheet('Sicil');
    data.addRow(['sicil_no', 'ad']);
    data.addRow(['S-1', 'Şükrü Işık']);
    // The data sheet is moved first in the workbook's order, though its part is sheet2.xml.
    // (ExcelJS reads `orderNo` when it writes the workbook; its types do not declare it.)
    Object.assign(data, { orderNo: 0 });
    Object.assign(notes, { orderNo: 1 });
    const file = path.join(dir, 'sicil.xlsx');
    await workbook.xlsx.writeFile(file);

    const expected = [
      ['sicil_no', 'ad'],
      ['S-1', 'Şükrü Işık'],
    ];
    for (let read = 0; read < 400; read++) expect(await rowsOf(file)).toEqual(expected);
  });

  it('tells how far it has read, up to the size of the file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Taşınmazlar');
    for (let i = 0; i < 2000; i++) sheet.addRow([`T-${i}`, 'S-1', i]);
    const file = path.join(dir, 'tasinmaz.xlsx');
    await workbook.xlsx.writeFile(file);
    let read = 0;
    let rows = 0;
    for await (const _ of xlsxRows(file, 5000, (n) => (read += n))) rows++;
    expect(rows).toBe(2000);
    expect(Math.round(read)).toBe(5000);
  });
});
