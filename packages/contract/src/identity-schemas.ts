import { z } from 'zod';
import { typeError } from './schemas';
import { passwordProblems } from './validators/password-policy';

/** Field and record shapes shared by the identity operations (sign-in, membership, e-Devlet). */

export const currentPassword = z.string(typeError('Şifrenizi giriniz.')).min(1, 'Şifrenizi giriniz.').max(128, 'Şifre en fazla 128 karakter olabilir.');

export const newPassword = z.string(typeError('Yeni şifrenizi giriniz.')).superRefine((value, ctx) => {
  const [problem] = passwordProblems(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * The ALTCHA widget's base64 payload. Optional in the shape so that a missing solution is
 * answered with the spec's own warning (HUMAN_VERIFICATION_REQUIRED) rather than a field error.
 */
export const humanVerificationPayload = z.string().max(20_000, 'Doğrulama bilgisi çok uzun.').optional();

/** Random server-issued tokens, tickets and handles: opaque to the client. */
export const opaqueToken = z.string(typeError('Geçerli bir anahtar giriniz.')).trim().min(16, 'Geçerli bir anahtar giriniz.').max(200, 'Geçerli bir anahtar giriniz.');

export const emailAddress = z
  .string(typeError('E-posta adresinizi giriniz.'))
  .trim()
  .max(254, 'E-posta adresi en fazla 254 karakter olabilir.')
  .pipe(z.email('Geçerli bir e-posta adresi giriniz.'));

/** User calls carry a fixed application name and a user name label; both are optional here. */
export const applicationName = z.string().max(60).optional();
export const userNameLabel = z.string().max(60).optional();

export const personName = z
  .string(typeError('Ad giriniz.'))
  .trim()
  .min(1, 'Bu alan zorunludur.')
  .max(60, 'En fazla 60 karakter girebilirsiniz.')
  .regex(/^[\p{L}][\p{L} .'-]*$/u, 'Yalnızca harf giriniz.');

export const tokenPair = z.object({ AccessToken: z.string(), RefreshToken: z.string() });

export const registryTypeCode = z.enum(['G', 'Y', 'T', 'K', 'D']);

/** A registry in a list: enough to pick one, nothing more. "Oid" is the spec's name for its key. */
export const registrySummarySchema = z.object({
  Oid: z.number().int(),
  registryType: registryTypeCode,
  nationalId: z.string().nullable(),
  taxNumber: z.string().nullable(),
  nameOrTitle: z.string(),
  surname: z.string().nullable(),
  isOwn: z.boolean(),
  hasMembership: z.boolean(),
});

export const registryAddressSchema = z.object({
  districtCode: z.number().int().nullable(),
  districtName: z.string().nullable(),
  streetCode: z.number().int().nullable(),
  streetName: z.string().nullable(),
  outerDoorOid: z.number().int().nullable(),
  outerDoorNo: z.string().nullable(),
  innerDoorOid: z.number().int().nullable(),
  innerDoorNo: z.string().nullable(),
});

export const registryDetailSchema = z.object({
  Oid: z.number().int(),
  registryType: registryTypeCode,
  nationalId: z.string().nullable(),
  taxNumber: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  title: z.string().nullable(),
  fatherName: z.string().nullable(),
  motherName: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  gender: z.enum(['E', 'K']).nullable(),
  gsmNumber: z.string().nullable(),
  email: z.string().nullable(),
  taxOfficeCode: z.string().nullable(),
  address: registryAddressSchema,
});

export const userDetailSchema = z.object({
  userOid: z.number().int(),
  userName: z.string(),
  roleCode: z.string(),
  status: z.enum(['PENDING', 'ACTIVE']),
  gsmNumber: z.string().nullable(),
  email: z.string().nullable(),
  chkSMSInfo: z.boolean(),
  memberName: z.string().nullable(),
  memberSurname: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  passwordChangedAt: z.string().nullable(),
});

/** The member info (the user with its registry) — what the web keeps as MemberInfo. */
export const memberInfoSchema = z.object({
  UserDetail: userDetailSchema,
  Registry: registryDetailSchema,
  representedRegistries: z.array(registrySummarySchema),
});

export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Birth date as the spec's three separate fields. */
export const birthYear = z.number(typeError('Doğum yılını giriniz.')).int().min(1900, 'Geçerli bir yıl giriniz.').max(2100, 'Geçerli bir yıl giriniz.');
export const birthMonth = z.number(typeError('Doğum ayını giriniz.')).int().min(1, 'Geçerli bir ay giriniz.').max(12, 'Geçerli bir ay giriniz.');
export const birthDay = z.number(typeError('Doğum gününü giriniz.')).int().min(1, 'Geçerli bir gün giriniz.').max(31, 'Geçerli bir gün giriniz.');
