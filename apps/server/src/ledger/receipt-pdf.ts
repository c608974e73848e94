import { formatMoney, formatTurkishDate, istanbulIso } from '@ebelediye/contract';
import { maskName } from '../accounts/masking';
import { simplePdf } from '../documents/simple-pdf';

export interface ReceiptData {
  municipalityNameCapital: string;
  countyName: string;
  receiptNo: string;
  verificationCode: string;
  collectedAt: Date;
  collectionTypeName: string;
  payer: { name: string; identifier: string | null };
  lines: { incomeTypeName: string; description: string; periodLabel: string; dueDate: string; principalAmount: number; delayFineAmount: number }[];
  totalAmount: number;
}

const col = (text: string, width: number) => (text.length > width ? text.slice(0, width) : text.padEnd(width));
const money = (kurus: number, width: number) => formatMoney(kurus).padStart(width);

/** Masks the ID number too: 10000000146 → 100******46. */
export const maskIdentifier = (id: string) => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 5))}${id.slice(-2)}`;

/**
 * A collection receipt (tahsilat makbuzu) as a monospace PDF: the municipality header, the
 * payer (masked when the reader is not a signed-in member), each line's principal and
 * delay fine, the total, the receipt number and the code that proves the receipt is real.
 */
export function renderReceiptPdf(data: ReceiptData, options: { maskPayer: boolean }): Uint8Array {
  const payerName = options.maskPayer ? maskName(data.payer.name) : data.payer.name;
  const payerId = data.payer.identifier ? (options.maskPayer ? maskIdentifier(data.payer.identifier) : data.payer.identifier) : '-';
  const rule = '-'.repeat(96);
  const out = [
    `T.C. ${data.countyName} - ${data.municipalityNameCapital}`,
    'TAHSİLAT MAKBUZU',
    rule,
    `Makbuz No        : ${data.receiptNo}`,
    `Tahsilat Tarihi  : ${formatTurkishDate(istanbulIso(data.collectedAt))} ${istanbulIso(data.collectedAt).slice(11, 16)}`,
    `Tahsilat Şekli   : ${data.collectionTypeName}`,
    `Mükellef         : ${payerName}`,
    `T.C./Vergi No    : ${payerId}`,
    rule,
    `${col('Gelir Türü', 24)} ${col('Açıklama', 26)} ${col('Dönem', 9)} ${col('Vade', 10)} ${'Asıl'.padStart(11)} ${'G.Zammı'.padStart(11)}`,
    rule,
    ...data.lines.map(
      (l) =>
        `${col(l.incomeTypeName, 24)} ${col(l.description, 26)} ${col(l.periodLabel, 9)} ${col(formatTurkishDate(l.dueDate), 10)} ${money(l.principalAmount, 11)} ${money(l.delayFineAmount, 11)}`,
    ),
    rule,
    `${'TOPLAM'.padEnd(72)} ${money(data.totalAmount, 23)}`,
    '',
    `Doğrulama Kodu   : ${data.verificationCode}`,
    'Bu makbuzun gerçekliğini belediyemizin e-Belediye sayfasındaki "Makbuz Doğrulama" ekranından',
    'doğrulama kodu ile kontrol edebilirsiniz.',
  ];
  return simplePdf(`${data.municipalityNameCapital} - Tahsilat Makbuzu`, out.join('\n'), { monospace: true });
}
