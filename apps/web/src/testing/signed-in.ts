import type { MemberInfo } from '@ebelediye/contract';
import { session } from '../lib/session';
import { memberInfo } from './contract-fixtures';

/** The browser as a signed-in member leaves it (its storage keys), before the page opens. */
export function signInAs(member: MemberInfo = memberInfo()) {
  session.setTokens('access', 'refresh');
  session.setMemberInfo(member);
  return member;
}
