import { foldTurkishAscii } from '@ebelediye/contract';

/**
 * Folds text for matching what a citizen types: Turkish lower case (İ→i, I→ı), then the
 * Turkish letters to their ASCII look-alikes, so 'isik', 'IŞIK' and 'ışık' all match.
 * The same fold the server stores for table search (docs/domain/turkish-text.md).
 */
export function foldTurkish(text: string): string {
  return foldTurkishAscii(text).trim();
}
