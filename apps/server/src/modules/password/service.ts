import { accountClient } from '../../platform/rate-limit';
import { containsPersonalData } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { requireHumanVerification } from '../../accounts/human-verification';
import { beforeRequestSms } from '../../accounts/request-sms';
import { findMemberByUserName, findOwnMember, updateOwnMember } from '../../accounts/member-repo';
import { requireOwnUserName } from '../../accounts/member-scope';
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
 * Password reset (issue 3, spec §8): a new random password by SMS (type 7, message 7001),
 * only when the phone matches the member's. A mismatch changes nothing.
 */
export async function sendPasswordForMember(ctx: OperationContext, body: { userName: string; gsmNumber: string; validationKey?: string | undefined }) {
  const now = ctx.now();
  await requireHumanVerification(ctx.db, ctx.config, body.validationKey, now);
  await ctx.services.limiter.hit('passwordResetPerIp', ctx.ip);
  await ctx.services.limiter.hit('passwordResetPerUser', body.userName);
  const member = await findMemberByUserName(ctx.db, body.userName);
  if (!member || member.status !== 'ACTIVE') throw new DomainError('MEMBER_NOT_FOUND');
  if (!member.gsm || member.gsm !== body.gsmNumber) {
    await recordAudit(ctx.db, { type: 'PASSWORD_RESET', memberOid: member.oid, success: false, ip: ctx.ip, reason: 'PHONE_MISMATCH' }, now);
    throw new DomainError('PHONE_MISMATCH');
  }
  await beforeRequestSms(ctx, member.gsm);
  const password = randomPassword();
  const hash = await hashPassword(password, ctx.config.identity.passwordHashCost);
  const { sms } = ctx.services;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await updateOwnMember(trx, member.oid, { password_hash: hash, password_changed_at: now, updated_at: now });
    await revokeMemberFamilies(trx, member.oid, now);
    await recordAudit(trx, { type: 'PASSWORD_RESET', memberOid: member.oid, success: true, ip: ctx.ip }, now);
    return sms.enqueue(trx, {
      gsm: member.gsm!,
      typeCode: smsTypeCodes.notice,
      messageCode: smsMessageCodes.password,
      title: 'Yeni Şifre',
      body: `${ctx.config.publicSetting.MunicipalityName} e-Belediye yeni şifreniz: ${password} Giriş yaptıktan sonra şifrenizi değiştirmenizi öneririz.`,
    });
  });
  await sms.deliver(ctx.db, outboxOid);
  return true as const;
}
