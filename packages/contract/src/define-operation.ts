import type { z } from 'zod';

/**
 * Who may call an operation (architecture §3):
 * public — anyone; member — a signed-in member (bearer token); staff — a member who is an active employee.
 */
export type Access = 'public' | 'member' | 'staff';

export interface OperationDefinition<
  Name extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  name: Name;
  access: Access;
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
   * an anonymous large body is refused before it is read (issue 21 item 3).
   */
  maxBodyBytes?: number;
}

/** The body limit of an ordinary JSON operation: far above any form the portal sends. */
export const defaultMaxBodyBytes = 64 * 1024;

export function defineOperation<const Name extends string, Request extends z.ZodType, Response extends z.ZodType>(
  definition: OperationDefinition<Name, Request, Response>,
): OperationDefinition<Name, Request, Response> {
  return definition;
}
