import { createHash } from 'node:crypto';
import { recordAudit } from '../../accounts/audit';
import { deviceClassOf } from '../../accounts/device-class';
import { findRecentSignIns } from '../../accounts/audit-repo';
import { requireHumanVerification } from '../../accounts/human-verification';
import { maskIp } from '../../accounts/masking';
import { findMemberByUserName, findOwnMember, updateOwnMember } from '../../accounts/member-repo';
import { hashPassword, needsRehash, verifyPassword } from '../../accounts/password-hash';
import { randomToken, tokenHash } from '../../accounts/secret-tokens';
import { endSession, requireRotation, rotateSession, startSession } from '../../accounts/session-tokens';
import { DomainError } from '../../platform/domain-error';
import { accountClient } from '../../platform/rate-limit';
import type { Member, OperationContext } from '../../platform/operation-context';
import { deleteStaleTickets, insertLoginTicket, spendLoginTicket } from './repo';

/**
 * Sign-in step 1. Answers an opaque single-use ticket instead of the spec's
 * encrypted password (docs/architecture.md §9.2): each password attempt needs a fresh ticket, and
 * so a fresh human-verification solution.
 */
export async function retrievePassword(ctx: OperationContext, body: { userName: string; altcha?: string | undefined }) {
  const now = ctx.now();
  await requireHumanVerification(ctx.db, ctx.config, body.altcha, now);
  const member = await findMemberByUserName(ctx.db, body.userName);
  if (!member || member.status !== 'ACTIVE') throw new DomainError('MEMBER_NOT_FOUND');
  await deleteStaleTickets(ctx.db, now);
  const ticket = randomToken();
  await insertLoginTicket(ctx.db, {
    ticket_hash: tokenHash(ticket),
    member_oid: member.oid,
    created_at: now,
    expires_at: new Date(now.getTime() + ctx.config.identity.loginTicketSeconds * 1000),
  });
  return { Password: ticket };
}

/** Sign-in step 2: ticket and password checked on the server; answers the token pair. */
export async function validateUser(ctx: OperationContext, body: { userName: string; password: string; encryptedPassword: string }) {
  const now = ctx.now();
  const { limiter } = ctx.services;
  await limiter.hit('signInPerIp', ctx.ip);
  const pair = accountClient(body.userName, ctx.ip);
  // Refused before the ticket is spent: a wait is not a guess.
  await limiter.refuseWhileDelayed('signInPerAccountClient', pair);
  const ticket = await spendLoginTicket(ctx.db, tokenHash(body.encryptedPassword), now);
  const member = ticket ? await findOwnMember(ctx.db, ticket.member_oid) : undefined;
  const valid = member && member.user_name === body.userName && member.status === 'ACTIVE';
  const passwordOk = await verifyPassword(body.password, valid ? member.password_hash : null);
  if (!valid || !passwordOk) {
    const reason = valid ? 'WRONG_PASSWORD' : 'UNKNOWN_MEMBER';
    await recordAudit(
      ctx.db,
      { type: 'SIGN_IN', memberOid: valid ? member.oid : null, success: false, ip: ctx.ip, method: 'password', reason, deviceClass: deviceClassOf(ctx.userAgent) },
      now,
    );
    ctx.log.info({ event: 'sign-in-failed', reason, memberOid: valid ? member.oid : null }, 'sign-in refused');
    await limiter.failure('signInPerAccountClient', pair);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  if (needsRehash(member.password_hash!, ctx.config.identity.passwordHashCost)) {
    await updateOwnMember(ctx.db, member.oid, { password_hash: await hashPassword(body.password, ctx.config.identity.passwordHashCost) });
  }
  await limiter.reset('signInPerAccountClient', pair);
  const tokens = await startSession(ctx.db, ctx.config, { memberOid: member.oid, registryOid: member.registry_oid, nationalId: member.user_name }, now);
  await recordAudit(ctx.db, { type: 'SIGN_IN', memberOid: member.oid, success: true, ip: ctx.ip, method: 'password', deviceClass: deviceClassOf(ctx.userAgent) }, now);
  return { ...tokens, Message: 'Giriş başarılı.' };
}

export async function refreshTokens(ctx: OperationContext, body: { RefreshToken: string; AccessToken?: string | undefined }) {
  const now = ctx.now();
  const result = await rotateSession(ctx.db, ctx.config, body.RefreshToken, body.AccessToken, now);
  if (result.verdict === 'reuse') {
    // A rotated token came back: someone holds a copy. The family is already revoked.
    await recordAudit(ctx.db, { type: 'REFRESH_REUSE', memberOid: result.memberOid, success: false, ip: ctx.ip, reason: 'FAMILY_REVOKED' }, now);
    ctx.log.warn({ event: 'refresh-token-reuse', memberOid: result.memberOid }, 'refresh token family revoked');
  }
  return requireRotation(result);
}

export async function logout(ctx: OperationContext, body: { RefreshToken: string }) {
  const now = ctx.now();
  const memberOid = await endSession(ctx.db, body.RefreshToken, now);
  if (memberOid !== null) await recordAudit(ctx.db, { type: 'SIGN_OUT', memberOid, success: true, ip: ctx.ip }, now);
  return true as const;
}

export async function recentSignIns(ctx: OperationContext, member: Member) {
  const rows = await findRecentSignIns(ctx.db, member.userOid, 10);
  return rows.map((row) => ({
    time: row.occurred_at.toISOString(),
    method: row.method ?? 'password',
    success: row.success,
    ipAddress: maskIp(row.ip_address),
  }));
}

export function sha512(data: string) {
  return { hashValue: createHash('sha512').update(data, 'utf8').digest('hex') };
}
