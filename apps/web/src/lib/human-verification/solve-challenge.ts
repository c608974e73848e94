import type { ResponseOf } from '@ebelediye/contract';

type Challenge = ResponseOf<'CreateHumanVerificationChallenge'>;

const hexToBytes = (hex: string): Uint8Array<ArrayBuffer> => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The ALTCHA v2 proof of work, done with the browser's WebCrypto: find the counter whose
 * key — derived from the salt and the nonce followed by the counter (big-endian uint32) —
 * starts with the challenge's prefix. The server checks the answer and accepts it once.
 */
async function deriveKey(parameters: Challenge['parameters'], salt: Uint8Array<ArrayBuffer>, password: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const { algorithm, cost, keyLength } = parameters;
  if (algorithm.startsWith('PBKDF2/')) {
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: algorithm.slice(7), salt, iterations: cost }, key, keyLength * 8);
    return new Uint8Array(bits);
  }
  let data: Uint8Array<ArrayBuffer> = new Uint8Array(salt.length + password.length);
  data.set(salt);
  data.set(password, salt.length);
  for (let i = 0; i < Math.max(1, cost); i++) data = new Uint8Array(await crypto.subtle.digest(algorithm, data));
  return data.subarray(0, keyLength);
}

export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const { nonce, salt, keyPrefix } = challenge.parameters;
  const saltBytes = hexToBytes(salt);
  const password = new Uint8Array(nonce.length / 2 + 4);
  password.set(hexToBytes(nonce));
  const view = new DataView(password.buffer);
  const prefix = keyPrefix.toLowerCase();
  const started = performance.now();
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    view.setUint32(password.length - 4, counter);
    const derivedKey = bytesToHex(await deriveKey(challenge.parameters, saltBytes, password));
    if (derivedKey.startsWith(prefix)) {
      const solution = { counter, derivedKey, time: Math.round(performance.now() - started) };
      return btoa(JSON.stringify({ challenge, solution }));
    }
  }
  throw new Error('challenge could not be solved');
}
