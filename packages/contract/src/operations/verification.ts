import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { humanVerificationPayload } from '../identity-schemas';
import { empty, gsmNumber, nationalIdOrTaxNumber, typeError, smsCodeSent } from '../schemas';

const tag = 'verification';

/** An ALTCHA proof-of-work challenge (docs/architecture.md §5), as the widget expects it. */
export const humanVerificationChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

export const CreateHumanVerificationChallenge = defineOperation({
  name: 'CreateHumanVerificationChallenge',
  access: 'public',
  tag,
  summary: 'A fresh ALTCHA challenge for the widget. Each solution is accepted once, until the challenge expires.',
  request: empty,
  response: humanVerificationChallengeSchema,
});

/** What a one-time code proves possession of a phone for. */
export const verificationPurposes = ['REGISTER', 'UPDATE_PHONE'] as const;

export const SendSms = defineOperation({
  name: 'SendSms',
  access: 'public',
  tag,
  summary:
    "Sends a one-time verification code (SMS type 6). REGISTER: to the phone on the registry record (nationalId and that phone required, plus the human-verification payload). UPDATE_PHONE: a member's new phone. Rate-limited per phone and address.",
  request: z
    .object({
      sourceLocationCode: z.enum(verificationPurposes, typeError('Geçersiz işlem türü.')),
      recipientInformationList: z.array(z.object({ nationalId: nationalIdOrTaxNumber.optional(), gsmNumber })).length(1, 'Tek bir alıcı giriniz.'),
      operationRefNo: z.string(typeError('İşlem referansı giriniz.')).regex(/^[A-Za-z0-9-]{16,64}$/, 'İşlem referansı 16-64 karakter, harf, rakam veya tire olmalıdır.'),
      title: z.string().trim().max(60, 'Başlık en fazla 60 karakter olabilir.').optional(),
      altcha: humanVerificationPayload,
    })
    .superRefine((value, ctx) => {
      if (value.sourceLocationCode === 'REGISTER' && !value.recipientInformationList[0]?.nationalId) {
        ctx.addIssue({ code: 'custom', path: ['recipientInformationList', 0, 'nationalId'], message: 'T.C. Kimlik veya Vergi Numarası giriniz.' });
      }
    }),
  response: smsCodeSent,
});

export const ValidateCode = defineOperation({
  name: 'ValidateCode',
  access: 'public',
  tag,
  summary: 'Checks the code of a SendSms. Answers a verificationToken (15 min, single use) that proves the phone.',
  request: z.object({
    operationReferenceNumber: z.string(typeError('İşlem referansı giriniz.')).regex(/^[A-Za-z0-9-]{16,64}$/, 'Geçersiz işlem referansı.'),
    userEntredCode: z
      .string(typeError('Doğrulama kodunu giriniz.'))
      .trim()
      .regex(/^\d{4,8}$/, 'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.'),
  }),
  response: z.object({
    verificationToken: z.string(),
    /** For a fast-payment code (ValidateRegistries): opens that registry's debts; for a subscriber-number code (ValidateSubscriberNo): that one subscription's water debts and cancellation form; for a water-application code (SendWaterApplicationCode): that registry's subscriptions and debts, beside the token that files the application. */
    paymentProof: z.string().optional(),
    /** How long the paymentProof stays valid, so the page can say so and keep it no longer. */
    paymentProofExpiresInSeconds: z.number().int().positive().optional(),
  }),
});
