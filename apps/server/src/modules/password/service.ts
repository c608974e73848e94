import { accountClient } from '../../platform/rate-limit';
import { containsPersonalData } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { beforeRequestSms, beforeSmsCode } from '../../accounts/request-sms';
import { findMemberByUserName, findOwnMember, updateOwnMember } from '../../accounts/member-repo';
import { requireOwnUserName } from '../../accounts/member-scope';
import { checkSmsCode, issueSmsCode } from '../../accounts/sms-code';
import { hashPassword, verifyPassword } from '../../accounts/password-hash';
import { personalDataOf } from '../../accounts/personal-data';
import { findRegistryDetail } from '../../accounts/registry-repo';
import { revokeMemberFamilies } from '../../accounts/token-repo';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { randomPassword } from './random-password';

export async function changePassword(ctx: OperationContext, member: Member, body: { userName?: string | undefined; newPassword: string; currentPassword: string }) {
  requireOwnUserName(body.userName, member);
  const now = ctx.now();
  await ctx.services.limiter.hit('signInPerAccountClient', accountClient(member.nationalId, ctx.ip));
  const row = await findOwnMember(ctx.db, member.userOid);
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
  if (!(await verifyPassword(body.currentPassword, row.password_hash))) {
    await recordAudit(ctx.db, { type: 'PASSWORD_CHANGE', memberOid: row.oid, success: false, ip: ctx.ip, reason: 'WRONG_PASSWORD' }, now);
    throw new DomainError('CURRENT_PASSWORD_INVALID');
  }
  await ctx.services.limiter.reset('signInPerAccountClient', accountClient(member.nationalId, ctx.ip));
  if (body.newPassword === body.currentPassword) throw new DomainError('WEAK_PASSWORD', 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.');
  const registry = await findRegistryDetail(ctx.db, row.registry_oid);
  if (registry && containsPersonalData(body.newPassword, personalDataOf(registry))) throw new DomainError('WEAK_PASSWORD');
  const hash = await hashPassword(body.newPassword, ctx.config.identity.passwordHashCost);
  await ctx.db.transaction().execute(async (trx) => {
    await updateOwnMember(trx, row.oid, { password_hash: hash, password_changed_at: now, updated_at: now });
    // The other sign-ins end; the one that changed the password goes on.
    await revokeMemberFamilies(trx, row.oid, now, member.familyId);
    await recordAudit(trx, { type: 'PASSWORD_CHANGE', memberOid: row.oid, success: true, ip: ctx.ip }, now);
  });
  return { Message: 'Şifreniz başarıyla değiştirilmiştir.' };
}

/**
 * Password reset, step 1: a single-use code to the registered phone, only for an active member
 * whose phone it is. Every other case does the same work and gets the same answer, so the
 * call tells nobody whether an ID number is a member's or a phone is theirs (docs/security.md).
 */
export async function sendPasswordForMember(ctx: OperationContext, body: { userName: string; gsmNumber: string; validationKey?: string | undefined }) {
  const now = ctx.now();
  await beforeSmsCode(ctx, { altcha: body.validationKey });
  await ctx.services.limiter.hit('passwordResetPerIp', ctx.ip);
  await ctx.services.limiter.hit('passwordResetPerUser', body.userName);
  const member = await findMemberByUserName(ctx.db, body.userName);
  const matches = member?.status === 'ACTIVE' && member.gsm === body.gsmNumber;
  const reason = !member || member.status !== 'ACTIVE' ? 'UNKNOWN_MEMBER' : 'PHONE_MISMATCH';
  await recordAudit(ctx.db, { type: 'PASSWORD_RESET_CODE', memberOid: member?.oid ?? null, success: matches, ip: ctx.ip, ...(matches ? {} : { reason }) }, now);
  return issueSmsCode(ctx, {
    purpose: 'PASSWORD_RESET',
    gsm: body.gsmNumber,
    nationalId: body.userName,
    title: 'Şifre Sıfırlama',
    lead: `${ctx.config.publicSetting.MunicipalityName} e-Belediye şifre sıfırlama kodunuz`,
    undisclosed: { send: matches },
  });
}

/** The one answer to every refused reset code: which check failed is nobody's business. */
const refusedCode = () => new DomainError('PASSWORD_RESET_CODE_INVALID');

/** Null when the code checks refuse (wrong, expired, used, out of attempts); anything else still throws. */
async function unlessRefused<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

function checkResetCode(ctx: OperationContext, body: { operationReferenceNumber: string; userEntredCode: string }, gsm: string | undefined) {
  const answer = { operationRef: body.operationReferenceNumber, code: body.userEntredCode, purposes: ['PASSWORD_RESET'] as const };
  return unlessRefused(checkSmsCode(ctx, gsm === undefined ? answer : { ...answer, gsm }));
}

/**
 * Password reset, step 2: the code of step 1 for this ID number, once, sets a new random
 * password, sends it by SMS (type 7, message 7001) and ends every sign-in of the member.
 */
export async function resetPasswordWithCode(ctx: OperationContext, body: { userName: string; operationReferenceNumber: string; userEntredCode: string }) {
  const now = ctx.now();
  const member = await findMemberByUserName(ctx.db, body.userName);
  const attempt = await checkResetCode(ctx, body, member?.gsm ?? undefined);
  if (!attempt || !member || member.status !== 'ACTIVE' || !member.gsm || attempt.national_id !== member.user_name) {
    await recordAudit(ctx.db, { type: 'PASSWORD_RESET', memberOid: member?.oid ?? null, success: false, ip: ctx.ip, reason: 'CODE_INVALID' }, now);
    throw refusedCode();
  }
  await beforeRequestSms(ctx, member.gsm);
  const password = randomPassword();
  const hash = await hashPassword(password, ctx.config.identity.passwordHashCost);
  const { sms } = ctx.services;
  const gsm = member.gsm;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    // Single use: a concurrent reset with the same code spent it first.
    if (!(await unlessRefused(attempt.verify(trx, now).then(() => true)))) throw refusedCode();
    await updateOwnMember(trx, member.oid, { password_hash: hash, password_changed_at: now, updated_at: now });
    await revokeMemberFamilies(trx, member.oid, now);
    await recordAudit(trx, { type: 'PASSWORD_RESET', memberOid: member.oid, success: true, ip: ctx.ip }, now);
    return sms.enqueue(trx, {
      gsm,
      typeCode: smsTypeCodes.notice,
      messageCode: smsMessageCodes.password,
      title: 'Yeni Şifre',
      body: `${ctx.config.publicSetting.MunicipalityName} e-Belediye yeni şifreniz: ${password} Giriş yaptıktan sonra şifrenizi değiştirmenizi öneririz.`,
    });
  });
  await sms.deliver(ctx.db, outboxOid);
  return true as const;
}
