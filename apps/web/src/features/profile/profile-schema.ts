import { emailAddress, formatGsm, personName, type MemberInfo } from '@ebelediye/contract';
import { z } from 'zod';
import { maskedPhoneField, passwordEntry } from '../../lib/forms/identity-fields';

export const profileSchema = z.object({
  memberName: personName,
  memberSurname: personName,
  gsmNumber: maskedPhoneField,
  email: emailAddress,
  chkSMSInfo: z.boolean(),
  password: passwordEntry,
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** The form starts from the member's details, falling back to the registry record. */
export function profileDefaults({ UserDetail, Registry }: MemberInfo): ProfileInput {
  return {
    memberName: UserDetail.memberName ?? Registry.name ?? '',
    memberSurname: UserDetail.memberSurname ?? Registry.surname ?? '',
    gsmNumber: formatGsm(UserDetail.gsmNumber ?? Registry.gsmNumber ?? ''),
    email: UserDetail.email ?? Registry.email ?? '',
    chkSMSInfo: UserDetail.chkSMSInfo,
    password: '',
  };
}
