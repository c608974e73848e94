import { createChallenge, randomInt, verifySolution, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { spendChallenge } from './human-verification-repo';
import { derivedKey } from './secret-tokens';

/**
 * The spec's human-verification challenge as self-hosted ALTCHA proof of work (architecture
 * §5). The server signs each challenge, verifies each solution itself (the widget's own
 * check is not enough), and accepts a solution once.
 */
const deriveKeyOf = (algorithm: string): DeriveKeyFunction => (algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha);

// The key-signature secret lets verification skip re-deriving the key (cheap on the server).
const keySignatureSecret = (config: AppConfig) => derivedKey(config, 'altcha-key-signature').toString('base64url');

export async function createHumanVerificationChallenge(config: AppConfig, now: Date): Promise<Challenge> {
  const settings = config.identity.humanVerification;
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    counter: randomInt(settings.counterMin, settings.counterMax),
    deriveKey: deriveKeyOf(settings.algorithm),
    expiresAt: new Date(now.getTime() + settings.expiresSeconds * 1000),
    hmacSignatureSecret: config.secrets.altchaHmacKey,
    hmacKeySignatureSecret: keySignatureSecret(config),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.string(), nonce: z.string().min(8).max(200), expiresAt: z.number() }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(1024), time: z.number().optional() }),
});

function decode(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data ?? null;
  } catch {
    return null;
  }
}

/** Throws the spec's warning unless the payload is a fresh, correct, never-used solution of our own challenge. */
export async function requireHumanVerification(db: Db, config: AppConfig, payload: string | undefined, now: Date): Promise<void> {
  const decoded = payload ? decode(payload) : null;
  if (!decoded) throw new DomainError('HUMAN_VERIFICATION_REQUIRED');
  const { parameters } = decoded.challenge;
  const expiresAt = new Date(parameters.expiresAt * 1000);
  if (parameters.algorithm !== config.identity.humanVerification.algorithm || expiresAt <= now) {
    throw new DomainError('HUMAN_VERIFICATION_REQUIRED');
  }
  const result = await verifySolution({
    challenge: decoded.challenge as unknown as Challenge,
    solution: decoded.solution,
    deriveKey: deriveKeyOf(parameters.algorithm),
    hmacSignatureSecret: config.secrets.altchaHmacKey,
    hmacKeySignatureSecret: keySignatureSecret(config),
  }).catch(() => null);
  if (!result?.verified) throw new DomainError('HUMAN_VERIFICATION_REQUIRED');
  if (!(await spendChallenge(db, parameters.nonce, expiresAt, now))) throw new DomainError('HUMAN_VERIFICATION_REQUIRED');
}
