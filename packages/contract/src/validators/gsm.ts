/**
 * Turkish mobile numbers (docs/domain/identity-numbers.md). The server accepts the loose rule (10 digits
 * starting with 5); numbers are stored as the 10-digit national number.
 */
export function normalizeGsm(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('90') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^5\d{9}$/.test(national) ? national : null;
}

export function isValidGsm(value: string): boolean {
  return normalizeGsm(value) !== null;
}

/** The spec's mask (###) ### ## ## over the 10-digit national number. */
export function formatGsm(national: string): string {
  const d = national.replace(/\D/g, '').slice(0, 10);
  const groups = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)];
  let out = '';
  if (groups[0]) out += `(${groups[0]}${groups[0].length === 3 ? ')' : ''}`;
  if (groups[1]) out += ` ${groups[1]}`;
  if (groups[2]) out += ` ${groups[2]}`;
  if (groups[3]) out += ` ${groups[3]}`;
  return out;
}

/** Masks a phone for display to someone proving they own it: (5**) *** ** 34. */
export function maskGsm(national: string): string {
  return `(${national[0]}**) *** ** ${national.slice(8, 10)}`;
}
