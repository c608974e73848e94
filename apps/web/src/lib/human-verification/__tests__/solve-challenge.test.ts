import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as nodeSha } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from '../solve-challenge';

const secret = 'test-hmac-secret-of-at-least-32-characters';
const keySecret = 'test-key-signature-secret-32-characters!';

/** A challenge made the way the server makes it (apps/server/src/accounts/human-verification.ts). */
const serverDeriveKey = (algorithm: string) => (algorithm.startsWith('PBKDF2/') ? nodePbkdf2 : nodeSha);
const serverChallenge = (algorithm: string, counter: number) =>
  createChallenge({
    algorithm,
    cost: algorithm.startsWith('PBKDF2/') ? 50 : 2,
    counter,
    deriveKey: serverDeriveKey(algorithm),
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret,
  });

const decode = (payload: string) => JSON.parse(atob(payload)) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };

describe('the browser proof of work (docs/architecture.md §5)', () => {
  it.each(['PBKDF2/SHA-256', 'SHA-256'])('%s: the server verifies what the browser solved', async (algorithm) => {
    const challenge = await serverChallenge(algorithm, 37);
    const payload = decode(await solveChallenge(challenge as never));
    expect(payload.solution.counter).toBe(37);
    expect(payload.challenge).toEqual(challenge);
    const deriveKey = serverDeriveKey(algorithm);
    // Both of the server's paths: the key signature, and re-deriving the key with node:crypto.
    const signed = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
    const derived = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
    expect(signed.verified).toBe(true);
    expect(derived.verified).toBe(true);
  });

  it('stops when aborted', async () => {
    const challenge = await serverChallenge('PBKDF2/SHA-256', 100_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(solveChallenge(challenge as never, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
