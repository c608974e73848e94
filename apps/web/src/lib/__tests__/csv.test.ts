import { describe, expect, it } from 'vitest';
import { buildCsv, csvMoney, csvNumber } from '../csv';

describe('CSV for Turkish spreadsheets', () => {
  const columns = [
    { header: 'Cadde/Sokak', value: (r: { name: string; value: number }) => r.name },
    { header: 'Birim Değer (₺/m²)', value: (r: { name: string; value: number }) => csvMoney(r.value) },
  ];

  it('starts with a byte-order mark and separates cells with ;', () => {
    const csv = buildCsv(columns, [{ name: 'IŞIK SOKAK', value: 206350 }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Cadde/Sokak;Birim Değer (₺/m²)\r\nIŞIK SOKAK;2.063,50\r\n');
  });

  it('quotes cells that hold a separator, a quote or a line break', () => {
    const csv = buildCsv([{ header: 'a', value: (r: string) => r }], ['x;y', 'say "hi"', 'two\nlines', '']);
    expect(csv.slice(1).split('\r\n')).toEqual(['a', '"x;y"', '"say ""hi"""', '"two\nlines"', '', '']);
  });

  it('writes a cell that a spreadsheet would run as a formula as plain text', () => {
    const texts = ['=HYPERLINK("http://x","tıkla")', '+90 505 111 22 33', '-2+3', '@SUM(A1)', '\tgizli', '\r=1', 'ŞİKAYET = 1', '-0,05', '-1.234,56'];
    const csv = buildCsv([{ header: 'a', value: (r: string) => r }], texts);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'a',
      `"'=HYPERLINK(""http://x"",""tıkla"")"`,
      "'+90 505 111 22 33",
      "'-2+3",
      "'@SUM(A1)",
      "'\tgizli",
      `"'\r=1"`,
      'ŞİKAYET = 1',
      '-0,05',
      '-1.234,56',
      '',
    ]);
    // A header is a cell like any other.
    expect(buildCsv([{ header: '=1+1', value: () => 1 }], []).slice(1)).toBe("'=1+1\r\n");
  });

  it('writes numbers the Turkish way', () => {
    expect(csvMoney(123456789)).toBe('1.234.567,89');
    expect(csvMoney(-5)).toBe('-0,05');
    expect(csvNumber(1234.5)).toBe('1.234,5');
    expect(csvNumber(95)).toBe('95');
  });
});
