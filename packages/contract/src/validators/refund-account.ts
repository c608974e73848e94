import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { foldTurkishCase } from '../text-search';

/**
 * A deposit refund goes to a Turkish IBAN in the subscriber's own name (domain.md §1.3, §5.4).
 * The structure and the ISO 7064 mod 97-10 check come from ibantools (kept up to date with
 * the SWIFT registry); the country must be TR.
 */
export function isValidRefundIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return !!iban && iban.startsWith('TR') && isValidIBAN(iban);
}

/** Folds a name for comparison: Turkish case (İ→i, I→ı), single spaces, no punctuation. */
export function foldPersonName(name: string): string {
  return foldTurkishCase(name)
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The account owner typed on the form must be the subscriber: the same words in the same
 * order once Turkish case is folded ('AHMET YILMAZ' = 'Ahmet  Yılmaz', not 'Ahmet Yilmaz').
 */
export function ownerMatchesSubscriber(ibanOwner: string, subscriberName: string): boolean {
  const owner = foldPersonName(ibanOwner);
  return owner.length > 0 && owner === foldPersonName(subscriberName);
}
