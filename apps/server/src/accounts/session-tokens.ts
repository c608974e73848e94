import { randomUUID } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { ACCESS_TOKEN_AUDIENCE, signingKey, type SessionCheck } from '../platform/auth';
import { DomainError } from '../platform/domain-error';
import { keyedHash, randomToken, tokenHash } from './secret-tokens';
import { judgeRefreshToken, type RefreshVerdict } from './token-family';
import { deleteExpiredTokens, findRefreshToken, insertRefreshToken, isFamilyLive, markRotated, revokeFamily } from './token-repo';

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

function storeRefreshToken(db: Db, config: AppConfig, memberOid: number, familyId: string, refresh: string, now: Date) {
  return insertRefreshToken(db, {
    member_oid: memberOid,
    family_id: familyId,
    token_hash: tokenHash(refresh),
    created_at: now,
    expires_at: new Date(now.getTime() + config.identity.refreshTokenSeconds * 1000),
  });
}

/** A new sign-in: a new refresh-token family. */
export async function startSession(db: Db, config: AppConfig, subject: SessionSubject, now: Date): Promise<TokenPair> {
  await deleteExpiredTokens(db, subject.memberOid, now);
  const familyId = randomUUID();
  const refresh = randomToken();
  await storeRefreshToken(db, config, subject.memberOid, familyId, refresh, now);
  return { AccessToken: await accessToken(config, subject, familyId, now), RefreshToken: refresh };
}

/**
 * The refresh token that follows this one: derived from it with the server's key, so a retry
 * within the grace window gets the same one back while the database holds only its hash
 * (docs/security.md, ADR 0004).
 */
const successorOf = (config: AppConfig, refreshToken: string) => keyedHash(config, 'refresh-successor', refreshToken);

/** The sign-in of an access token is on only while its refresh-token family lives (logout and password changes end it). */
export const sessionCheck =
  (db: Db): SessionCheck =>
  async (member) =>
    member.familyId !== undefined && (await isFamilyLive(db, member.familyId, member.userOid));

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

type RefreshTokenRow = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

/** Marks the token rotated and stores its successor, together; false when a concurrent call rotated or revoked it first. */
function rotate(db: Db, config: AppConfig, row: RefreshTokenRow, refreshToken: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markRotated(trx, row.oid, now))) return false;
    await storeRefreshToken(trx, config, row.member_oid, row.family_id, successorOf(config, refreshToken), now);
    return true;
  });
}

/** A retry is answered only while the successor it was given is still on. */
async function successorLive(db: Db, config: AppConfig, refreshToken: string): Promise<boolean> {
  const successor = await findRefreshToken(db, tokenHash(successorOf(config, refreshToken)));
  return successor !== undefined && successor.revoked_at === null;
}

async function settle(db: Db, config: AppConfig, row: RefreshTokenRow, refreshToken: string, now: Date): Promise<RefreshVerdict> {
  let verdict = judgeRefreshToken(row, now);
  if ((verdict === 'rotate' || verdict === 'retry') && row.status !== 'ACTIVE') return 'revoked';
  if (verdict === 'rotate' && !(await rotate(db, config, row, refreshToken, now))) {
    // Another call with the same token won the race: judged again as that call left it.
    const current = await findRefreshToken(db, tokenHash(refreshToken));
    verdict = current ? judgeRefreshToken(current, now) : 'revoked';
  }
  if (verdict === 'retry' && !(await successorLive(db, config, refreshToken))) return 'revoked';
  return verdict;
}

/**
 * VerifyAndGenerateToken: one refresh token buys one successor; asked again within the grace
 * window it buys the same one (with a freshly signed access token), later it revokes the family.
 * The access token, when sent, must be ours and for the same member (it may have expired: that
 * is why the call is made).
 */
export async function rotateSession(db: Db, config: AppConfig, refreshToken: string, access: string | undefined, now: Date): Promise<RotationResult> {
  const row = await findRefreshToken(db, tokenHash(refreshToken));
  if (!row) return { verdict: 'unknown', memberOid: null, tokens: null };
  if (access !== undefined && (await accessTokenMember(config, access)) !== row.member_oid) {
    return { verdict: 'mismatch', memberOid: row.member_oid, tokens: null };
  }
  const verdict = await settle(db, config, row, refreshToken, now);
  if (verdict === 'reuse') await revokeFamily(db, row.family_id, now);
  if (verdict !== 'rotate' && verdict !== 'retry') return { verdict, memberOid: row.member_oid, tokens: null };
  const subject = { memberOid: row.member_oid, registryOid: row.registry_oid, nationalId: row.user_name };
  const tokens = { AccessToken: await accessToken(config, subject, row.family_id, now), RefreshToken: successorOf(config, refreshToken) };
  return { verdict, memberOid: row.member_oid, tokens };
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
