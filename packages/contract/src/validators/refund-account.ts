import { foldTurkishCase } from '../text-search';

/* A deposit refund goes to a valid Turkish IBAN (`iban.ts`) in the subscriber's own name (docs/domain/identity-numbers.md, docs/domain/water.md). */

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
