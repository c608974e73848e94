import { timingSafeEqual } from 'node:crypto';
import { maskGsm } from '@ebelediye/contract';
import { createHumanVerificationChallenge, requireHumanVerification } from '../../accounts/human-verification';
import { findMemberOfRegistry } from '../../accounts/member-repo';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { randomDigits, randomToken, tokenHash } from '../../accounts/secret-tokens';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { issuePaymentProof } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { countAttempt, deleteStaleCodes, findSubscriptionRegistry, insertCode, markVerified } from './repo';
import { smsCodeHash } from './subscriber-code';

type Purpose = 'REGISTER' | 'UPDATE_PHONE';

export async function createChallenge(ctx: OperationContext) {
  const { parameters, signature } = await createHumanVerificationChallenge(ctx.config, ctx.now());
  if (!signature) throw new Error('ALTCHA challenge was not signed');
  return { parameters, signature };
}

const codeHash = smsCodeHash;

/** Whose phone a code may go to: the registry's own phone for registration, any new phone of the signed-in member. */
async function recipientFor(ctx: OperationContext, purpose: Purpose, recipient: { nationalId?: string | undefined; gsmNumber: string }) {
  if (purpose === 'UPDATE_PHONE') {
    if (!ctx.member) throw new DomainError('UNAUTHENTICATED');
    if (recipient.nationalId && recipient.nationalId !== ctx.member.nationalId) throw new DomainError('NOT_FOUND');
    return ctx.member.nationalId;
  }
  const registry = await findRegistryByIdentifier(ctx.db, recipient.nationalId!);
  if (!registry) throw new DomainError('REGISTRY_NOT_FOUND');
  if ((await findMemberOfRegistry(ctx.db, registry.oid))?.status === 'ACTIVE') throw new DomainError('ALREADY_MEMBER');
  if (registry.gsm !== recipient.gsmNumber) throw new DomainError('PHONE_MISMATCH');
  return recipient.nationalId!;
}

/** SendSms: a one-time code (SMS type 6) that proves the phone; rate-limited per phone and address. */
export async function sendCode(
  ctx: OperationContext,
  body: { sourceLocationCode: Purpose; recipientInformationList: { nationalId?: string | undefined; gsmNumber: string }[]; operationRefNo: string; title?: string | undefined; altcha?: string | undefined },
) {
  const now = ctx.now();
  const recipient = body.recipientInformationList[0]!;
  if (!ctx.member) await requireHumanVerification(ctx.db, ctx.config, body.altcha, now);
  await ctx.services.limiter.hit('smsPerIp', ctx.ip);
  await ctx.services.limiter.hit('smsPerPhone', recipient.gsmNumber);
  const nationalId = await recipientFor(ctx, body.sourceLocationCode, recipient);
  const { length, seconds } = ctx.config.identity.smsCode;
  const code = randomDigits(length);
  const { sms } = ctx.services;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await deleteStaleCodes(trx, now);
    const fresh = await insertCode(trx, {
      operation_ref: body.operationRefNo,
      purpose: body.sourceLocationCode,
      national_id: nationalId,
      gsm: recipient.gsmNumber,
      code_hash: codeHash(ctx, body.operationRefNo, code),
      created_at: now,
      expires_at: new Date(now.getTime() + seconds * 1000),
    });
    if (!fresh) throw new DomainError('CONFLICT', 'Bu işlem referansı daha önce kullanılmış. Lütfen yeniden deneyiniz.');
    return sms.enqueue(trx, {
      gsm: recipient.gsmNumber,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: body.title || (body.sourceLocationCode === 'REGISTER' ? 'Üyelik Doğrulama' : 'Telefon Doğrulama'),
      body: `${ctx.config.publicSetting.MunicipalityName} doğrulama kodunuz: ${code}. Kod ${Math.round(seconds / 60)} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
    });
  });
  await sms.deliver(ctx.db, outboxOid);
  return { operationReferenceNumber: body.operationRefNo, maskedGsm: maskGsm(recipient.gsmNumber), expiresInSeconds: seconds };
}

/** ValidateCode: the right code within its time and attempts buys a single-use proof of the phone. */
export async function validateCode(ctx: OperationContext, body: { operationReferenceNumber: string; userEntredCode: string }) {
  const now = ctx.now();
  const { maxAttempts } = ctx.config.identity.smsCode;
  const attempt = await countAttempt(ctx.db, body.operationReferenceNumber, maxAttempts, now);
  if (!attempt) throw new DomainError('SMS_CODE_EXPIRED');
  const given = Buffer.from(codeHash(ctx, body.operationReferenceNumber, body.userEntredCode));
  const stored = Buffer.from(attempt.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new DomainError(attempt.attempts >= maxAttempts ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID');
  }
  const proof = randomToken();
  const proofExpiresAt = new Date(now.getTime() + ctx.config.identity.verificationTokenSeconds * 1000);
  await markVerified(ctx.db, attempt.oid, { proof_hash: tokenHash(proof), proof_expires_at: proofExpiresAt }, now);
  // A subscriber-number code (ValidateSubscriberNo) opens that one subscription's water debts,
  // a fast-payment code (ValidateRegistries) that registry's debts (payerScope).
  if (attempt.subscription_oid !== null) {
    const subscription = await findSubscriptionRegistry(ctx.db, attempt.subscription_oid);
    if (subscription) return { verificationToken: proof, paymentProof: issuePaymentProof(ctx.config, { registryOid: subscription.registry_oid, subscriptionOid: attempt.subscription_oid }, now) };
  }
  if (attempt.purpose === 'FAST_PAYMENT') {
    const registry = await findRegistryByIdentifier(ctx.db, attempt.national_id);
    if (registry) return { verificationToken: proof, paymentProof: issuePaymentProof(ctx.config, { registryOid: registry.oid }, now) };
  }
  return { verificationToken: proof };
}
