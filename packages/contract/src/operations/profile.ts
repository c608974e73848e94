import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { applicationName, currentPassword, emailAddress, memberInfoSchema, newPassword, opaqueToken, personName, registryTypeCode, userNameLabel } from '../identity-schemas';
import { gsmNumber, nationalIdOrTaxNumber, paged } from '../schemas';

const tag = 'profile';

export const GetUserOfEMunicipality = defineOperation({
  name: 'GetUserOfEMunicipality',
  access: 'member',
  tag,
  summary: "The signed-in member's own user with its registry (the web keeps it as MemberInfo). Another member's ID number answers 404.",
  request: z.object({ userName: userNameLabel, applicationName }),
  response: memberInfoSchema,
});

export const UpdateUserForEMunicipality = defineOperation({
  name: 'UpdateUserForEMunicipality',
  access: 'member',
  tag,
  summary:
    'Updates phone, e-mail, SMS preference and name (and optionally the password). The current password is required; a new phone also needs the verificationToken of an SMS code sent to it (validationKey).',
  request: z.object({
    applicationName,
    userPidNo: nationalIdOrTaxNumber,
    password: currentPassword,
    newPassword: newPassword.optional(),
    gsmNumber,
    email: emailAddress,
    chkSMSInfo: z.boolean().default(false),
    memberName: personName,
    memberSurname: personName,
    validationKey: opaqueToken.optional(),
  }),
  response: memberInfoSchema,
});

export const memberListItemSchema = z.object({
  userOid: z.number().int(),
  userName: z.string(),
  nameOrTitle: z.string(),
  surname: z.string().nullable(),
  registryType: registryTypeCode,
  roleCode: z.string(),
  status: z.enum(['PENDING', 'ACTIVE']),
  createdAt: z.string(),
});

export const GetAllUsersForEmunicipality = defineOperation({
  name: 'GetAllUsersForEmunicipality',
  access: 'member',
  tag,
  summary: 'All members, 25 a page, newest first. Only for members with role ADMIN; others get 403.',
  request: z.object({ userName: userNameLabel, applicationName, pageIndex: z.number().int().min(0).max(100_000).default(0) }),
  response: paged(memberListItemSchema),
});
