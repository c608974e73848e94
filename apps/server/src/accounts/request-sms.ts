import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import type { Member, OperationContext } from '../platform/operation-context';
import { requireHumanVerification } from './human-verification';
import { findOwnMember } from './member-repo';
import { findRegistryByIdentifier } from './registry-repo';

/**
 * Before a one-time code is sent at a caller's request, ahead of any lookup the request makes
 * (docs/security.md): the human check (ALTCHA), which a signed-in member passed at sign-in
 * where the service lets a member skip it, and, when the code goes to a phone found through a
 * number the caller typed, the lookup limit per address: whether a number has this phone is
 * itself a lookup. The code itself then passes beforeRequestSms (issueSmsCode).
 */
export async function beforeSmsCode(ctx: OperationContext, request: { altcha: string | undefined; memberMaySkipHumanCheck?: boolean; lookup?: boolean }): Promise<void> {
  if (!(request.memberMaySkipHumanCheck && ctx.member)) await requireHumanVerification(ctx.db, ctx.config, request.altcha, ctx.now());
  if (request.lookup) await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
}

/** The registry of an ID or tax number whose registered phone is the one given: an unknown number and a wrong phone are the same 404, so neither can be probed. */
export async function registryWithPhone(db: Db, identifier: string, gsm: string) {
  const registry = await findRegistryByIdentifier(db, identifier);
  if (!registry?.gsm || registry.gsm !== gsm) throw new DomainError('NOT_FOUND', 'Girdiğiniz kimlik numarası ve cep telefonu ile eşleşen bir kayıt bulunamadı.');
  return { ...registry, gsm: registry.gsm };
}

/**
 * Before an SMS is sent for a request (docs/security.md, "SMS"). The caller sends it only to a
 * phone the sender proved: the member's registered phone, the phone on the registry or
 * subscription a code was just sent to, or a phone proven by a code for this very request.
 * Every such SMS counts against the one per-phone and the one per-client-address limit,
 * whatever the service, so no mix of services sends more to one phone than a single one could.
 * A code purpose may be held to a stricter limit of its own ("smsPerPhone:<purpose>").
 * Back-office decisions and jobs write to phones already on record and are not counted here.
 */
export async function beforeRequestSms(ctx: Pick<OperationContext, 'ip' | 'services'>, gsm: string, purpose?: string): Promise<{ left: number }> {
  const { limiter } = ctx.services;
  await limiter.hit('smsPerIp', ctx.ip);
  const shared = await limiter.hit('smsPerPhone', gsm);
  if (purpose === undefined) return shared;
  const own = await limiter.hitFor('smsPerPhone', purpose, gsm);
  return { left: Math.min(shared.left, own.left) };
}

/** The phone a signed-in member registered (proven by code at sign-up or at a phone change). */
export async function registeredPhoneOf(db: Db, member: Member): Promise<string | null> {
  return (await findOwnMember(db, member.userOid))?.gsm ?? null;
}

/**
 * The phone a request asks to be told on must be the one the sender proved; anything else is
 * refused before anything is written, so a requester can never have the portal text a stranger.
 */
export function requireProvenPhone(given: string, proven: string | null): string {
  if (proven === null || given !== proven) {
    throw new DomainError('PHONE_MISMATCH', PHONE_NOT_PROVEN, { gsmNumber: PHONE_NOT_PROVEN });
  }
  return proven;
}

const PHONE_NOT_PROVEN = 'Bildirimler yalnızca doğruladığınız cep telefonunuza gönderilir. Lütfen kayıtlı cep telefonunuzu giriniz.';
