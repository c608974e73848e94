import type { MemberInfo } from '@ebelediye/contract';

/** The name a member is greeted by: the name they gave, else the registry's person name or company title. */
export function memberDisplayName(user: MemberInfo): string {
  return [user.UserDetail.memberName, user.UserDetail.memberSurname].filter(Boolean).join(' ') || registryName(user);
}

/** The registry record's own name: a person's name and surname, or a company's title. */
export function registryName({ UserDetail, Registry }: MemberInfo): string {
  return [Registry.name, Registry.surname].filter(Boolean).join(' ') || Registry.title || UserDetail.userName;
}
