import { composeIBAN, electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Turkish IBAN: TR + 2 check digits + 5-digit bank code + reserve 0 + 16-digit account
 * (docs/domain/identity-numbers.md). The one IBAN rule of the portal: the structure and the ISO 7064 mod 97-10
 * check come from ibantools (kept up to date with the SWIFT registry); the country must be TR.
 */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidTurkishIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return !!iban && iban.startsWith('TR') && isValidIBAN(iban);
}

/** The 5-digit EFT bank code inside a Turkish IBAN. */
export function ibanBankCode(value: string): string {
  return normalizeIban(value).slice(4, 9);
}

/** Groups of four for display, also while typing: TR33 0006 1005 1978 6457 8413 26. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Builds a valid IBAN from bank code and account number (used by the demo data). */
export function makeTurkishIban(bankCode: string, account: string): string {
  const iban = composeIBAN({ countryCode: 'TR', bban: bankCode.padStart(5, '0') + '0' + account.padStart(16, '0') });
  if (!iban) throw new Error(`not a Turkish account: bank ${bankCode}`);
  return iban;
}
