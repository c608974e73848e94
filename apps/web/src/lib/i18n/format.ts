import { formatEnglishDate, formatEnglishMoney, formatMoney as turkishMoney, formatTurkishDate, istanbulClock, type DocumentLanguage } from '@ebelediye/contract';
import { i18next } from './index';

/**
 * Money, dates and numbers as the visitor's language writes them: Turkish
 * `1.234,56 ₺` and `24.11.2026`; English `₺1,234.56` and `24/11/2026` (the contract's forms,
 * which the English receipt prints too). Amounts stay kuruş until here; CSV files keep the
 * Turkish form whatever the screen's language.
 */
const english = () => i18next.language === 'en';

/** The language a citizen's PDF is asked for in: the screen's own, so it prints these forms (docs/domain/turkish-text.md, "PDFs"). */
export const documentLanguage = (): DocumentLanguage => (english() ? 'en' : 'tr');
export const formatMoney = (kurus: number): string => (english() ? formatEnglishMoney(kurus) : turkishMoney(kurus));

export const formatDate = (iso: string): string => (english() ? formatEnglishDate(iso) : formatTurkishDate(iso));

/** A moment as a date and an Istanbul wall-clock time: `24.11.2026 21:40` (a payment's date and time). */
export function formatDateAndTime(iso: string): string {
  const { hour, minute } = istanbulClock(new Date(iso));
  return `${formatDate(iso)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** An area as the language writes it, with its unit: `120,5 m²`. */
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres, { maximumFractionDigits: 2 })} m²`;
}

export const numberLocale = () => (english() ? 'en-GB' : 'tr-TR');

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(), options).format(value);
}
