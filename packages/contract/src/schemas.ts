import { z } from 'zod';
import { isValidTckn } from './validators/tckn';
import { isValidTcknOrVkn } from './validators/national-id';
import { normalizeGsm } from './validators/gsm';

/** A type error reads "required" when the field is missing and the given text otherwise. */
export const typeError = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'Bu alan zorunludur.' : message),
});

/** Shared field shapes. Messages are the Turkish texts shown under a field. */
export const oid = z.number(typeError('Geçerli bir kayıt numarası giriniz.')).int().positive().max(Number.MAX_SAFE_INTEGER);
export const code = z.number(typeError('Geçerli bir kod giriniz.')).int().nonnegative().max(2_147_483_647);
/** A code kept in a small integer column (a construction group, a kind). */
export const smallCode = code.max(32_767, 'Geçerli bir kod giriniz.');
export const year = z.number(typeError('Geçerli bir yıl giriniz.')).int().min(1900, 'Geçerli bir yıl giriniz.').max(2200, 'Geçerli bir yıl giriniz.');
export const isoDate = z.iso.date(typeError('Tarih YYYY-AA-GG biçiminde olmalıdır.'));
export const kurus = z.number().int();

/**
 * The language a citizen's PDF is printed in: the language of the screen that asks for it.
 * Turkish, the official one, when not given (docs/domain/turkish-text.md, "PDFs").
 */
export const documentLanguage = z.enum(['tr', 'en'], { error: 'Geçerli bir belge dili seçiniz (tr veya en).' }).default('tr');
export type DocumentLanguage = z.infer<typeof documentLanguage>;

export const nationalId = z.string(typeError('T.C. Kimlik Numarası giriniz.')).trim().refine(isValidTckn, 'Geçerli bir T.C. Kimlik Numarası giriniz.');

export const nationalIdOrTaxNumber = z
  .string(typeError('T.C. Kimlik veya Vergi Numarası giriniz.'))
  .trim()
  .refine(isValidTcknOrVkn, 'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.');

export const gsmNumber = z.string(typeError('Cep telefonu numarası giriniz.')).transform((value, ctx) => {
  const national = normalizeGsm(value);
  if (!national) {
    ctx.addIssue({ code: 'custom', message: 'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).' });
    return z.NEVER;
  }
  return national;
});

export const pageRequest = z.object({
  pageIndex: z.number().int().min(0).max(100_000).default(0),
  pageSize: z.number().int().min(1).max(200).default(25),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative(), pageIndex: z.number().int(), pageSize: z.number().int() });

export const empty = z.object({});

/** The answer to every request for an SMS code: where it went, how long it lives, and how many resends are left. */
export const smsCodeSent = z.object({
  operationReferenceNumber: z.string(),
  maskedGsm: z.string(),
  expiresInSeconds: z.number().int(),
  /** More codes this phone may get for this purpose in the current window; the resend link shows only when some are left. */
  resendsLeft: z.number().int().nonnegative(),
});
