import { DomainError } from '../platform/domain-error';
import type { Member } from '../platform/operation-context';

/**
 * Every user call carries a user name (a fixed label unless the screen sets it).
 * When it is an ID number, it must be the signed-in member's own: anyone else's is 404.
 */
export function requireOwnUserName(userName: string | undefined, member: Member): void {
  if (userName && /^\d{10,11}$/.test(userName) && userName !== member.nationalId) throw new DomainError('NOT_FOUND');
}
