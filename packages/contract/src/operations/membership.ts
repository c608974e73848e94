import { z } from 'zod';
import { defineOperation } from '../define-operation';
import {
  applicationName,
  birthDay,
  birthMonth,
  birthYear,
  currentPassword,
  emailAddress,
  memberInfoSchema,
  newPassword,
  opaqueToken,
  registryTypeCode,
  userNameLabel,
} from '../identity-schemas';
import { gsmNumber, isoDate, nationalIdOrTaxNumber, typeError } from '../schemas';

const tag = 'membership';

const taxOfficeCode = z
  .string(typeError('Vergi dairesini seçiniz.'))
  .trim()
  .regex(/^\d{6}$/, 'Vergi dairesi kodu 6 haneli olmalıdır.');

/**
 * Registration proves identity from the registry: a person by TCKN and birth
 * date, a company by VKN and tax office; then an SMS code to the phone on record.
 */
export const ValidateEMunicipalityUserForRegister = defineOperation({
  name: 'ValidateEMunicipalityUserForRegister',
  access: 'public',
  tag,
  summary: 'Can this registry become a member? The registry must exist, match the given proof, and have no membership yet.',
  request: z.object({
    concreteRegistry: z.object({ nationalId: nationalIdOrTaxNumber, birthDate: isoDate.optional(), taxOfficeCode: taxOfficeCode.optional() }).superRefine((value, ctx) => {
      if (value.nationalId.length === 11 && !value.birthDate) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Doğum tarihinizi giriniz.' });
      if (value.nationalId.length === 10 && !value.taxOfficeCode) ctx.addIssue({ code: 'custom', path: ['taxOfficeCode'], message: 'Vergi dairesini seçiniz.' });
    }),
  }),
  response: z.object({ canRegister: z.literal(true), registryType: registryTypeCode, maskedName: z.string(), maskedGsm: z.string().nullable() }),
});

export const CreateUserForEmunicipality = defineOperation({
  name: 'CreateUserForEmunicipality',
  access: 'public',
  tag,
  summary:
    'Registration step 1: the account (ID number, password) for a registry whose phone was verified (validationKey = the verificationToken of ValidateCode). The member stays pending until CreateUserStatus.',
  request: z.object({
    userName: userNameLabel,
    applicationName,
    userPidNo: nationalIdOrTaxNumber,
    password: newPassword,
    validationKey: opaqueToken,
    chkCorporateRegistry: z.boolean().default(false),
    yearOfBirth: birthYear.optional(),
    monthOfBirth: birthMonth.optional(),
    dayOfBirth: birthDay.optional(),
    taxOfficeCode: taxOfficeCode.optional(),
    registryType: registryTypeCode.optional(),
    roleCode: z.string().max(20).optional(),
  }),
  response: z.object({ userPidNo: z.string(), status: z.literal('PENDING'), Message: z.string() }),
});

export const CreateUserDetail = defineOperation({
  name: 'CreateUserDetail',
  access: 'public',
  tag,
  summary: 'Registration step 2: contact details, SMS preference and the KVKK consent of the pending member.',
  request: z.object({
    applicationName,
    userPidNo: nationalIdOrTaxNumber,
    validationKey: opaqueToken,
    userEmail: emailAddress,
    userGsmNumber: gsmNumber,
    chkSMSInfo: z.boolean().default(false),
    // KVKK (Law 6698) art. 10: the applicant must have been informed before data is processed.
    kvkkConsent: z.literal(true, 'Kişisel verilerin korunması aydınlatma metnini onaylayınız.'),
  }),
  response: z.object({ Message: z.string() }),
});

export const CreateUserStatus = defineOperation({
  name: 'CreateUserStatus',
  access: 'public',
  tag,
  summary: 'Registration step 3: activates the pending member (password and e-mail as given) and sends the membership SMS (7004).',
  request: z.object({ applicationName, userPidNo: nationalIdOrTaxNumber, password: currentPassword, email: emailAddress }),
  response: z.object({ Message: z.string() }),
});

/** POST /api/auth/register (an exception: a plain route, not in the registry). */
export const authRegisterRequest = z.object({
  email: emailAddress,
  username: nationalIdOrTaxNumber,
  password: newPassword,
});

export const authRegisterResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: memberInfoSchema,
});

export type AuthRegisterRequest = z.input<typeof authRegisterRequest>;
export type AuthRegisterResponse = z.output<typeof authRegisterResponse>;
