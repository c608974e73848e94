import { accountClient } from '../../platform/rate-limit';
import { timingSafeEqual } from 'node:crypto';
import { containsPersonalData, maskGsm } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { isoDateOf } from '../../accounts/birth-date';
import { maskName } from '../../accounts/masking';
import { findMemberByUserName, findMemberOfRegistry, insertMember, updateOwnMember } from '../../accounts/member-repo';
import { hashPassword, verifyPassword } from '../../accounts/password-hash';
import { personalDataOf } from '../../accounts/personal-data';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { tokenHash } from '../../accounts/secret-tokens';
import { beforeRequestSms } from '../../accounts/request-sms';
import { spendPhoneProof } from '../../accounts/verification-proof';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { queueMembershipSms } from './membership-sms';
import { proofMatches, type RegistrationProof } from './registration-proof';
import { recordPreference, SMS_INFO } from '../../accounts/consents';

/** A registry that may still become a member: it exists, the proof matches, and it has no active membership. */
async function registrableRegistry(ctx: OperationContext, identifier: string, proof: RegistrationProof) {
  const registry = await findRegistryByIdentifier(ctx.db, identifier);
  if (!registry || !proofMatches(registry, proof)) throw new DomainError('REGISTRY_NOT_FOUND');
  const member = await findMemberOfRegistry(ctx.db, registry.oid);
  if (member?.status === 'ACTIVE') throw new DomainError('ALREADY_MEMBER');
  return { registry, member };
}

export async function validateForRegister(
  ctx: OperationContext,
  body: { concreteRegistry: { nationalId: string; birthDate?: string | undefined; taxOfficeCode?: string | undefined } },
) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const { nationalId, ...proof } = body.concreteRegistry;
  const { registry } = await registrableRegistry(ctx, nationalId, proof);
  return {
    canRegister: true as const,
    registryType: registry.registry_type,
    maskedName: registry.national_id ? maskName(registry.first_name, registry.last_name) : maskName(registry.title),
    maskedGsm: registry.gsm ? maskGsm(registry.gsm) : null,
  };
}

interface CreateUserBody {
  userPidNo: string;
  password: string;
  validationKey: string;
  chkCorporateRegistry: boolean;
  yearOfBirth?: number | undefined;
  monthOfBirth?: number | undefined;
  dayOfBirth?: number | undefined;
  taxOfficeCode?: string | undefined;
  roleCode?: string | undefined;
}

/** Registration step 1: a pending member, created only with a phone proof for this very ID number. */
export async function createUser(ctx: OperationContext, body: CreateUserBody) {
  // roleCode is sent on user creation; nobody grants themselves a role by registering.
  if (body.roleCode && body.roleCode !== 'USER') throw new DomainError('FORBIDDEN');
  const corporate = body.userPidNo.length === 10;
  if (body.chkCorporateRegistry !== corporate) throw new DomainError('IDENTITY_MISMATCH');
  const birthDate = body.yearOfBirth && body.monthOfBirth && body.dayOfBirth ? isoDateOf(body.yearOfBirth, body.monthOfBirth, body.dayOfBirth) : null;
  const { registry, member } = await registrableRegistry(ctx, body.userPidNo, { birthDate, taxOfficeCode: body.taxOfficeCode }).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'REGISTRY_NOT_FOUND' ? new DomainError('IDENTITY_MISMATCH') : error;
  });
  if (containsPersonalData(body.password, personalDataOf(registry))) throw new DomainError('WEAK_PASSWORD');
  const now = ctx.now();
  const hash = await hashPassword(body.password, ctx.config.identity.passwordHashCost);
  const pending = {
    password_hash: hash,
    status: 'PENDING' as const,
    registration_key_hash: tokenHash(body.validationKey),
    pending_until: new Date(now.getTime() + ctx.config.identity.registrationSeconds * 1000),
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const gsm = await spendPhoneProof(trx, body.validationKey, 'REGISTER', body.userPidNo, now);
    if (member) await updateOwnMember(trx, member.oid, { ...pending, gsm, email: null, kvkk_consent_at: null });
    else await insertMember(trx, { ...pending, registry_oid: registry.oid, user_name: body.userPidNo, gsm, created_at: now });
  });
  return { userPidNo: body.userPidNo, status: 'PENDING' as const, Message: 'Üyelik başvurunuz alındı. Lütfen iletişim bilgilerinizi tamamlayınız.' };
}

/** The pending member this registration key belongs to; another member's, or none, is 404. */
async function pendingMember(ctx: OperationContext, userPidNo: string, validationKey: string) {
  const member = await findMemberByUserName(ctx.db, userPidNo);
  const given = Buffer.from(tokenHash(validationKey));
  const stored = Buffer.from(member?.registration_key_hash ?? '');
  if (!member || member.status !== 'PENDING' || given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new DomainError('NOT_FOUND');
  }
  if (!member.pending_until || member.pending_until <= ctx.now()) throw new DomainError('REGISTRATION_EXPIRED');
  return member;
}

export async function createUserDetail(ctx: OperationContext, body: { userPidNo: string; validationKey: string; userEmail: string; userGsmNumber: string; chkSMSInfo: boolean }) {
  const member = await pendingMember(ctx, body.userPidNo, body.validationKey);
  if (member.gsm !== body.userGsmNumber) throw new DomainError('PHONE_MISMATCH');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateOwnMember(trx, member.oid, { email: body.userEmail.toLowerCase(), sms_consent: false, kvkk_consent_at: now, updated_at: now });
    // chkSMSInfo is the SMS due-date reminder consent: ticked, it is recorded with its wording and date.
    await recordPreference(trx, { oid: member.oid, sms_consent: false }, { ...SMS_INFO, given: body.chkSMSInfo }, 'sms-info', now);
  });
  return { Message: 'İletişim bilgileriniz kaydedildi.' };
}

/** Registration step 3: the registrant's own password and e-mail activate the membership; the 7004 SMS confirms it. */
export async function createUserStatus(ctx: OperationContext, body: { userPidNo: string; password: string; email: string }) {
  await ctx.services.limiter.hit('signInPerAccountClient', accountClient(body.userPidNo, ctx.ip));
  const member = await findMemberByUserName(ctx.db, body.userPidNo);
  if (!member) throw new DomainError('NOT_FOUND');
  if (member.status === 'ACTIVE') throw new DomainError('ALREADY_MEMBER');
  const now = ctx.now();
  if (!member.pending_until || member.pending_until <= now) throw new DomainError('REGISTRATION_EXPIRED');
  if (!member.kvkk_consent_at || !member.email || !member.gsm) throw new DomainError('BUSINESS_RULE', 'Lütfen önce iletişim bilgilerinizi tamamlayınız.');
  const passwordOk = await verifyPassword(body.password, member.password_hash);
  if (!passwordOk || member.email !== body.email.toLowerCase()) throw new DomainError('INVALID_CREDENTIALS');
  await beforeRequestSms(ctx, member.gsm);
  const { sms } = ctx.services;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await updateOwnMember(trx, member.oid, { status: 'ACTIVE', registration_key_hash: null, pending_until: null, password_changed_at: now, updated_at: now });
    await recordAudit(trx, { type: 'MEMBERSHIP_CREATED', memberOid: member.oid, success: true, ip: ctx.ip, reason: 'REGISTRATION' }, now);
    return queueMembershipSms(trx, sms, ctx.config, member.gsm!);
  });
  await sms.deliver(ctx.db, outboxOid);
  return { Message: 'Üyeliğiniz oluşturulmuştur. T.C. Kimlik / Vergi numaranız ve şifrenizle giriş yapabilirsiniz.' };
}
