import { isValidTurkishIban, normalizeGsm } from '@ebelediye/contract';
import { z } from 'zod';

/** The form's own fields: selects and optional texts as strings; the server checks them again. */
export const cancellationFormSchema = z
  .object({
    waterLineCuttingDate: z.iso.date('Su kesim tarihini seçiniz.'),
    depositReturnType: z.enum(['1', '2', '3'], 'Güvence bedelinin iade şeklini seçiniz.'),
    ibanOwner: z.string().trim().max(150, 'Hesap sahibi en fazla 150 karakter olabilir.'),
    bankIbanNo: z.string().transform((v) => v.replace(/\s+/g, '').toUpperCase()),
    bankCode: z.string(),
    bankBranchOid: z.string(),
    cancellationReasonCode: z.string(),
    address: z.string().trim().min(10, 'Adres en az 10 karakter olmalıdır.').max(300, 'Adres en fazla 300 karakter olabilir.'),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Geçerli bir e-posta adresi giriniz.'),
    gsmNumber: z.string().refine((v) => normalizeGsm(v) !== null, 'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).'),
  })
  .superRefine((v, ctx) => {
    if (v.depositReturnType === '1') {
      if (!v.ibanOwner) ctx.addIssue({ code: 'custom', path: ['ibanOwner'], message: 'Hesap sahibinin adını soyadını giriniz.' });
      if (!isValidTurkishIban(v.bankIbanNo)) ctx.addIssue({ code: 'custom', path: ['bankIbanNo'], message: 'Geçerli bir TR IBAN numarası giriniz (TR ile başlayan 26 karakter).' });
    }
    if (v.depositReturnType === '2' && !v.bankBranchOid) ctx.addIssue({ code: 'custom', path: ['bankBranchOid'], message: 'Ödemenin yapılacağı banka şubesini seçiniz.' });
  });

export type CancellationFormInput = z.input<typeof cancellationFormSchema>;
export type CancellationFormValues = z.output<typeof cancellationFormSchema>;

export const cancellationFormFields = [
  'waterLineCuttingDate',
  'depositReturnType',
  'ibanOwner',
  'bankIbanNo',
  'bankBranchOid',
  'cancellationReasonCode',
  'address',
  'email',
  'gsmNumber',
] as const;
