import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rejectionText, type Rejection } from './rejections';

const REPORT_HEADER = ['satir', 'alan', 'kod', 'aciklama', 'deger'];

/** A CSV field, quoted when it holds a delimiter, a quote or a line break. */
const csvField = (value: string) => (/[\x22,;\r\n]/.test(value) ? `"${value.replace(/\x22/g, '""')}"` : value);

export const reportLine = (r: Rejection) => [String(r.line), r.field, r.code, rejectionText(r.code), r.value].map(csvField).join(',');

/** One line for the operator's screen: where, which field, the code and the Turkish reason. */
export const describeRejection = (r: Rejection) => `satır ${r.line}${r.field ? `, ${r.field}` : ''}: [${r.code}] ${rejectionText(r.code)}${r.value ? ` (değer: ${r.value})` : ''}`;

/** Writes the refusals as a UTF-8 CSV with a byte-order mark, so a spreadsheet shows the Turkish letters. */
export async function writeRejectionReport(file: string, rejections: readonly Rejection[]): Promise<void> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`\uFEFF${REPORT_HEADER.join(',')}\r\n`);
  for (const r of rejections) await write(`${reportLine(r)}\r\n`);
  out.end();
  await once(out, 'finish');
}
