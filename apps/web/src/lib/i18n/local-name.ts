import { codeLabel } from '@ebelediye/contract';
import { i18next } from './index';

/**
 * Catalogue names (income types, debt kinds, complaint kinds and categories, coded lists) in the
 * visitor's language. The server sends the English name beside the Turkish one, so switching
 * language needs no new request; where a list item has no English name the Turkish one is shown.
 */
export const localName = (turkish: string, english?: string | null) => (i18next.language === 'en' && english) || turkish;

/** A coded enumeration's label (collection types, revenue types…) in the visitor's language. */
export const localCodeName = (table: Parameters<typeof codeLabel>[0], code: string | number, fallback: string) => codeLabel(table, code, i18next.language) ?? fallback;

/** A debt line's description and income type in the visitor's language. */
export const debtDescription = (d: { description: string; descriptionEn?: string }) => localName(d.description, d.descriptionEn);
export const incomeTypeName = (d: { incomeTypeName: string; incomeTypeNameEn?: string }) => localName(d.incomeTypeName, d.incomeTypeNameEn);
