import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The cells of the table's body rows as the citizen reads them. */
export async function screenRows(page: Page): Promise<string[][]> {
  return page.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));
}

/** Downloads the table's CSV and answers its header and rows; checks the BOM and the ';' separator. */
export async function downloadCsv(page: Page): Promise<{ header: string[]; rows: string[][]; fileName: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  const [header, ...rows] = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  return { header: header!, rows, fileName: download.suggestedFilename() };
}

/** A screen cell as it goes into the CSV: amounts lose the symbol, percentages their sign. */
export const asCsvCell = (cell: string) => cell.replace(/\s₺$/, '').replace(/^%/, '');

export async function expectCsvMatchesScreen(page: Page) {
  const screen = (await screenRows(page)).map((row) => row.map(asCsvCell));
  const csv = await downloadCsv(page);
  expect(csv.rows).toEqual(screen);
  return csv;
}

export async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Tabloda ara' }).fill(text);
}
