import { randomUUID } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { ACCESS_TOKEN_AUDIENCE, signingKey } from '../platform/auth';
import { DomainError } from '../platform/domain-error';
import { randomToken, tokenHash } from './secret-tokens';
import { judgeRefreshToken, type RefreshVerdict } from './token-family';
import { deleteExpiredTokens, findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from './token-repo';

/** Who a session is for: the claims platform/auth.ts reads back (sub, rid, nid). */
export interface SessionSubject {
  memberOid: number;
  registryOid: number;
  nationalId: string;
}

export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
}

async function accessToken(config: AppConfig, subject: SessionSubject, familyId: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ rid: subject.registryOid, nid: subject.nationalId, fid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject.memberOid))
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.identity.accessTokenSeconds)
    .sign(signingKey(config));
}

async function issuePair(db: Db, config: AppConfig, subject: SessionSubject, familyId: string, now: Date): Promise<TokenPair> {
  const refresh = randomToken();
  await insertRefreshToken(db, {
    member_oid: subject.memberOid,
    family_id: familyId,
    token_hash: tokenHash(refresh),
    created_at: now,
    expires_at: new Date(now.getTime() + config.identity.refreshTokenSeconds * 1000),
  });
  return { AccessToken: await accessToken(config, subject, familyId, now), RefreshToken: refresh };
}

/** A new sign-in: a new refresh-token family. */
export async function startSession(db: Db, config: AppConfig, subject: SessionSubject, now: Date): Promise<TokenPair> {
  await deleteExpiredTokens(db, subject.memberOid, now);
  return issuePair(db, config, subject, randomUUID(), now);
}

/** The member a (possibly expired) access token of ours names, or null when it is not ours. */
async function accessTokenMember(config: AppConfig, token: string): Promise<number | null> {
  try {
    const { payload } = await compactVerify(token, signingKey(config), { algorithms: ['HS256'] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { sub?: string; aud?: unknown };
    return claims.aud === ACCESS_TOKEN_AUDIENCE ? Number(claims.sub) : null;
  } catch {
    return null;
  }
}

export interface RotationResult {
  verdict: RefreshVerdict | 'unknown' | 'mismatch';
  memberOid: number | null;
  tokens: TokenPair | null;
}

/**
 * VerifyAndGenerateToken: one refresh token buys one new pair, once. The access token, when
 * sent, must be ours and for the same member (it may have expired: that is why the call is made).
 */
export async function rotateSession(db: Db, config: AppConfig, refreshToken: string, access: string | undefined, now: Date): Promise<RotationResult> {
  const row = await findRefreshToken(db, tokenHash(refreshToken));
  if (!row) return { verdict: 'unknown', memberOid: null, tokens: null };
  if (access !== undefined && (await accessTokenMember(config, access)) !== row.member_oid) {
    return { verdict: 'mismatch', memberOid: row.member_oid, tokens: null };
  }
  let verdict = judgeRefreshToken(row, now);
  if (verdict === 'rotate' && row.status !== 'ACTIVE') verdict = 'revoked';
  if (verdict === 'rotate' && !(await markRotated(db, row.oid, now))) verdict = 'reuse';
  if (verdict === 'reuse') await revokeFamily(db, row.family_id, now);
  if (verdict !== 'rotate') return { verdict, memberOid: row.member_oid, tokens: null };
  const subject = { memberOid: row.member_oid, registryOid: row.registry_oid, nationalId: row.user_name };
  return { verdict, memberOid: row.member_oid, tokens: await issuePair(db, config, subject, row.family_id, now) };
}

/** Logout: the family of this refresh token ends. Unknown tokens are ignored (no oracle). */
export async function endSession(db: Db, refreshToken: string, now: Date): Promise<number | null> {
  const row = await findRefreshToken(db, tokenHash(refreshToken));
  if (!row) return null;
  await revokeFamily(db, row.family_id, now);
  return row.member_oid;
}

export function requireRotation(result: RotationResult): TokenPair {
  if (!result.tokens) throw new DomainError('UNAUTHENTICATED');
  return result.tokens;
}
