import type { ErrorEntries } from './entry';

/** The collection service contracted banks call (docs/domain/bank-service.md). */
export const bankServiceErrors = {
  BANK_UNAUTHENTICATED: {
    status: 401,
    tr: 'Banka kimliği doğrulanamadı: banka kodu veya imza geçersiz.',
    en: 'The bank could not be authenticated: unknown bank code or bad signature.',
  },
  BANK_ADDRESS_NOT_ALLOWED: { status: 403, tr: 'Bu adresten tahsilat servisine bağlanılamaz.', en: 'The collection service cannot be called from this address.' },
  BANK_REQUEST_EXPIRED: {
    status: 401,
    tr: 'İsteğin zaman damgası geçersiz veya kabul süresinin dışında.',
    en: 'The request time stamp is invalid or outside the accepted window.',
  },
  BANK_REQUEST_REPLAYED: { status: 401, tr: 'Bu istek daha önce alınmış (tekrarlanan nonce).', en: 'This request was already received (nonce reused).' },
  BANK_PAYER_NOT_FOUND: { status: 404, tr: 'Abone veya mükellef bulunamadı.', en: 'No subscriber or taxpayer was found.' },
  BANK_REFERENCE_CONFLICT: {
    status: 409,
    tr: 'Bu banka referansı başka bir tahsilat için kullanılmış.',
    en: 'This bank reference was used for another collection.',
  },
  BANK_PAYMENT_NOT_FOUND: { status: 404, tr: 'Bu banka referansıyla bir tahsilat bulunamadı.', en: 'No collection was found with this bank reference.' },
  BANK_PAYMENT_CANCELLED: { status: 409, tr: 'Bu tahsilat daha önce iptal edilmiş.', en: 'This collection was already cancelled.' },
  BANK_CANCEL_DAY_PASSED: {
    status: 422,
    tr: 'Tahsilat yalnızca yapıldığı gün iptal edilebilir.',
    en: 'A collection can be cancelled only on the day it was made.',
  },
} as const satisfies ErrorEntries;
