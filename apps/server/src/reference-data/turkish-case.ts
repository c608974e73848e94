const locale = 'tr-TR';

// Roman ordinals ('II. ABDÜLHAMİT') stay as written; lower-cased they would read 'Iı.'.
const romanOrdinal = /^[IVXLCDM]+\.$/u;

const capitalised = (word: string) =>
  word.toLocaleLowerCase(locale).replace(/(^|[-/(])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toLocaleUpperCase(locale));

/**
 * 'ŞEHİT ÖĞRETMEN' → 'Şehit Öğretmen', 'IŞIK' → 'Işık': the address register's upper-case
 * names in Turkish letters (I ↔ ı, İ ↔ i). A word starts after a space, hyphen, slash or
 * bracket, never after an apostrophe ('ATATÜRK'ÜN' → 'Atatürk'ün').
 */
export function turkishTitleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => (romanOrdinal.test(word) ? word : capitalised(word)))
    .join('');
}
