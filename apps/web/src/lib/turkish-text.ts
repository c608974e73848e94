const asciiOf: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * Folds text for matching what a citizen types: Turkish lower case (İ→i, I→ı), then the
 * Turkish letters to their ASCII look-alikes, so 'isik', 'IŞIK' and 'ışık' all match.
 */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (ch) => asciiOf[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** Does every word of the query appear (as a word start) in the text? */
export function matchesQuery(text: string, query: string): boolean {
  const words = foldTurkish(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = foldTurkish(text);
  return words.every((word) => haystack.includes(word));
}
