import { maskGsm } from '@ebelediye/contract';
import { isoDateOf } from '../../accounts/birth-date';
import { loginHandleIdentity } from '../../accounts/edevlet-handles';
import { maskName } from '../../accounts/masking';
import { toRegistrySummary } from '../../accounts/member-info';
import { findOwnAndRepresentedRegistries, findRegistryByIdentifier } from '../../accounts/registry-repo';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';

/**
 * Whose registries the caller has proven to be: a member token for that ID number, or an
 * e-Devlet login handle issued for it. Never a public lookup of anyone's registry.
 */
async function provenIdentity(ctx: OperationContext, filter: string, handle: string | undefined): Promise<string> {
  if (handle) {
    const nationalId = await loginHandleIdentity(ctx.db, handle, ctx.now());
    if (!nationalId) throw new DomainError('EDEVLET_INVALID_TOKEN');
    if (nationalId !== filter) throw new DomainError('REGISTRY_NOT_FOUND');
    return nationalId;
  }
  if (!ctx.member) throw new DomainError('UNAUTHENTICATED');
  if (ctx.member.nationalId !== filter) throw new DomainError('REGISTRY_NOT_FOUND');
  return filter;
}

/** GetFilteredRegistries: the person's own registry and the companies they represent; empty when there is none. */
export async function filteredRegistries(ctx: OperationContext, body: { filter: string; registryType: string; token?: string | undefined }) {
  const identifier = await provenIdentity(ctx, body.filter, body.token);
  const own = await findRegistryByIdentifier(ctx.db, identifier);
  if (!own) return [];
  const rows = await findOwnAndRepresentedRegistries(ctx.db, own.oid);
  const wanted = body.registryType === '' || body.registryType === '*' ? rows : rows.filter((r) => r.registry_type === body.registryType);
  return wanted.map((row) => toRegistrySummary(row, own.oid));
}

/**
 * Registration's first proof: a person registry with this TCKN and birth date.
 * A wrong date and an unknown TCKN get the same answer, and the caller's address is limited.
 */
export async function retailRegistryInfo(ctx: OperationContext, body: { personPidNo: string; year: number; month: number; day: number }) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const registry = await findRegistryByIdentifier(ctx.db, body.personPidNo);
  const birthDate = isoDateOf(body.year, body.month, body.day);
  const isPerson = registry?.registry_type === 'G' || registry?.registry_type === 'Y';
  if (!registry || !isPerson || !birthDate || registry.birth_date !== birthDate) throw new DomainError('REGISTRY_NOT_FOUND');
  return {
    registryType: registry.registry_type,
    maskedName: maskName(registry.first_name, registry.last_name),
    maskedGsm: registry.gsm ? maskGsm(registry.gsm) : null,
  };
}
