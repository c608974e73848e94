import { istanbulDate, type AuthorityScope } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import type { StoredAuthorityStatus } from '../db/schema/authorities';
import { DomainError } from '../platform/domain-error';
import { findAuthoritiesInForce, findAuthority, insertAuthority, insertAuthorityEvent, insertAuthorityUse, moveAuthority, type AuthorityRow } from './authority-repo';

/**
 * The one state machine of an authorisation a member gives another (docs/security.md, "Acting
 * for another"): offered → active (accepted by the grantee) or declined; offered or active →
 * revoked by the principal. An offered or active one whose last day has passed is ended: no
 * move is open to it and it grants nothing.
 */
export type AuthorityStatus = StoredAuthorityStatus | 'ended';
export type AuthorityMove = 'accept' | 'decline' | 'revoke';

const moves: Record<AuthorityMove, { by: 'grantee' | 'principal'; from: readonly StoredAuthorityStatus[]; to: StoredAuthorityStatus }> = {
  accept: { by: 'grantee', from: ['offered'], to: 'active' },
  decline: { by: 'grantee', from: ['offered'], to: 'declined' },
  revoke: { by: 'principal', from: ['offered', 'active'], to: 'revoked' },
};

/** An authorisation may last at most this many years (a longer one should be given again). */
export const MAX_AUTHORITY_YEARS = 2;

export function authorityStatus(row: Pick<AuthorityRow, 'status' | 'valid_until'>, today: string): AuthorityStatus {
  return (row.status === 'offered' || row.status === 'active') && row.valid_until < today ? 'ended' : row.status;
}

/** Start not before today, end not before the start and at most two years after it. */
export function checkAuthorityDates(validFrom: string, validUntil: string, today: string): void {
  const latest = `${Number(validFrom.slice(0, 4)) + MAX_AUTHORITY_YEARS}${validFrom.slice(4)}`;
  const fields: Record<string, string> = {};
  if (validFrom < today) fields.validFrom = 'Başlangıç tarihi bugünden önce olamaz.';
  if (validUntil < validFrom) fields.validUntil = 'Bitiş tarihi başlangıç tarihinden önce olamaz.';
  else if (validUntil > latest) fields.validUntil = 'Yetki en fazla iki yıl için verilebilir.';
  if (Object.keys(fields).length) throw new DomainError('AUTHORITY_DATES_INVALID', undefined, fields);
}

export interface AuthorityOffer {
  principalRegistryOid: number;
  grantedByMemberOid: number;
  granteeMemberOid: number;
  scopes: readonly AuthorityScope[];
  validFrom: string;
  validUntil: string;
}

/** Records the offer and its first history line together. */
export async function offerAuthority(db: Db, offer: AuthorityOffer, at: Date): Promise<number> {
  checkAuthorityDates(offer.validFrom, offer.validUntil, istanbulDate(at));
  return db.transaction().execute(async (trx) => {
    const oid = await insertAuthority(trx, {
      principal_registry_oid: offer.principalRegistryOid,
      granted_by_member_oid: offer.grantedByMemberOid,
      grantee_member_oid: offer.granteeMemberOid,
      scopes: [...new Set(offer.scopes)],
      valid_from: offer.validFrom,
      valid_until: offer.validUntil,
      status: 'offered',
      created_at: at,
    });
    await insertAuthorityEvent(trx, { authority_oid: oid, status: 'offered', by_member_oid: offer.grantedByMemberOid, at });
    return oid;
  });
}

/**
 * Moves an authorisation for one of its parties: the grantee (by member), or the principal (a
 * member whose own registry or represented company it is). Anyone else gets 404, as for any
 * record that is not theirs; a move its state does not allow is AUTHORITY_NOT_OPEN.
 */
export async function moveAuthorityFor(
  db: Db,
  move: AuthorityMove,
  authorityOid: number,
  actor: { memberOid: number; principalRegistryOids: readonly number[] },
  at: Date,
): Promise<void> {
  const rule = moves[move];
  const row = await findAuthority(db, authorityOid);
  const isParty = row && (rule.by === 'grantee' ? row.grantee_member_oid === actor.memberOid : actor.principalRegistryOids.includes(row.principal_registry_oid));
  if (!row || !isParty) throw new DomainError('NOT_FOUND');
  const status = authorityStatus(row, istanbulDate(at));
  if (status === 'ended' || !rule.from.includes(status)) throw new DomainError('AUTHORITY_NOT_OPEN');
  await db.transaction().execute(async (trx) => {
    if (!(await moveAuthority(trx, authorityOid, rule.from, rule.to))) throw new DomainError('AUTHORITY_NOT_OPEN');
    await insertAuthorityEvent(trx, { authority_oid: authorityOid, status: rule.to, by_member_oid: actor.memberOid, at });
  });
}

/** The principals' registries a member may act for with this scope today, each with the authorisation that allows it. */
export async function authoritiesInForce(db: Db, granteeMemberOid: number, scope: AuthorityScope, now: Date): Promise<{ registryOid: number; authorityOid: number }[]> {
  const rows = await findAuthoritiesInForce(db, granteeMemberOid, scope, istanbulDate(now));
  return rows.map((r) => ({ registryOid: r.principal_registry_oid, authorityOid: r.oid }));
}

/** One operation done under an authorisation, for the principal's page (what, when, by whom). */
export function recordAuthorityUse(db: Db, use: { authorityOid: number; actingMemberOid: number; action: AuthorityScope; detail: string | null }, at: Date) {
  return insertAuthorityUse(db, { authority_oid: use.authorityOid, acting_member_oid: use.actingMemberOid, action: use.action, detail: use.detail, at });
}
