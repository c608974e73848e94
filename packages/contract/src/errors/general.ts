import type { ErrorEntries } from './entry';

/** Codes any call can answer with. */
export const errorsOfEveryCall = {
  VALIDATION_FAILED: { status: 400, tr: 'Girilen bilgiler hatalı. Lütfen işaretli alanları düzeltiniz.', en: 'Some fields are invalid.' },
  UNAUTHENTICATED: { status: 401, tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.', en: 'Please sign in again.' },
  FORBIDDEN: { status: 403, tr: 'Bu işlem için yetkiniz bulunmamaktadır.', en: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, tr: 'Aradığınız kayıt bulunamadı.', en: 'The record was not found.' },
  UNKNOWN_OPERATION: { status: 404, tr: 'Böyle bir işlem bulunmamaktadır.', en: 'There is no such operation.' },
  PARAMETER_NOT_FOUND: { status: 404, tr: 'Parametre bulunamadı.', en: 'The parameter was not found.' },
  CONFLICT: { status: 409, tr: 'Bu işlem daha önce yapılmış.', en: 'This has already been done.' },
  BUSINESS_RULE: { status: 422, tr: 'İşlem iş kurallarına uymuyor.', en: 'The request breaks a business rule.' },
  REQUEST_TOO_LARGE: { status: 413, tr: 'Gönderilen bilgi çok büyük. Lütfen daha küçük bir içerikle tekrar deneyiniz.', en: 'The request is too large.' },
  INVALID_CHARACTER: {
    status: 400,
    tr: 'Girilen bilgilerde kullanılamayan bir karakter var. Lütfen metni kontrol edip tekrar deneyiniz.',
    en: 'The request contains a character that cannot be used.',
  },
  REQUEST_TOO_DEEP: { status: 400, tr: 'Gönderilen bilgi okunamayacak kadar iç içe. Lütfen bilgileri kontrol edip tekrar deneyiniz.', en: 'The request is nested too deeply.' },
  RATE_LIMITED: { status: 429, tr: 'Çok fazla deneme yaptınız. Lütfen bir süre sonra tekrar deneyiniz.', en: 'Too many attempts. Please try again later.' },
  OPERATION_PAUSED: { status: 503, tr: 'Bu işlem şu saatlerde yapılamamaktadır. Lütfen daha sonra tekrar deneyiniz.', en: 'This operation is paused at this time.' },
  INTERNAL: { status: 500, tr: 'Beklenmedik bir hata oluştu', en: 'An unexpected error occurred' },
} as const satisfies ErrorEntries;
