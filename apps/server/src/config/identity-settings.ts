import { z } from 'zod';

const positive = z.number().int().positive();
const limit = z.object({ max: positive, windowSeconds: positive });

/**
 * Sign-in, token, code and abuse-limit settings (docs/architecture.md §5). Secrets (the ALTCHA
 * HMAC key, the JWT secret) live in `secrets`, never here.
 */
export const identitySettingsSchema = z.object({
  accessTokenSeconds: positive,
  refreshTokenSeconds: positive,
  loginTicketSeconds: positive,
  /** scrypt N for new password hashes; a power of two. Stored hashes keep their own. */
  passwordHashCost: positive.refine((n) => (n & (n - 1)) === 0, 'passwordHashCost must be a power of two'),
  smsCode: z.object({ length: z.number().int().min(4).max(8), seconds: positive, maxAttempts: positive }),
  verificationTokenSeconds: positive,
  /** How long a pending registration may take from the verified phone to CreateUserStatus. */
  registrationSeconds: positive,
  edevletHandleSeconds: positive,
  humanVerification: z.object({
    algorithm: z.enum(['SHA-256', 'SHA-384', 'SHA-512', 'PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']),
    cost: positive,
    counterMin: z.number().int().nonnegative(),
    counterMax: positive,
    expiresSeconds: positive,
  }),
  rateLimits: z.object({
    /**
     * Wrong passwords for one account from one client (address): a growing delay, then the rest
     * of the window once `max` is passed. Never the account for everyone, so nobody can lock a
     * member out by guessing from elsewhere.
     */
    signInPerAccountClient: limit,
    /** Sign-in attempts from one client across all accounts. */
    signInPerIp: limit,
    passwordResetPerUser: limit,
    passwordResetPerIp: limit,
    smsPerPhone: limit,
    smsPerIp: limit,
    registryLookupPerIp: limit,
    /** Anonymous uploads from one client address: how many files, and how many bytes in all. */
    uploadsPerIp: limit,
    uploadBytesPerIp: limit,
  }),
  /**
   * A limit of its own for one purpose of a rate limit, keyed "<limit>:<purpose>", e.g.
   * "smsPerPhone:COMPLAINT"; a purpose without one uses the limit's numbers, counted apart.
   */
  purposeRateLimits: z.record(z.string(), limit).default({}),
  /** Server-to-server e-Devlet endpoints (docs/domain/e-devlet.md); relative addresses reach the simulator. */
  edevlet: z.object({ tokenUrl: z.string().min(1), personInfoUrl: z.string().min(1) }),
});

export type IdentitySettings = z.infer<typeof identitySettingsSchema>;
export type RateLimitName = keyof IdentitySettings['rateLimits'];
