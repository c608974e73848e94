import { istanbulDate, istanbulIso, type AuthorityScope, type ParsedRequestOf, type ResponseOf } from '@ebelediye/contract';
import { authorityStatus, moveAuthorityFor, offerAuthority, type AuthorityMove } from '../../accounts/authority';
import { findAuthoritiesWithNames, findAuthorityEvents, findAuthorityUses, type NamedAuthorityRow } from '../../accounts/authority-repo';
import { maskName } from '../../accounts/masking';
import { findMemberOfRegistry } from '../../accounts/member-repo';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { payerScope, requireRegistryInScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';

type Authority = ResponseOf<'GrantMemberAuthority'>;

/** How many uses the principal's page lists, newest first. */
const USES_SHOWN = 200;

const nameOf = (r: { title: string | null; first_name: string | null; last_name: string | null }) => r.title ?? [r.first_name, r.last_name].filter(Boolean).join(' ');

/** The registries the member answers for as principal: their own and their companies', never ones they hold by authorisation. */
async function principalRegistries(ctx: OperationContext, member: Member): Promise<number[]> {
  return (await payerScope(ctx.db, ctx.config, { member }, ctx.now(), 'own')).registryOids;
}

/**
 * The grantee must be an active member, found by TCKN; one answer for every other case, so
 * this form tells no more than sign-in already does.
 */
async function granteeMember(ctx: OperationContext, nationalId: string): Promise<number> {
  const registry = await findRegistryByIdentifier(ctx.db, nationalId);
  const member = registry && (await findMemberOfRegistry(ctx.db, registry.oid));
  if (!member || member.status !== 'ACTIVE')
    throw new DomainError('AUTHORITY_GRANTEE_NOT_FOUND', undefined, { granteeNationalId: 'Bu T.C. Kimlik No ile yetki verilebilecek bir e-Belediye üyesi bulunamadı.' });
  return member.oid;
}

async function views(ctx: OperationContext, rows: NamedAuthorityRow[], asPrincipal: boolean): Promise<Authority[]> {
  const events = await findAuthorityEvents(
    ctx.db,
    rows.map((r) => r.oid),
  );
  const today = istanbulDate(ctx.now());
  return rows.map((r) => {
    const grantee = [r.grantee_first_name, r.grantee_last_name].filter(Boolean).join(' ');
    return {
      authorityOid: r.oid,
      principalRegistryOid: r.principal_registry_oid,
      principalName: nameOf({ title: r.principal_title, first_name: r.principal_first_name, last_name: r.principal_last_name }),
      granteeNationalId: r.grantee_national_id ?? '',
      // The principal typed the ID number; the name is masked so the form is no lookup of who someone is.
      granteeName: asPrincipal ? maskName(grantee) : grantee,
      scopes: r.scopes as AuthorityScope[],
      validFrom: r.valid_from,
      validUntil: r.valid_until,
      status: authorityStatus(r, today),
      // The grantee's own steps (accepting, declining) are masked for the principal as the grantee's name is above.
      history: events
        .filter((e) => e.authority_oid === r.oid)
        .map((e) => ({ status: e.status, at: istanbulIso(e.at), byName: asPrincipal && e.by_member_oid === r.grantee_member_oid ? maskName(grantee) : nameOf(e) })),
    };
  });
}

export async function grantAuthority(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GrantMemberAuthority'>): Promise<Authority> {
  const scope = await payerScope(ctx.db, ctx.config, { member }, ctx.now(), 'own');
  requireRegistryInScope(scope, body.principalRegistryOid);
  const granteeMemberOid = await granteeMember(ctx, body.granteeNationalId);
  if (granteeMemberOid === member.userOid) throw new DomainError('AUTHORITY_SELF', undefined, { granteeNationalId: 'Kendinize yetki veremezsiniz.' });
  const oid = await offerAuthority(
    ctx.db,
    {
      principalRegistryOid: body.principalRegistryOid,
      grantedByMemberOid: member.userOid,
      granteeMemberOid,
      scopes: body.scopes,
      validFrom: body.validFrom,
      validUntil: body.validUntil,
    },
    ctx.now(),
  );
  const rows = await findAuthoritiesWithNames(ctx.db, { principalRegistryOids: [body.principalRegistryOid] });
  return (
    await views(
      ctx,
      rows.filter((r) => r.oid === oid),
      true,
    )
  )[0]!;
}

export async function moveAuthority(ctx: OperationContext, member: Member, move: AuthorityMove, authorityOid: number): Promise<Authority> {
  const principalRegistryOids = move === 'revoke' ? await principalRegistries(ctx, member) : [];
  await moveAuthorityFor(ctx.db, move, authorityOid, { memberOid: member.userOid, principalRegistryOids }, ctx.now());
  const rows = move === 'revoke' ? await findAuthoritiesWithNames(ctx.db, { principalRegistryOids }) : await findAuthoritiesWithNames(ctx.db, { granteeMemberOid: member.userOid });
  return (
    await views(
      ctx,
      rows.filter((r) => r.oid === authorityOid),
      move === 'revoke',
    )
  )[0]!;
}

export async function memberAuthorities(ctx: OperationContext, member: Member): Promise<ResponseOf<'RetrieveMemberAuthorities'>> {
  const principalRegistryOids = await principalRegistries(ctx, member);
  const [given, received, uses] = await Promise.all([
    findAuthoritiesWithNames(ctx.db, { principalRegistryOids }),
    findAuthoritiesWithNames(ctx.db, { granteeMemberOid: member.userOid }),
    findAuthorityUses(ctx.db, principalRegistryOids, USES_SHOWN),
  ]);
  return {
    given: await views(ctx, given, true),
    received: await views(ctx, received, false),
    uses: uses.map((u) => ({
      authorityOid: u.authority_oid,
      principalName: nameOf({ title: u.principal_title, first_name: u.principal_first_name, last_name: u.principal_last_name }),
      actedByName: [u.actor_first_name, u.actor_last_name].filter(Boolean).join(' '),
      action: u.action as AuthorityScope,
      detail: u.detail,
      at: istanbulIso(u.at),
    })),
  };
}
