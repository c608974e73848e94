/**
 * Stable error codes with their HTTP status and user text. The Turkish text is what the
 * citizen sees (spec §8); the English text is for the second language.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, tr: 'Girilen bilgiler hatalı. Lütfen işaretli alanları düzeltiniz.', en: 'Some fields are invalid.' },
  UNAUTHENTICATED: { status: 401, tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.', en: 'Please sign in again.' },
  FORBIDDEN: { status: 403, tr: 'Bu işlem için yetkiniz bulunmamaktadır.', en: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, tr: 'Aradığınız kayıt bulunamadı.', en: 'The record was not found.' },
  UNKNOWN_OPERATION: { status: 404, tr: 'Böyle bir işlem bulunmamaktadır.', en: 'There is no such operation.' },
  PARAMETER_NOT_FOUND: { status: 404, tr: 'Parametre bulunamadı.', en: 'The parameter was not found.' },
  CONFLICT: { status: 409, tr: 'Bu işlem daha önce yapılmış.', en: 'This has already been done.' },
  BUSINESS_RULE: { status: 422, tr: 'İşlem iş kurallarına uymuyor.', en: 'The request breaks a business rule.' },
  RATE_LIMITED: { status: 429, tr: 'Çok fazla deneme yaptınız. Lütfen bir süre sonra tekrar deneyiniz.', en: 'Too many attempts. Please try again later.' },
  OPERATION_PAUSED: { status: 503, tr: 'Bu işlem şu saatlerde yapılamamaktadır. Lütfen daha sonra tekrar deneyiniz.', en: 'This operation is paused at this time.' },
  INTERNAL: { status: 500, tr: 'Beklenmedik bir hata oluştu', en: 'An unexpected error occurred' },
} as const satisfies Record<string, { status: number; tr: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every non-2xx answer (architecture §3). */
export interface ErrorBody {
  Message: string;
  code: ErrorCode;
  /** Field path → Turkish message, only on VALIDATION_FAILED. */
  fields?: Record<string, string>;
}
