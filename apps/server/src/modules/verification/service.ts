import { createHumanVerificationChallenge } from '../../accounts/human-verification';
import { findMemberOfRegistry } from '../../accounts/member-repo';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { beforeSmsCode } from '../../accounts/request-sms';
import { randomToken, tokenHash } from '../../accounts/secret-tokens';
import { checkSmsCode, issueSmsCode } from '../../accounts/sms-code';
import { issuePaymentProof, PAYMENT_PROOF_TTL_MS } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findSubscriptionRegistry } from './repo';

type Purpose = 'REGISTER' | 'UPDATE_PHONE';

export async function createChallenge(ctx: OperationContext) {
  const { parameters, signature } = await createHumanVerificationChallenge(ctx.config, ctx.now());
  if (!signature) throw new Error('ALTCHA challenge was not signed');
  return { parameters, signature };
}

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

/** SendSms: a one-time code (SMS type 6) that proves the phone; limited per phone for its purpose and per address. */
export async function sendCode(
  ctx: OperationContext,
  body: {
    sourceLocationCode: Purpose;
    recipientInformationList: { nationalId?: string | undefined; gsmNumber: string }[];
    operationRefNo: string;
    title?: string | undefined;
    altcha?: string | undefined;
  },
) {
  const recipient = body.recipientInformationList[0]!;
  await beforeSmsCode(ctx, { altcha: body.altcha, memberMaySkipHumanCheck: true, lookup: true });
  const nationalId = await recipientFor(ctx, body.sourceLocationCode, recipient);
  return issueSmsCode(ctx, {
    purpose: body.sourceLocationCode,
    gsm: recipient.gsmNumber,
    nationalId,
    operationRef: body.operationRefNo,
    title: body.title || (body.sourceLocationCode === 'REGISTER' ? 'Üyelik Doğrulama' : 'Telefon Doğrulama'),
    lead: `${ctx.config.publicSetting.MunicipalityName} doğrulama kodunuz`,
  });
}

/** The codes ValidateCode answers for; a complaint's code is spent by the complaint itself. */
const validatedPurposes = ['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT', 'CONTRACT_CANCELLATION', 'WATER_FAST_PAYMENT', 'WATER_APPLICATION', 'WATER_DOCUMENTS'] as const;

/** ValidateCode: the right code within its time and attempts buys a single-use proof of the phone. */
export async function validateCode(ctx: OperationContext, body: { operationReferenceNumber: string; userEntredCode: string }) {
  const now = ctx.now();
  const attempt = await checkSmsCode(ctx, { operationRef: body.operationReferenceNumber, code: body.userEntredCode, purposes: validatedPurposes });
  const proof = randomToken();
  const proofExpiresAt = new Date(now.getTime() + ctx.config.identity.verificationTokenSeconds * 1000);
  await attempt.verify(ctx.db, now, { proof_hash: tokenHash(proof), proof_expires_at: proofExpiresAt });
  // A subscriber-number code (ValidateSubscriberNo) opens that one subscription's water debts,
  // a fast-payment code (ValidateRegistries) or a water-application code that registry's debts (payerScope).
  const paymentProofExpiresInSeconds = PAYMENT_PROOF_TTL_MS / 1000;
  if (attempt.subscription_oid !== null) {
    const subscription = await findSubscriptionRegistry(ctx.db, attempt.subscription_oid);
    if (subscription) {
      const paymentProof = issuePaymentProof(ctx.config, { registryOid: subscription.registry_oid, subscriptionOid: attempt.subscription_oid }, now);
      return { verificationToken: proof, paymentProof, paymentProofExpiresInSeconds };
    }
  }
  if (attempt.purpose === 'FAST_PAYMENT' || attempt.purpose === 'WATER_APPLICATION') {
    const registry = await findRegistryByIdentifier(ctx.db, attempt.national_id);
    if (registry) return { verificationToken: proof, paymentProof: issuePaymentProof(ctx.config, { registryOid: registry.oid }, now), paymentProofExpiresInSeconds };
  }
  return { verificationToken: proof };
}
