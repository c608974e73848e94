/** Turkish IBAN: TR + 2 check digits + 5-digit bank code + reserve 0 + 16-digit account (domain.md §1.3). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const ch of digits) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder;
}

const letterValue = (ch: string) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55));

export function isValidTurkishIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  return mod97([...rearranged].map(letterValue).join('')) === 1;
}

/** The 5-digit EFT bank code inside a Turkish IBAN. */
export function ibanBankCode(value: string): string {
  return normalizeIban(value).slice(4, 9);
}

/** Groups of four for display: TR33 0006 1005 1978 6457 8413 26. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Builds a valid IBAN from bank code and account number (used by the demo data). */
export function makeTurkishIban(bankCode: string, account: string): string {
  const bban = bankCode.padStart(5, '0') + '0' + account.padStart(16, '0');
  const check = 98 - mod97(bban + '292700');
  return `TR${String(check).padStart(2, '0')}${bban}`;
}
