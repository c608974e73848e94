import type { z } from 'zod';

/**
 * Who may call an operation (docs/architecture.md):
 * public — anyone; payer — a signed-in member, or a fast-payment caller whose body carries the
 * `paymentProof` that ValidateCode gave (anyone else gets 401 before the body is validated);
 * member — a signed-in member (bearer token); staff — a member who is an active employee.
 */
export type Access = 'public' | 'payer' | 'member' | 'staff';

/**
 * Back-office roles: held by active employees, granted and revoked by an ADMIN,
 * read from the database on every call (never from the token).
 */
export const backOfficeRoles = ['COMPLAINTS_CLERK', 'WATER_CLERK', 'REVENUE_CLERK', 'PAYMENTS_OPERATOR', 'CONTENT_EDITOR'] as const;
export type BackOfficeRole = (typeof backOfficeRoles)[number];

/**
 * A role an operation requires: a back-office role, ADMIN (the member's own role code), or
 * ANY: at least one back-office role or ADMIN (the area's shared lookups and the dashboard).
 */
export type RequiredRole = BackOfficeRole | 'ADMIN' | 'ANY';

export interface OperationDefinition<Name extends string = string, Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  name: Name;
  access: Access;
  /**
   * The role the caller must hold (checked centrally after the access level, from the database):
   * 401 without a token, 403 without the role. Shown in OpenAPI as x-required-role.
   */
  role?: RequiredRole;
  /** OpenAPI tag: the capability the operation belongs to. */
  tag: string;
  summary: string;
  request: Request;
  response: Response;
  /**
   * Reference data that is the same for every caller and changes rarely (addresses,
   * lookup lists, menus): the server may answer repeats from memory for this long.
   */
  cacheSeconds?: number;
  /** 'file': the answer is the bytes of a file with its own Content-Type (GetFile), not JSON. */
  responseKind?: 'json' | 'file';
  /**
   * The largest request body the server reads for this operation, in bytes; unset:
   * `defaultMaxBodyBytes`. Only operations that carry a file (or a long text) need more, so
   * an anonymous large body is refused before it is read.
   */
  maxBodyBytes?: number;
  /**
   * A back-office read of a citizen's record (KVKK): the screen's name in the
   * citizen's access log. The server writes the log entry for every call, centrally; a handler
   * that does not name whose record it opened fails the call.
   */
  accessLog?: string;
}

/** The body limit of an ordinary JSON operation: far above any form the portal sends. */
export const defaultMaxBodyBytes = 64 * 1024;

export function defineOperation<const Name extends string, Request extends z.ZodType, Response extends z.ZodType>(
  definition: OperationDefinition<Name, Request, Response>,
): OperationDefinition<Name, Request, Response> {
  return definition;
}
