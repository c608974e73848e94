import { formatMoney, formatTurkishDate } from '@ebelediye/contract';
import type { Letterhead } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
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

/**
 * The filed declaration as a printable document on the municipality's letterhead: what was
 * declared, the computation and the instalments as tables, the attached documents and notes.
 */
export function renderDeclarationPdf(item: FiledSummary, tax: Assessment['tax'], letterhead: Letterhead): Uint8Array {
  const doc = new PdfDocumentBuilder(letterhead, { title: item.kindName, subtitle: `Beyanname No ${item.declarationNo}` });
  doc.fields([
    ['Beyanname No', item.declarationNo],
    ['Beyan Yılı', String(item.taxYear)],
    ['Verildiği Tarih', formatTurkishDate(item.filedAt)],
    ['Konu', item.subject],
  ]);
  doc.fields([['Adres', item.address]], 1);
  doc.heading('Hesaplama');
  doc.table(
    [
      { header: 'Kalem', width: 72 },
      { header: 'Tutar', width: 28, align: 'right' },
    ],
    tax.lines.map((l) => [l.label, formatMoney(l.amount)]),
    { total: ['TAHAKKUK EDEN VERGİ', formatMoney(tax.taxAmount)] },
  );
  doc.heading('Taksitler');
  doc.table(
    [
      { header: 'Taksit', width: 25 },
      { header: 'Son Ödeme Tarihi', width: 40 },
      { header: 'Tutar', width: 35, align: 'right' },
    ],
    tax.instalments.map((i) => [`${i.instalmentNo}. taksit`, formatTurkishDate(i.dueDate), formatMoney(i.amount)]),
  );
  doc.heading('Eklenen Belgeler');
  doc.paragraph(item.documents.length ? item.documents.map((d) => `• ${d.documentName}`).join('\n') : 'Belge eklenmemiştir.');
  if (tax.notes.length) {
    doc.heading('Açıklamalar');
    for (const note of tax.notes) doc.paragraph(note, { size: 9 });
  }
  return doc.bytes();
}
