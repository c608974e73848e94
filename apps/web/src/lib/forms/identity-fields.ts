import { isValidGsm, isValidTcknOrVkn, normalizeGsm } from '@ebelediye/contract';
import { z } from 'zod';

/**
 * Form fields shared by the identity screens. The messages are the contract's Turkish
 * texts, so the browser says what the server would.
 */
export const nationalIdOrTaxNumberField = z
  .string()
  .trim()
  .min(1, 'T.C. Kimlik veya Vergi Numarası giriniz.')
  .refine(isValidTcknOrVkn, 'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.');

export const passwordEntry = z.string().min(1, 'Şifrenizi giriniz.').max(128, 'Şifre en fazla 128 karakter olabilir.');

/** A phone in any shape the citizen may type (+90, 0 or none before the 5), answered as the 10-digit national number. */
export const maskedPhoneField = z
  .string()
  .min(1, 'Cep telefonu numarası giriniz.')
  .refine((text) => isValidGsm(text), 'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).')
  .transform((text) => normalizeGsm(text) ?? text);
