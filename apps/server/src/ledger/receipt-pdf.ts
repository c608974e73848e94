import { formatMoney, formatTurkishDate, istanbulIso } from '@ebelediye/contract';
import { maskName } from '../accounts/masking';
import { amountInWords } from '../documents/amount-in-words';
import type { Letterhead } from '../documents/letterhead';
import { PdfDocumentBuilder } from '../documents/pdf-document';

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
  collectionTypeName: string;
  payer: { name: string; identifier: string | null };
  /** Who paid for the payer under their authorisation (docs/security.md, "Acting for another"); null when the payer paid. */
  actedBy: string | null;
  /** Set when the collection is an online card payment. */
  card: ReceiptCardPayment | null;
  lines: {
    incomeTypeName: string;
    description: string;
    periodLabel: string;
    /** A water bill's subscription, printed under its description. */
    subscription: { subscriberNo: string; address: string } | null;
    dueDate: string;
    principalAmount: number;
    delayFineAmount: number;
  }[];
  totalAmount: number;
}

/** Masks the ID number too: 10000000146 → 100******46. */
export const maskIdentifier = (id: string) => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 5))}${id.slice(-2)}`;

/** 4355 08** **** 4358 → 4355 08** **** 4358; a bare 16-digit mask is grouped by four for reading. */
const cardText = (masked: string) => (/^[\d*]{16}$/.test(masked) ? masked.replace(/(.{4})(?=.)/g, '$1 ') : masked);

/** A water bill names its subscription; a masked receipt keeps the supply address, which would place the payer, to itself. */
function describeLine(line: ReceiptData['lines'][number], maskPayer: boolean): string {
  if (!line.subscription) return line.description;
  const address = maskPayer || !line.subscription.address ? '' : `, ${line.subscription.address}`;
  return `${line.description}\nAbone No ${line.subscription.subscriberNo}${address}`;
}

/**
 * A collection receipt (tahsilat makbuzu): the municipality's letterhead (province,
 * municipality, logo), the payer, how and when it was paid (for a card: bank, authorisation
 * number, order number, masked card), each line's principal and delay fine, the total in
 * figures and in words, and the verification code with a QR code that opens the public check.
 *
 * The payer is shown in full to whoever proved to be the payer (a signed-in member, or a
 * fast-payment caller who proved the registered phone by SMS), masked to anyone else.
 */
export function renderReceiptPdf(data: ReceiptData, options: { maskPayer: boolean }): Uint8Array {
  const payerName = options.maskPayer ? maskName(data.payer.name) : data.payer.name;
  const payerId = data.payer.identifier ? (options.maskPayer ? maskIdentifier(data.payer.identifier) : data.payer.identifier) : '-';
  const at = istanbulIso(data.collectedAt);
  const doc = new PdfDocumentBuilder(data.letterhead, { title: 'Tahsilat Makbuzu', subtitle: `Makbuz No ${data.receiptNo}`, createdAt: data.collectedAt });

  doc.heading('Mükellef');
  doc.fields([
    ['Adı Soyadı / Unvanı', payerName],
    ['T.C. Kimlik/Vergi No', payerId],
    ...(data.actedBy ? ([['Yetkili olarak ödeyen', options.maskPayer ? maskName(data.actedBy) : data.actedBy]] as const) : []),
  ]);
  doc.heading('Ödeme');
  doc.fields([
    ['Makbuz No', data.receiptNo],
    ['Ödeme Tarihi/Saati', `${formatTurkishDate(at)} ${at.slice(11, 19)}`],
    ['Tahsilat Şekli', data.collectionTypeName],
    ['Tutar', formatMoney(data.totalAmount)],
    ...(data.card
      ? ([
          ['Banka', data.card.bankName ?? '-'],
          ['Kart', data.card.maskedPan ? cardText(data.card.maskedPan) : '-'],
          ['Provizyon (Onay) No', data.card.authCode ?? '-'],
          ['Sipariş No', data.card.orderNumber],
        ] as const)
      : []),
  ]);

  doc.heading('Ödenen Borçlar');
  const principal = data.lines.reduce((sum, l) => sum + l.principalAmount, 0);
  const fines = data.lines.reduce((sum, l) => sum + l.delayFineAmount, 0);
  doc.table(
    [
      { header: 'Gelir Türü', width: 15 },
      { header: 'Açıklama', width: 22 },
      { header: 'Dönem', width: 9 },
      { header: 'Vade', width: 12.5 },
      { header: 'Asıl', width: 13.5, align: 'right' },
      { header: 'Gecikme Zammı', width: 13.5, align: 'right' },
      { header: 'Toplam', width: 14.5, align: 'right' },
    ],
    data.lines.map((l) => [
      l.incomeTypeName,
      describeLine(l, options.maskPayer),
      l.periodLabel,
      formatTurkishDate(l.dueDate),
      formatMoney(l.principalAmount),
      formatMoney(l.delayFineAmount),
      formatMoney(l.principalAmount + l.delayFineAmount),
    ]),
    { total: ['TOPLAM', '', '', '', formatMoney(principal), formatMoney(fines), formatMoney(data.totalAmount)] },
  );
  doc.paragraph(`Yalnız ${amountInWords(data.totalAmount)}.`, { bold: true });
  doc.space(6);
  doc.qr(data.verificationUrl, [
    `Doğrulama Kodu: ${data.verificationCode}`,
    '',
    'Bu makbuzun gerçekliğini karekodu okutarak ya da e-Belediye sayfasındaki "Makbuz Doğrulama" ekranına doğrulama kodunu girerek kontrol edebilirsiniz:',
    data.verificationUrl,
  ]);
  doc.paragraph('Bu makbuz elektronik ortamda düzenlenmiştir; ıslak imza gerektirmez.', { muted: true, size: 8.5 });
  return doc.bytes();
}
