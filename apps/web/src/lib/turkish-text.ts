import { foldTurkishAscii } from '@ebelediye/contract';

/**
 * Folds text for matching what a citizen types: Turkish lower case (İ→i, I→ı), then the
 * Turkish letters to their ASCII look-alikes, so 'isik', 'IŞIK' and 'ışık' all match.
 * The same fold the server stores for table search (domain.md §11).
 */
export function foldTurkish(text: string): string {
  return foldTurkishAscii(text).trim();
}

/** Does every word of the query appear (as a word start) in the text? */
export function matchesQuery(text: string, query: string): boolean {
  const words = foldTurkish(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = foldTurkish(text);
  return words.every((word) => haystack.includes(word));
}
