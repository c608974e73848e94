/** Card brand codes. */
export const CARD_BRAND_VISA = 100;
export const CARD_BRAND_MASTER = 200;

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check every payment card number passes. */
export function isLuhnValid(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** VISA starts with 4; MASTER with 51–55 or 2221–2720. Other brands are not accepted. */
export function cardBrandOf(value: string): typeof CARD_BRAND_VISA | typeof CARD_BRAND_MASTER | null {
  const digits = cardDigits(value);
  if (/^4\d{15}$/.test(digits)) return CARD_BRAND_VISA;
  if (/^5[1-5]\d{14}$/.test(digits)) return CARD_BRAND_MASTER;
  const prefix = Number(digits.slice(0, 4));
  if (digits.length === 16 && prefix >= 2221 && prefix <= 2720) return CARD_BRAND_MASTER;
  return null;
}
