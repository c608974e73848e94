import { accountClient } from '../../platform/rate-limit';
import { containsPersonalData } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { memberInfoOf } from '../../accounts/member-info';
import { findOwnMember, updateOwnMember } from '../../accounts/member-repo';
import { requireOwnUserName } from '../../accounts/member-scope';
import { hashPassword, verifyPassword } from '../../accounts/password-hash';
import { personalDataOf } from '../../accounts/personal-data';
import { findRegistryDetail } from '../../accounts/registry-repo';
import { revokeMemberFamilies } from '../../accounts/token-repo';
import { spendPhoneProof } from '../../accounts/verification-proof';
import { DomainError } from '../../platform/domain-error';
import { recordPreference, SMS_INFO } from '../../accounts/consents';
import type { Member, OperationContext } from '../../platform/operation-context';
import { countMembers, findMembersPage } from './repo';

export async function ownMemberInfo(ctx: OperationContext, member: Member, body: { userName?: string | undefined }) {
  requireOwnUserName(body.userName, member);
  return memberInfoOf(ctx.db, member.userOid);
}

interface ProfileChange {
  userPidNo: string;
  password: string;
  newPassword?: string | undefined;
  gsmNumber: string;
  email: string;
  chkSMSInfo: boolean;
  memberName: string;
  memberSurname: string;
  validationKey?: string | undefined;
}

/**
 * UserUpdate: the current password is required for any change; a new phone also
 * needs the proof of an SMS code sent to that phone. A failed check changes nothing.
 */
export async function updateProfile(ctx: OperationContext, member: Member, body: ProfileChange) {
  if (body.userPidNo !== member.nationalId) throw new DomainError('NOT_FOUND');
  const now = ctx.now();
  await ctx.services.limiter.hit('signInPerAccountClient', accountClient(member.nationalId, ctx.ip));
  const row = await findOwnMember(ctx.db, member.userOid);
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
  if (!(await verifyPassword(body.password, row.password_hash))) {
    await recordAudit(ctx.db, { type: 'PROFILE_UPDATE', memberOid: row.oid, success: false, ip: ctx.ip, reason: 'WRONG_PASSWORD' }, now);
    throw new DomainError('CURRENT_PASSWORD_INVALID');
  }
  await ctx.services.limiter.reset('signInPerAccountClient', accountClient(member.nationalId, ctx.ip));
  let passwordHash: string | null = null;
  if (body.newPassword !== undefined) {
    const registry = await findRegistryDetail(ctx.db, row.registry_oid);
    if (body.newPassword === body.password) throw new DomainError('WEAK_PASSWORD', 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.');
    if (registry && containsPersonalData(body.newPassword, personalDataOf(registry))) throw new DomainError('WEAK_PASSWORD');
    passwordHash = await hashPassword(body.newPassword, ctx.config.identity.passwordHashCost);
  }
  const phoneChanged = body.gsmNumber !== row.gsm;
  await ctx.db.transaction().execute(async (trx) => {
    if (phoneChanged && (await spendPhoneProof(trx, body.validationKey, 'UPDATE_PHONE', member.nationalId, now)) !== body.gsmNumber) {
      throw new DomainError('VERIFICATION_REQUIRED');
    }
    await updateOwnMember(trx, row.oid, {
      gsm: body.gsmNumber,
      email: body.email.toLowerCase(),
      member_name: body.memberName,
      member_surname: body.memberSurname,
      updated_at: now,
      ...(passwordHash ? { password_hash: passwordHash, password_changed_at: now } : {}),
    });
    // chkSMSInfo is the SMS due-date reminder consent: a change is a consent record.
    await recordPreference(trx, { oid: row.oid, sms_consent: row.sms_consent }, { ...SMS_INFO, given: body.chkSMSInfo }, 'sms-info', now);
    await recordAudit(trx, { type: 'PROFILE_UPDATE', memberOid: row.oid, success: true, ip: ctx.ip, ...(phoneChanged ? { reason: 'PHONE_CHANGED' as const } : {}) }, now);
    if (passwordHash) {
      await revokeMemberFamilies(trx, row.oid, now, member.familyId);
      await recordAudit(trx, { type: 'PASSWORD_CHANGE', memberOid: row.oid, success: true, ip: ctx.ip }, now);
    }
  });
  return memberInfoOf(ctx.db, member.userOid);
}

const PAGE_SIZE = 25;

/** GetAllUsersForEmunicipality: administrators only (role ADMIN); the role is read from the database, not the token. */
export async function listMembers(ctx: OperationContext, member: Member, body: { pageIndex: number }) {
  const own = await findOwnMember(ctx.db, member.userOid);
  if (own?.role_code !== 'ADMIN' || own.status !== 'ACTIVE') throw new DomainError('FORBIDDEN');
  const [rows, total] = await Promise.all([findMembersPage(ctx.db, body.pageIndex, PAGE_SIZE), countMembers(ctx.db)]);
  return {
    items: rows.map((row) => ({
      userOid: row.oid,
      userName: row.user_name,
      nameOrTitle: (row.national_id ? row.first_name : row.title) ?? '',
      surname: row.national_id ? row.last_name : null,
      registryType: row.registry_type,
      roleCode: row.role_code,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    pageIndex: body.pageIndex,
    pageSize: PAGE_SIZE,
  };
}
