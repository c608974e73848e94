import type { Access, RequiredRole } from '@ebelediye/contract';
import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import type { AppConfig } from '../config/app-config';
import { DomainError } from './domain-error';
import type { Member } from './operation-context';

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member | null;
  }
}

export const ACCESS_TOKEN_AUDIENCE = 'ebelediye-api';

const keyCache = new WeakMap<AppConfig, Uint8Array>();
export function signingKey(config: AppConfig): Uint8Array {
  let key = keyCache.get(config);
  if (!key) keyCache.set(config, (key = new TextEncoder().encode(config.secrets.jwtSecret)));
  return key;
}

/** Is the sign-in of this access token still on (not logged out, not ended by a password change)? Supplied by accounts. */
export type SessionCheck = (member: Member) => Promise<boolean>;

/** The member an access token names; throws when it is not ours, has expired, or lacks a claim the checks rely on. */
async function verifiedMember(token: string, config: AppConfig, now: Date): Promise<Member> {
  const { payload } = await jwtVerify(token, signingKey(config), {
    audience: ACCESS_TOKEN_AUDIENCE,
    algorithms: ['HS256'],
    currentDate: now,
    // A token without an expiry would never end; without its family it could not be ended early (docs/security.md).
    requiredClaims: ['exp', 'sub', 'aud', 'fid'],
  });
  const userOid = Number(payload.sub);
  const registryOid = Number(payload.rid);
  const nationalId = String(payload.nid ?? '');
  if (!Number.isSafeInteger(userOid) || !Number.isSafeInteger(registryOid) || typeof payload.fid !== 'string') throw new Error('bad claims');
  return { userOid, registryOid, nationalId, familyId: payload.fid };
}

/**
 * Reads the bearer access token, if any. An invalid or expired token, or one whose sign-in has
 * ended (logout, a password change), is a 401 so the client refreshes.
 */
export async function authenticate(request: FastifyRequest, config: AppConfig, isSessionLive: SessionCheck, now: () => Date = () => new Date()): Promise<Member | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) throw new DomainError('UNAUTHENTICATED');
  const member = await verifiedMember(token, config, now()).catch(() => null);
  if (!member || !(await isSessionLive(member))) throw new DomainError('UNAUTHENTICATED');
  return member;
}

/** Is this member an active employee of the municipality? Supplied by the staff module. */
export type EmployeeCheck = (member: Member) => Promise<boolean>;

/** Does this member hold the role? Read from the database on every call (never from the token); supplied by the back office. */
export type RoleCheck = (member: Member, role: RequiredRole) => Promise<boolean>;

export async function requireAccess(
  access: Access,
  member: Member | null | undefined,
  isActiveEmployee?: EmployeeCheck,
  role?: { required: RequiredRole | undefined; holds: RoleCheck | undefined },
): Promise<void> {
  // A payer without a token is let through here; the body's payment proof is looked for before validation.
  if (access === 'public' || access === 'payer') return;
  if (!member) throw new DomainError('UNAUTHENTICATED');
  if (access === 'staff' && !(isActiveEmployee && (await isActiveEmployee(member)))) throw new DomainError('FORBIDDEN');
  if (role?.required && !(role.holds && (await role.holds(member, role.required)))) throw new DomainError('FORBIDDEN');
}

/** The signed-in member of a member-level operation (the access check has already run). */
export function signedIn(member: Member | null | undefined): Member {
  if (!member) throw new DomainError('UNAUTHENTICATED');
  return member;
}

/** Does the body carry a payment proof, at its top or one level down (`concreteCollection`, `data`)? */
export function carriesPaymentProof(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  if ((body as Record<string, unknown>).paymentProof !== undefined) return true;
  return Object.values(body).some((inner) => !!inner && typeof inner === 'object' && (inner as Record<string, unknown>).paymentProof !== undefined);
}
