import { randomUUID, timingSafeEqual } from 'node:crypto';
import { maskGsm } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { smsTypeCodes } from '../integrations/sms/message-codes';
import { DomainError } from '../platform/domain-error';
import type { OperationContext } from '../platform/operation-context';
import { beforeRequestSms } from './request-sms';
import { keyedHash, randomDigits, randomToken } from './secret-tokens';
import { countAttempt, deleteStaleCodes, insertCode, markVerified, type SmsCodePurpose } from './sms-code-repo';

export type { SmsCodePurpose } from './sms-code-repo';

/**
 * The one SMS-code module: a one-time code that proves a
 * phone, for fast payment, subscriber proof, registration, a phone change, complaints and a password reset.
 * It issues the code (SMS type 6 through the outbox) under the shared SMS limits of
 * `request-sms.ts`; it checks a code, counting every try and locking the code
 * after the configured wrong tries, and tells the citizen how many tries are left.
 */
const codeHash = (ctx: OperationContext, operationRef: string, code: string) => keyedHash(ctx.config, 'sms-code', `${operationRef}:${code}`);

export interface SmsCodeRequest {
  purpose: SmsCodePurpose;
  gsm: string;
  /** The ID number the code is for; empty for an anonymous sender (a complaint). */
  nationalId: string;
  subscriptionOid?: number | null;
  /** A reference the caller chose (SendSms); a fresh UUID otherwise (ValidateCode takes letters, digits and dashes). */
  operationRef?: string;
  title: string;
  /** What the message says before the code, e.g. "<municipality name> hızlı ödeme doğrulama kodunuz" (the name from the municipality file). */
  lead: string;
  /**
   * For a caller who must not learn whether the phone is the member's (a password reset,
   * docs/security.md). `send: false` does the same work and gives the same answer, but stores a
   * code no digits can match and sends nothing; either way the SMS leaves after the answer, so
   * the provider's delay tells nothing.
   */
  undisclosed?: { send: boolean };
}

export interface SmsCodeSent {
  operationReferenceNumber: string;
  maskedGsm: string;
  expiresInSeconds: number;
  /** How many more codes this phone may get for this purpose now; a resend link shows only when some are left. */
  resendsLeft: number;
}

export async function issueSmsCode(ctx: OperationContext, request: SmsCodeRequest): Promise<SmsCodeSent> {
  const now = ctx.now();
  const { sms } = ctx.services;
  const { left } = await beforeRequestSms(ctx, request.gsm, request.purpose);
  const { length, seconds } = ctx.config.identity.smsCode;
  const sending = request.undisclosed?.send ?? true;
  const code = randomDigits(length);
  const operationRef = request.operationRef ?? randomUUID();
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await deleteStaleCodes(trx, now);
    const fresh = await insertCode(trx, {
      operation_ref: operationRef,
      purpose: request.purpose,
      national_id: request.nationalId,
      subscription_oid: request.subscriptionOid ?? null,
      gsm: request.gsm,
      code_hash: codeHash(ctx, operationRef, sending ? code : randomToken()),
      created_at: now,
      expires_at: new Date(now.getTime() + seconds * 1000),
    });
    if (!fresh) throw new DomainError('CONFLICT', 'Bu işlem referansı daha önce kullanılmış. Lütfen yeniden deneyiniz.');
    if (!sending) return null;
    return sms.enqueue(trx, {
      gsm: request.gsm,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: request.title,
      body: `${request.lead}: ${code}. Kod ${Math.round(seconds / 60)} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
    });
  });
  if (outboxOid !== null && request.undisclosed) deliverAfterAnswer(ctx, outboxOid);
  else if (outboxOid !== null) await sms.deliver(ctx.db, outboxOid);
  return { operationReferenceNumber: operationRef, maskedGsm: maskGsm(request.gsm), expiresInSeconds: seconds, resendsLeft: left };
}

function deliverAfterAnswer(ctx: OperationContext, outboxOid: number) {
  // A failure is already marked on the outbox row; only the database can throw here.
  ctx.services.sms.deliver(ctx.db, outboxOid).catch(() => ctx.log.warn({ outboxOid }, 'sms delivery failed'));
}

export interface SmsCodeAnswer {
  operationRef: string | undefined;
  code: string | undefined;
  /** The purposes the caller accepts: a complaint code never opens debts, nor the reverse. */
  purposes: readonly SmsCodePurpose[];
  /** The phone the code must have gone to, when the caller knows it. */
  gsm?: string;
}

/**
 * Checks a code. A wrong one says how many tries are left; the last wrong try locks the code.
 * Answers the code's row and `verify`, which marks it verified (with a proof to spend later,
 * or none) in the caller's transaction, once.
 */
export async function checkSmsCode(ctx: OperationContext, answer: SmsCodeAnswer) {
  if (!answer.operationRef || !answer.code) throw new DomainError('VERIFICATION_REQUIRED');
  const { maxAttempts } = ctx.config.identity.smsCode;
  const attempt = await countAttempt(ctx.db, { operationRef: answer.operationRef, purposes: answer.purposes, gsm: answer.gsm }, maxAttempts, ctx.now());
  if (!attempt) throw new DomainError('SMS_CODE_EXPIRED');
  const given = Buffer.from(codeHash(ctx, answer.operationRef, answer.code));
  const stored = Buffer.from(attempt.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const left = maxAttempts - attempt.attempts;
    if (left <= 0) throw new DomainError('SMS_CODE_EXPIRED', 'Doğrulama kodu hatalı ve deneme hakkınız bitti. Lütfen yeni kod isteyiniz.');
    throw new DomainError('SMS_CODE_INVALID', `Doğrulama kodu hatalı. ${left} deneme hakkınız kaldı.`);
  }
  return {
    ...attempt,
    verify: async (db: Db, now: Date, proof: { proof_hash: string; proof_expires_at: Date } | null = null) => {
      if (!(await markVerified(db, attempt.oid, proof, now))) throw new DomainError('SMS_CODE_EXPIRED');
    },
  };
}
