import { formatEnglishDate, formatEnglishMoney, formatMoney, formatTurkishDate, type DeclarationKind, type DocumentLanguage } from '@ebelediye/contract';

/** The filed declaration's words: one catalogue per language, one layout (`declaration-pdf.ts`). */
export interface DeclarationTexts {
  language: DocumentLanguage;
  kindNames: Record<DeclarationKind, string>;
  subtitle: (declarationNo: string) => string;
  declarationNo: string;
  taxYear: string;
  filedAt: string;
  subject: string;
  address: string;
  computation: string;
  item: string;
  amount: string;
  accruedTax: string;
  instalments: string;
  instalment: string;
  dueDate: string;
  instalmentName: (no: number) => string;
  documents: string;
  noDocuments: string;
  notes: string;
  date: (iso: string) => string;
  money: (kurus: number) => string;
}

const turkish: DeclarationTexts = {
  language: 'tr',
  kindNames: {
    estate: 'Emlak Vergisi Beyannamesi',
    entertainment: 'Eğlence Vergisi Beyannamesi',
    advertising: 'İlan ve Reklam Vergisi Beyannamesi',
    ect: 'Çevre Temizlik Vergisi Beyannamesi',
  },
  subtitle: (no) => `Beyanname No ${no}`,
  declarationNo: 'Beyanname No',
  taxYear: 'Beyan Yılı',
  filedAt: 'Verildiği Tarih',
  subject: 'Konu',
  address: 'Adres',
  computation: 'Hesaplama',
  item: 'Kalem',
  amount: 'Tutar',
  accruedTax: 'TAHAKKUK EDEN VERGİ',
  instalments: 'Taksitler',
  instalment: 'Taksit',
  dueDate: 'Son Ödeme Tarihi',
  instalmentName: (no) => `${no}. taksit`,
  documents: 'Eklenen Belgeler',
  noDocuments: 'Belge eklenmemiştir.',
  notes: 'Açıklamalar',
  date: formatTurkishDate,
  money: formatMoney,
};

/**
 * For a citizen reading the portal in English. The computation's lines and notes are the
 * assessment's own Turkish text, stored with the declaration, and are printed as stored.
 */
const english: DeclarationTexts = {
  language: 'en',
  kindNames: {
    estate: 'Property Tax Declaration',
    entertainment: 'Entertainment Tax Declaration',
    advertising: 'Advertising Tax Declaration',
    ect: 'Environmental Cleaning Tax Declaration',
  },
  subtitle: (no) => `Declaration No ${no}`,
  declarationNo: 'Declaration No',
  taxYear: 'Tax year',
  filedAt: 'Filed on',
  subject: 'Subject',
  address: 'Address',
  computation: 'Computation',
  item: 'Item',
  amount: 'Amount',
  accruedTax: 'TAX ACCRUED',
  instalments: 'Instalments',
  instalment: 'Instalment',
  dueDate: 'Due date',
  instalmentName: (no) => `Instalment ${no}`,
  documents: 'Attached documents',
  noDocuments: 'No documents were attached.',
  notes: 'Notes',
  date: formatEnglishDate,
  money: formatEnglishMoney,
};

export const declarationTexts: Readonly<Record<DocumentLanguage, DeclarationTexts>> = { tr: turkish, en: english };
