import { collectionTypes, formatEnglishDate, formatEnglishMoney, formatMoney, formatTurkishDate, type DocumentLanguage } from '@ebelediye/contract';
import { amountInWords } from '../documents/amount-in-words';
import { amountInWordsEn } from '../documents/amount-in-words-en';

/** A receipt line's names in both languages (the English ones from `english-description.ts`). */
export interface ReceiptLineNames {
  incomeTypeName: string;
  incomeTypeNameEn: string;
  description: string;
  descriptionEn: string;
}

/** Every word the receipt prints that is not data: one catalogue per language, one layout (`receipt-pdf.ts`). */
export interface ReceiptTexts {
  language: DocumentLanguage;
  title: string;
  subtitle: (receiptNo: string) => string;
  /** Printed under the title of a rendering that is not the official Turkish receipt; null on the Turkish one. */
  rendering: string | null;
  payerHeading: string;
  payerName: string;
  payerId: string;
  actedBy: string;
  paymentHeading: string;
  receiptNo: string;
  paidAt: string;
  collectionType: string;
  amount: string;
  bank: string;
  card: string;
  authCode: string;
  orderNo: string;
  linesHeading: string;
  columns: { incomeType: string; description: string; period: string; dueDate: string; principal: string; delayFine: string; total: string };
  totalRow: string;
  subscriberNo: string;
  verificationCode: string;
  verificationHelp: string;
  electronic: string;
  inWords: (kurus: number) => string;
  date: (iso: string) => string;
  money: (kurus: number) => string;
  collectionTypeName: (code: number) => string;
  incomeTypeOf: (line: ReceiptLineNames) => string;
  descriptionOf: (line: ReceiptLineNames) => string;
}

const typeOf = (code: number) => Object.values(collectionTypes).find((t) => t.code === code);

/** The receipt as the law has it: the official record (docs/domain/turkish-text.md, "PDFs"). */
const turkish: ReceiptTexts = {
  language: 'tr',
  title: 'Tahsilat Makbuzu',
  subtitle: (receiptNo) => `Makbuz No ${receiptNo}`,
  rendering: null,
  payerHeading: 'Mükellef',
  payerName: 'Adı Soyadı / Unvanı',
  payerId: 'T.C. Kimlik/Vergi No',
  actedBy: 'Yetkili olarak ödeyen',
  paymentHeading: 'Ödeme',
  receiptNo: 'Makbuz No',
  paidAt: 'Ödeme Tarihi/Saati',
  collectionType: 'Tahsilat Şekli',
  amount: 'Tutar',
  bank: 'Banka',
  card: 'Kart',
  authCode: 'Provizyon (Onay) No',
  orderNo: 'Sipariş No',
  linesHeading: 'Ödenen Borçlar',
  columns: { incomeType: 'Gelir Türü', description: 'Açıklama', period: 'Dönem', dueDate: 'Vade', principal: 'Asıl', delayFine: 'Gecikme Zammı', total: 'Toplam' },
  totalRow: 'TOPLAM',
  subscriberNo: 'Abone No',
  verificationCode: 'Doğrulama Kodu',
  verificationHelp: 'Bu makbuzun gerçekliğini karekodu okutarak ya da e-Belediye sayfasındaki "Makbuz Doğrulama" ekranına doğrulama kodunu girerek kontrol edebilirsiniz:',
  electronic: 'Bu makbuz elektronik ortamda düzenlenmiştir; ıslak imza gerektirmez.',
  inWords: (kurus) => `Yalnız ${amountInWords(kurus)}.`,
  date: formatTurkishDate,
  money: formatMoney,
  collectionTypeName: (code) => typeOf(code)?.tr ?? String(code),
  incomeTypeOf: (line) => line.incomeTypeName,
  descriptionOf: (line) => line.description,
};

/** The same receipt for a citizen reading the portal in English: the web's English dates and amounts. */
const english: ReceiptTexts = {
  language: 'en',
  title: 'Collection Receipt',
  subtitle: (receiptNo) => `Receipt No ${receiptNo}`,
  rendering: 'English rendering of the Turkish receipt; the Turkish original is the official record.',
  payerHeading: 'Taxpayer',
  payerName: 'Name / Title',
  payerId: 'ID / Tax number',
  actedBy: 'Paid by, as authorised',
  paymentHeading: 'Payment',
  receiptNo: 'Receipt No',
  paidAt: 'Payment date/time',
  collectionType: 'Payment type',
  amount: 'Amount',
  bank: 'Bank',
  card: 'Card',
  authCode: 'Authorisation (approval) No',
  orderNo: 'Order No',
  linesHeading: 'Debts paid',
  columns: { incomeType: 'Income type', description: 'Description', period: 'Period', dueDate: 'Due date', principal: 'Principal', delayFine: 'Delay fine', total: 'Total' },
  totalRow: 'TOTAL',
  subscriberNo: 'Subscriber No',
  verificationCode: 'Verification code',
  verificationHelp: 'You can check that this receipt is genuine by scanning the QR code, or by entering the verification code on the "Receipt verification" page of e-Belediye:',
  electronic: 'This receipt was issued electronically and needs no handwritten signature.',
  inWords: (kurus) => `Amount in words: ${amountInWordsEn(kurus)}.`,
  date: formatEnglishDate,
  money: formatEnglishMoney,
  collectionTypeName: (code) => typeOf(code)?.en ?? String(code),
  incomeTypeOf: (line) => line.incomeTypeNameEn,
  descriptionOf: (line) => line.descriptionEn,
};

export const receiptTexts: Readonly<Record<DocumentLanguage, ReceiptTexts>> = { tr: turkish, en: english };
