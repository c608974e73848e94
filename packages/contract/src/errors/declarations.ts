import type { ErrorEntries } from './entry';

/** Declarations. */
export const declarationErrors = {
  DECLARATION_ALREADY_FILED: {
    status: 409,
    tr: 'Bu taşınmaz/işyeri için bu yıla ait beyanname daha önce verilmiş.',
    en: 'A declaration for this property and year has already been filed.',
  },
  DECLARATION_TARIFF_MISSING: {
    status: 422,
    tr: 'Seçilen yıl için tarife bulunamadı. Lütfen belediyenin tarife yayımladığı bir yıl seçiniz.',
    en: 'There is no tariff for the chosen year.',
  },
} as const satisfies ErrorEntries;
