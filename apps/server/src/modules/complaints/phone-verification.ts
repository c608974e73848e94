import { timingSafeEqual } from 'node:crypto';
import { maskGsm } from '@ebelediye/contract';
import { requireHumanVerification } from '../../accounts/human-verification';
import { keyedHash, randomDigits, randomToken } from '../../accounts/secret-tokens';
import type { Db } from '../../db/kysely';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import * as repo from './verification-repo';

/**
 * An anonymous sender proves the phone a complaint is answered on: the ALTCHA challenge,
 * then a one-time code by SMS (type 6) through the outbox, under the SMS abuse limits.
 * The code is checked when the complaint is sent and is good for that one complaint.
 */
const codeHash = (ctx: OperationContext, operationRef: string, code: string) => keyedHash(ctx.config, 'complaint-code', `${operationRef}:${code}`);

export async function sendComplaintCode(ctx: OperationContext, body: { gsmNumber: string; altcha?: string | undefined }) {
  const now = ctx.now();
  await requireHumanVerification(ctx.db, ctx.config, body.altcha, now);
  await ctx.services.limiter.hit('smsPerIp', ctx.ip);
  await ctx.services.limiter.hit('smsPerPhone', body.gsmNumber);
  const { length, seconds } = ctx.config.identity.smsCode;
  const code = randomDigits(length);
  const operationRef = randomToken();
  const { sms } = ctx.services;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await repo.insertVerification(trx, { operation_ref: operationRef, gsm: body.gsmNumber, code_hash: codeHash(ctx, operationRef, code), created_at: now, expires_at: new Date(now.getTime() + seconds * 1000) });
    return sms.enqueue(trx, {
      gsm: body.gsmNumber,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: 'Şikayet ve Talep Doğrulama',
      body: `${ctx.config.publicSetting.MunicipalityName} şikayet ve talep doğrulama kodunuz: ${code}. Kod ${Math.round(seconds / 60)} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
    });
  });
  await sms.deliver(ctx.db, outboxOid);
  return { operationReferenceNumber: operationRef, maskedGsm: maskGsm(body.gsmNumber), expiresInSeconds: seconds };
}

/**
 * Checks the code and answers the verification to spend inside the complaint's transaction.
 * The attempt is counted outside that transaction, so a wrong code still uses up a try.
 */
export async function checkComplaintCode(ctx: OperationContext, proof: { operationReferenceNumber?: string | undefined; verificationCode?: string | undefined }, gsm: string) {
  if (!proof.operationReferenceNumber || !proof.verificationCode) throw new DomainError('VERIFICATION_REQUIRED');
  const { maxAttempts } = ctx.config.identity.smsCode;
  const attempt = await repo.countAttempt(ctx.db, proof.operationReferenceNumber, gsm, maxAttempts, ctx.now());
  if (!attempt) throw new DomainError('SMS_CODE_EXPIRED');
  const given = Buffer.from(codeHash(ctx, proof.operationReferenceNumber, proof.verificationCode));
  const stored = Buffer.from(attempt.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new DomainError(attempt.attempts >= maxAttempts ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID');
  }
  return { spend: (db: Db, now: Date) => repo.markUsed(db, attempt.oid, now) };
}
