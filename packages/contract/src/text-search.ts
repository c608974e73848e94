/**
 * Turkish text for search and ordering (docs/domain/turkish-text.md). Neither PGlite nor a PostgreSQL in
 * the C locale folds Turkish case (`lower('IŞIK')` is 'işik'), so both apps fold here and
 * the database only ever compares folded text.
 */
const asciiOf: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Turkish lower case: İ→i, I→ı. What the stored tsvector and the text query are made of. */
export function foldTurkishCase(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('tr-TR');
}

/** Lower case without Turkish letters, so 'isik', 'IŞIK' and 'ışık' are the same text. */
export function foldTurkishAscii(text: string): string {
  return foldTurkishCase(text)
    .replace(/[çğıöşüâîû]/g, (ch) => asciiOf[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of what a citizen typed: letters and digits only, at most eight of them. */
export function searchWords(query: string): string[] {
  return foldTurkishCase(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

const alphabet = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';

/** Digits of a number, padded so "2" sorts before "10" byte by byte; longer runs are kept whole. */
const NUMBER_WIDTH = 8;

/**
 * A key that sorts in Turkish alphabet order under the C collation (Ç after C, İ after I,
 * Ş after S; digits before letters), so a paged ORDER BY in SQL agrees with the citizen.
 * Numbers sort by value: "2. SOKAK" before "10. SOKAK".
 */
export function turkishSortKey(text: string): string {
  let key = '';
  for (const ch of foldTurkishCase(text)) {
    const letter = alphabet.includes(ch) ? ch : foldTurkishAscii(ch);
    const index = alphabet.indexOf(letter);
    if (index >= 0 && letter.length === 1) key += String.fromCharCode(0x41 + index);
    else if (/[0-9 ]/.test(ch)) key += ch;
  }
  return key
    .replace(/ +/g, ' ')
    .trim()
    .replace(/\d+/g, (digits) => digits.padStart(NUMBER_WIDTH, '0'));
}
