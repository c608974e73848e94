import { istanbulIso, type DocumentLanguage } from '@ebelediye/contract';
import { maskName } from '../accounts/masking';
import type { Letterhead } from '../documents/letterhead';
import { PdfDocumentBuilder } from '../documents/pdf-document';
import { receiptTexts, type ReceiptLineNames, type ReceiptTexts } from './receipt-texts';

/** How an online card payment was approved: what the bank returned for the order. */
export interface ReceiptCardPayment {
  orderNumber: string;
  bankName: string | null;
  authCode: string | null;
  maskedPan: string | null;
}

export interface ReceiptData {
  municipalityNameCapital: string;
  countyName: string;
  /** The issuer as printed: province, municipality, logo (from configuration). */
  letterhead: Letterhead;
  receiptNo: string;
  verificationCode: string;
  /** The public page that checks the code, with the code filled in (what the QR code opens). */
  verificationUrl: string;
  collectedAt: Date;
  /** How it was collected (the contract's `collectionTypes` code), named in the receipt's language. */
  collectionType: number;
  payer: { name: string; identifier: string | null };
  /** Who paid for the payer under their authorisation (docs/security.md, "Acting for another"); null when the payer paid. */
  actedBy: string | null;
  /** Set when the collection is an online card payment. */
  card: ReceiptCardPayment | null;
  lines: (ReceiptLineNames & {
    periodLabel: string;
    /** A water bill's subscription, printed under its description. */
    subscription: { subscriberNo: string; address: string } | null;
    dueDate: string;
    principalAmount: number;
    delayFineAmount: number;
  })[];
  totalAmount: number;
}

/** Masks the ID number too: 10000000146 → 100******46. */
export const maskIdentifier = (id: string) => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 5))}${id.slice(-2)}`;

/** 4355 08** **** 4358 → 4355 08** **** 4358; a bare 16-digit mask is grouped by four for reading. */
const cardText = (masked: string) => (/^[\d*]{16}$/.test(masked) ? masked.replace(/(.{4})(?=.)/g, '$1 ') : masked);

/** A water bill names its subscription; a masked receipt keeps the supply address, which would place the payer, to itself. */
function describeLine(line: ReceiptData['lines'][number], maskPayer: boolean, texts: ReceiptTexts): string {
  const description = texts.descriptionOf(line);
  if (!line.subscription) return description;
  const address = maskPayer || !line.subscription.address ? '' : `, ${line.subscription.address}`;
  return `${description}\n${texts.subscriberNo} ${line.subscription.subscriberNo}${address}`;
}

/**
 * A collection receipt (tahsilat makbuzu): the municipality's letterhead (province,
 * municipality, logo), the payer, how and when it was paid (for a card: bank, authorisation
 * number, order number, masked card), each line's principal and delay fine, the total in
 * figures and in words, and the verification code with a QR code that opens the public check.
 *
 * The payer is shown in full to whoever proved to be the payer (a signed-in member, or a
 * fast-payment caller who proved the registered phone by SMS), masked to anyone else.
 *
 * The Turkish receipt is the official record; the English one is the same layout with the
 * English catalogue, the same receipt number, code and QR code, and says it is a rendering
 * (docs/domain/turkish-text.md, "PDFs").
 */
export function renderReceiptPdf(data: ReceiptData, options: { maskPayer: boolean; language?: DocumentLanguage }): Uint8Array {
  const texts = receiptTexts[options.language ?? 'tr'];
  const payerName = options.maskPayer ? maskName(data.payer.name) : data.payer.name;
  const payerId = data.payer.identifier ? (options.maskPayer ? maskIdentifier(data.payer.identifier) : data.payer.identifier) : '-';
  const at = istanbulIso(data.collectedAt);
  const doc = new PdfDocumentBuilder(data.letterhead, { title: texts.title, subtitle: texts.subtitle(data.receiptNo), createdAt: data.collectedAt, language: texts.language });
  if (texts.rendering) doc.paragraph(texts.rendering, { bold: true, align: 'center', size: 9 });

  doc.heading(texts.payerHeading);
  doc.fields([
    [texts.payerName, payerName],
    [texts.payerId, payerId],
    ...(data.actedBy ? ([[texts.actedBy, options.maskPayer ? maskName(data.actedBy) : data.actedBy]] as const) : []),
  ]);
  doc.heading(texts.paymentHeading);
  doc.fields([
    [texts.receiptNo, data.receiptNo],
    [texts.paidAt, `${texts.date(at)} ${at.slice(11, 19)}`],
    [texts.collectionType, texts.collectionTypeName(data.collectionType)],
    [texts.amount, texts.money(data.totalAmount)],
    ...(data.card
      ? ([
          [texts.bank, data.card.bankName ?? '-'],
          [texts.card, data.card.maskedPan ? cardText(data.card.maskedPan) : '-'],
          [texts.authCode, data.card.authCode ?? '-'],
          [texts.orderNo, data.card.orderNumber],
        ] as const)
      : []),
  ]);

  doc.heading(texts.linesHeading);
  const principal = data.lines.reduce((sum, l) => sum + l.principalAmount, 0);
  const fines = data.lines.reduce((sum, l) => sum + l.delayFineAmount, 0);
  const { columns, money } = texts;
  doc.table(
    [
      { header: columns.incomeType, width: 15 },
      { header: columns.description, width: 22 },
      { header: columns.period, width: 9 },
      { header: columns.dueDate, width: 12.5 },
      { header: columns.principal, width: 13.5, align: 'right' },
      { header: columns.delayFine, width: 13.5, align: 'right' },
      { header: columns.total, width: 14.5, align: 'right' },
    ],
    data.lines.map((l) => [
      texts.incomeTypeOf(l),
      describeLine(l, options.maskPayer, texts),
      l.periodLabel,
      texts.date(l.dueDate),
      money(l.principalAmount),
      money(l.delayFineAmount),
      money(l.principalAmount + l.delayFineAmount),
    ]),
    { total: [texts.totalRow, '', '', '', money(principal), money(fines), money(data.totalAmount)] },
  );
  doc.paragraph(texts.inWords(data.totalAmount), { bold: true });
  doc.space(6);
  doc.qr(data.verificationUrl, [`${texts.verificationCode}: ${data.verificationCode}`, '', texts.verificationHelp, data.verificationUrl]);
  doc.paragraph(texts.electronic, { muted: true, size: 8.5 });
  return doc.bytes();
}
