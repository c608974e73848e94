import type { DeclarationKind, DocumentLanguage } from '@ebelediye/contract';
import type { Letterhead } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
import type { Assessment } from './assessment';
import { declarationTexts } from './declaration-texts';

interface FiledSummary {
  declarationNo: string;
  declarationKind: DeclarationKind;
  taxYear: number;
  subject: string;
  address: string;
  filedAt: string;
  documents: { documentName: string }[];
}

/**
 * The filed declaration as a printable document on the municipality's letterhead: what was
 * declared, the computation and the instalments as tables, the attached documents and notes.
 * One layout, with the words of the asked language's catalogue (docs/domain/turkish-text.md, "PDFs").
 */
export function renderDeclarationPdf(item: FiledSummary, tax: Assessment['tax'], letterhead: Letterhead, language: DocumentLanguage = 'tr'): Uint8Array {
  const texts = declarationTexts[language];
  const { date, money } = texts;
  const doc = new PdfDocumentBuilder(letterhead, { title: texts.kindNames[item.declarationKind], subtitle: texts.subtitle(item.declarationNo), language });
  doc.fields([
    [texts.declarationNo, item.declarationNo],
    [texts.taxYear, String(item.taxYear)],
    [texts.filedAt, date(item.filedAt)],
    [texts.subject, item.subject],
  ]);
  doc.fields([[texts.address, item.address]], 1);
  doc.heading(texts.computation);
  doc.table(
    [
      { header: texts.item, width: 72 },
      { header: texts.amount, width: 28, align: 'right' },
    ],
    tax.lines.map((l) => [l.label, money(l.amount)]),
    { total: [texts.accruedTax, money(tax.taxAmount)] },
  );
  doc.heading(texts.instalments);
  doc.table(
    [
      { header: texts.instalment, width: 25 },
      { header: texts.dueDate, width: 40 },
      { header: texts.amount, width: 35, align: 'right' },
    ],
    tax.instalments.map((i) => [texts.instalmentName(i.instalmentNo), date(i.dueDate), money(i.amount)]),
  );
  doc.heading(texts.documents);
  doc.paragraph(item.documents.length ? item.documents.map((d) => `• ${d.documentName}`).join('\n') : texts.noDocuments);
  if (tax.notes.length) {
    doc.heading(texts.notes);
    for (const note of tax.notes) doc.paragraph(note, { size: 9 });
  }
  return doc.bytes();
}
