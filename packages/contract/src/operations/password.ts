import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { applicationName, currentPassword, humanVerificationPayload, newPassword, userNameLabel } from '../identity-schemas';
import { gsmNumber, nationalIdOrTaxNumber, smsCodeSent, typeError } from '../schemas';

// The OpenAPI tag stays 'identity', as published, for sign-in and password alike.
const tag = 'identity';

export const ChangePassword = defineOperation({
  name: 'ChangePassword',
  access: 'member',
  tag,
  summary: "Changes the signed-in member's password. Every other sign-in of the member is ended.",
  request: z.object({ userName: userNameLabel, applicationName, newPassword, currentPassword }),
  response: z.object({ Message: z.string() }),
});

export const SendPasswordForMember = defineOperation({
  name: 'SendPasswordForMember',
  access: 'public',
  tag,
  summary:
    "Password reset, step 1: when the ID number is an active member's and the phone is the registered one, a single-use reset code goes to that phone by SMS. The answer is the same in every case (the reference is new each time, the masked phone is the one given), so it tells nobody whether the ID number is a member's or the phone matches. validationKey is the human-verification payload. Rate-limited per address, ID number and phone.",
  request: z.object({ userName: nationalIdOrTaxNumber, applicationName, gsmNumber, validationKey: humanVerificationPayload }),
  response: smsCodeSent,
});

export const ResetPasswordWithCode = defineOperation({
  name: 'ResetPasswordWithCode',
  access: 'public',
  tag,
  summary:
    'Password reset, step 2: the ID number with the reference and code of SendPasswordForMember (5 minutes, limited attempts, single use) sets a new random password, sends it by SMS (type 7, message 7001) and ends every sign-in of the member. Every refusal (wrong, expired or used code, unknown member) is the same PASSWORD_RESET_CODE_INVALID.',
  request: z.object({
    userName: nationalIdOrTaxNumber,
    applicationName,
    operationReferenceNumber: z.string(typeError('İşlem referansı giriniz.')).regex(/^[A-Za-z0-9-]{16,64}$/, 'Geçersiz işlem referansı.'),
    userEntredCode: z
      .string(typeError('Doğrulama kodunu giriniz.'))
      .trim()
      .regex(/^\d{4,8}$/, 'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.'),
  }),
  response: z.literal(true),
});
