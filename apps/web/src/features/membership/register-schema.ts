import { emailAddress, isValidTckn, isValidVkn, newPassword } from '@ebelediye/contract';
import { z } from 'zod';
import { maskedPhoneField } from '../../lib/forms/identity-fields';

/** Step 1: a person proves the registry with the birth date, a company with its tax office. */
export const identitySchema = z.object({ corporate: z.boolean(), nationalId: z.string().trim(), birthDate: z.string(), taxOfficeCode: z.string() }).superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.corporate) {
    if (!isValidVkn(v.nationalId)) issue('nationalId', v.nationalId ? 'Geçerli bir Vergi Kimlik Numarası giriniz.' : 'Vergi Kimlik Numarası giriniz.');
    if (!v.taxOfficeCode) issue('taxOfficeCode', 'Vergi dairesini seçiniz.');
  } else {
    if (!isValidTckn(v.nationalId)) issue('nationalId', v.nationalId ? 'Geçerli bir T.C. Kimlik Numarası giriniz.' : 'T.C. Kimlik Numarası giriniz.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.birthDate)) issue('birthDate', v.birthDate ? 'Doğum tarihinizi gg.aa.yyyy biçiminde giriniz.' : 'Doğum tarihinizi giriniz.');
  }
});

export type IdentityValues = z.infer<typeof identitySchema>;

export const phoneSchema = z.object({ gsmNumber: maskedPhoneField });
export type PhoneInput = z.input<typeof phoneSchema>;
export type PhoneValues = z.output<typeof phoneSchema>;

/** Step 3: contact details, the password twice and the KVKK consent (Law 6698 art. 10). */
export const accountSchema = z
  .object({
    email: emailAddress,
    password: newPassword,
    passwordAgain: z.string(),
    chkSMSInfo: z.boolean(),
    kvkkConsent: z.boolean().refine((v) => v, 'Kişisel verilerin korunması aydınlatma metnini onaylayınız.'),
  })
  .refine((v) => v.password === v.passwordAgain, { path: ['passwordAgain'], message: 'Şifreler birbiriyle aynı olmalıdır.' });

export type AccountValues = z.infer<typeof accountSchema>;
