import { randomInt } from 'node:crypto';
import { passwordProblems } from '@ebelediye/contract';

// No look-alikes (0/O, 1/l/I) and no Turkish-only letters: it is read off an SMS and typed on any keyboard.
const upper = 'ABCDEFGHJKLMNPRSTUVYZ';
const lower = 'abcdefghjkmnprstuvyz';
const digits = '23456789';
const symbols = '.-+!';
const all = upper + lower + digits + symbols;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** A new random password for the reset SMS: 10 characters from the CSPRNG that pass the policy. */
export function randomPassword(length = 10): string {
  for (;;) {
    const chars = [pick(upper), pick(lower), pick(digits), pick(symbols), ...Array.from({ length: length - 4 }, () => pick(all))];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordProblems(password).length === 0) return password;
  }
}
