import { authoritiesInForce } from '../../accounts/authority';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';

/**
 * Whom a declaration is filed for: the member's own registry, or one whose authorisation to file
 * declarations is in force for them today (docs/security.md, "Acting for another"), with that
 * authorisation for its use log. Any other registry is not found.
 */
export async function filingRegistry(ctx: OperationContext, member: Member, registryOid: number | undefined): Promise<{ registry: number; authorityOid: number | null }> {
  if (registryOid === undefined || registryOid === member.registryOid) return { registry: member.registryOid, authorityOid: null };
  const granted = (await authoritiesInForce(ctx.db, member.userOid, 'file-declarations', ctx.now())).find((a) => a.registryOid === registryOid);
  if (!granted) throw new DomainError('REGISTRY_NOT_FOUND');
  return { registry: registryOid, authorityOid: granted.authorityOid };
}
