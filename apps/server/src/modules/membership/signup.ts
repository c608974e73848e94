import { containsPersonalData } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { memberInfoOf } from '../../accounts/member-info';
import { findMemberOfRegistry, insertMember, updateOwnMember } from '../../accounts/member-repo';
import { hashPassword } from '../../accounts/password-hash';
import { personalDataOf } from '../../accounts/personal-data';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { beforeRequestSms } from '../../accounts/request-sms';
import { startSession } from '../../accounts/session-tokens';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { queueMembershipSms } from './membership-sms';

/**
 * POST /api/auth/register (an exception to the operation registry, the /session/signup screen). The user name must
 * be the ID number of a registry without a membership, and the e-mail the one on that
 * registry's record: that e-mail is the proof. The phone on record is told by SMS (7004).
 */
export async function signUp(ctx: OperationContext, body: { email: string; username: string; password: string }) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const registry = await findRegistryByIdentifier(ctx.db, body.username);
  if (!registry) throw new DomainError('REGISTRY_NOT_FOUND');
  const existing = await findMemberOfRegistry(ctx.db, registry.oid);
  if (existing?.status === 'ACTIVE') throw new DomainError('ALREADY_MEMBER');
  if (!registry.email || registry.email.toLowerCase() !== body.email.toLowerCase()) throw new DomainError('EMAIL_MISMATCH');
  if (containsPersonalData(body.password, personalDataOf(registry))) throw new DomainError('WEAK_PASSWORD');
  const now = ctx.now();
  const hash = await hashPassword(body.password, ctx.config.identity.passwordHashCost);
  const active = {
    password_hash: hash,
    status: 'ACTIVE' as const,
    gsm: registry.gsm,
    email: registry.email.toLowerCase(),
    registration_key_hash: null,
    pending_until: null,
    password_changed_at: now,
    updated_at: now,
  };
  if (registry.gsm) await beforeRequestSms(ctx, registry.gsm);
  const { sms } = ctx.services;
  const { memberOid, outboxOid, tokens } = await ctx.db.transaction().execute(async (trx) => {
    let memberOid = existing?.oid;
    if (memberOid) await updateOwnMember(trx, memberOid, active);
    else memberOid = await insertMember(trx, { ...active, registry_oid: registry.oid, user_name: body.username, created_at: now });
    await recordAudit(trx, { type: 'MEMBERSHIP_CREATED', memberOid, success: true, ip: ctx.ip, reason: 'SIGNUP' }, now);
    const outboxOid = registry.gsm ? await queueMembershipSms(trx, sms, ctx.config, registry.gsm) : null;
    const tokens = await startSession(trx, ctx.config, { memberOid, registryOid: registry.oid, nationalId: body.username }, now);
    return { memberOid, outboxOid, tokens };
  });
  if (outboxOid !== null) await sms.deliver(ctx.db, outboxOid);
  return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, user: await memberInfoOf(ctx.db, memberOid) };
}
