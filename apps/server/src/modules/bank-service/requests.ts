import { isoDate, isValidTckn, isValidVkn, kurus } from '@ebelediye/contract';
import { z } from 'zod';

/**
 * The bodies the collection service reads (docs/domain/bank-service.md). They travel outside the
 * portal's /api contract: the bank signs the exact text, and the shapes are checked only after
 * the signature.
 */
const payerFields = {
  subscriberNo: z
    .string()
    .regex(/^\d{4,12}$/, 'Abone numarası 4-12 haneli bir sayı olmalıdır.')
    .optional(),
  nationalId: z.string().refine(isValidTckn, 'Geçerli bir T.C. Kimlik Numarası giriniz.').optional(),
  taxNumber: z.string().refine(isValidVkn, 'Geçerli bir Vergi Kimlik Numarası giriniz.').optional(),
};

const oneKey = (key: { subscriberNo?: string; nationalId?: string; taxNumber?: string }) =>
  [key.subscriberNo, key.nationalId, key.taxNumber].filter((v) => v !== undefined).length === 1;
const oneKeyMessage = { error: 'Abone numarası, T.C. Kimlik No veya Vergi Kimlik No alanlarından yalnız biri verilmelidir.', path: ['subscriberNo'] };

export const debtQuery = z.object(payerFields).strict().refine(oneKey, oneKeyMessage);
export type PayerKey = z.infer<typeof debtQuery>;

export const bankReference = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Banka referansı 1-64 harf, rakam veya . _ - olmalıdır.');

export const paymentRequest = z
  .object({
    ...payerFields,
    bankReference,
    debtIds: z.array(z.number().int().positive()).min(1, 'En az bir borç seçilmelidir.').max(200),
    /** The amount the bank took from the payer, in kuruş. */
    amount: kurus.positive('Tutar sıfırdan büyük olmalıdır.'),
  })
  .strict()
  .refine(oneKey, oneKeyMessage);
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const cancelRequest = z.object({ bankReference, reason: z.string().trim().min(1, 'İptal nedeni giriniz.').max(200) }).strict();
export type CancelRequest = z.infer<typeof cancelRequest>;

export const dailyListQuery = z.object({ date: isoDate }).strict();
