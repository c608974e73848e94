import { formatGsm } from '@ebelediye/contract';

const digitsOf = (text: string) =>
  text
    .replace(/\D/g, '')
    .replace(/^90(?=\d{10})/, '')
    .replace(/^0/, '')
    .slice(0, 10);

/**
 * The masked text after an edit. A backspace that only removed a mask character
 * (a bracket or a space) removes the digit before it, so deleting never gets stuck.
 */
export function maskPhone(next: string, previous = ''): string {
  let digits = digitsOf(next);
  if (next.length < previous.length && digits === digitsOf(previous)) digits = digits.slice(0, -1);
  return formatGsm(digits);
}
