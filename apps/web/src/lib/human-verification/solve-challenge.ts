import type { ResponseOf } from '@ebelediye/contract';
import { solveChallenge as solveLoop, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';

type HumanVerificationChallenge = ResponseOf<'CreateHumanVerificationChallenge'>;

export interface SolveOptions {
  signal?: AbortSignal;
}

/**
 * The ALTCHA v2 proof of work in the browser (docs/architecture.md §5): altcha-lib's own solver loop
 * with its WebCrypto key derivations, the same PBKDF2/SHA derivation the server verifies.
 * Several loops run over interleaved counters, as altcha's workers do, because WebCrypto
 * derives keys off the main thread and so several at once finish sooner.
 * Answers the base64 payload {challenge, solution} the server expects.
 */
export async function solveChallenge(challenge: HumanVerificationChallenge, options: SolveOptions = {}): Promise<string> {
  const deriveKey: DeriveKeyFunction = challenge.parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  const loops = Math.min(8, Math.max(2, (navigator.hardwareConcurrency || 2) * 2));
  try {
    const solution = await new Promise<Awaited<ReturnType<typeof solveLoop>>>((resolve, reject) => {
      let unfinished = loops;
      for (let start = 0; start < loops; start++) {
        solveLoop({ challenge: challenge as Challenge, controller, counterStart: start, counterStep: loops, deriveKey }).then((found) => {
          unfinished -= 1;
          if (found || unfinished === 0) resolve(found);
        }, reject);
      }
    });
    if (!solution) throw new DOMException('The human verification was not solved', options.signal?.aborted ? 'AbortError' : 'TimeoutError');
    return btoa(JSON.stringify({ challenge, solution }));
  } finally {
    controller.abort();
    options.signal?.removeEventListener('abort', abort);
  }
}
