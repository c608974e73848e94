import { formatMoney, formatTurkishDate } from '@ebelediye/contract';
import { simplePdf } from '../../documents/simple-pdf';
import type { Assessment } from './assessment';

interface FiledSummary {
  declarationNo: string;
  kindName: string;
  taxYear: number;
  subject: string;
  address: string;
  filedAt: string;
  documents: { documentName: string }[];
}

const row = (label: string, value: string) => `${label.padEnd(34)}${value}`;
const amountRow = (label: string, amount: number) => `${label.slice(0, 64).padEnd(66)}${formatMoney(amount).padStart(20)}`;

/** The filed declaration as a printable page: what was declared, the computation and the instalments. */
export function renderDeclarationPdf(item: FiledSummary, tax: Assessment['tax'], municipality: string): Uint8Array {
  const lines = [
    municipality,
    '',
    row('Beyanname no', item.declarationNo),
    row('Beyan yılı', String(item.taxYear)),
    row('Verildiği tarih', formatTurkishDate(item.filedAt)),
    row('Konu', item.subject.slice(0, 64)),
    row('Adres', item.address.slice(0, 64)),
    '',
    'HESAPLAMA',
    ...tax.lines.map((l) => amountRow(l.label, l.amount)),
    amountRow('TAHAKKUK EDEN VERGİ', tax.taxAmount),
    '',
    'TAKSİTLER',
    ...tax.instalments.map((i) => amountRow(`${i.instalmentNo}. taksit — son ödeme ${formatTurkishDate(i.dueDate)}`, i.amount)),
    '',
    'EKLENEN BELGELER',
    ...(item.documents.length ? item.documents.map((d) => `- ${d.documentName}`) : ['- yok']),
    '',
    ...tax.notes.flatMap((n) => [n.slice(0, 100), ...(n.length > 100 ? [n.slice(100, 200)] : [])]),
  ];
  return simplePdf(item.kindName, lines.join('\n'), { monospace: true });
}
