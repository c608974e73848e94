import type { ErrorEntries } from './entry';

/** Authorisations a member gives another member (docs/security.md, "Acting for another"). */
export const authorityErrors = {
  AUTHORITY_GRANTEE_NOT_FOUND: {
    status: 422,
    tr: 'Bu T.C. Kimlik No ile yetki verilebilecek bir e-Belediye üyesi bulunamadı.',
    en: 'No e-Belediye member to authorise was found with this ID number.',
  },
  AUTHORITY_SELF: { status: 422, tr: 'Kendinize yetki veremezsiniz.', en: 'You cannot authorise yourself.' },
  AUTHORITY_DATES_INVALID: {
    status: 422,
    tr: 'Başlangıç tarihi bugünden önce, bitiş tarihi başlangıçtan önce veya iki yıldan sonra olamaz.',
    en: 'The start cannot be before today, and the end cannot be before the start or more than two years after it.',
  },
  AUTHORITY_NOT_OPEN: { status: 409, tr: 'Bu yetkilendirme artık bu işleme açık değil.', en: 'This authorisation is no longer open to this action.' },
} as const satisfies ErrorEntries;
