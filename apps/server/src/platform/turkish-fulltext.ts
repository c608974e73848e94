import { foldTurkishAscii, foldTurkishCase, searchWords } from '@ebelediye/contract';
import { sql, type RawBuilder } from 'kysely';

/**
 * Turkish full-text search (docs/domain/turkish-text.md): text is folded with the Turkish locale in the
 * application (the database would turn 'IŞIK' into 'işik'), then stemmed by the `turkish`
 * configuration; every word is a prefix (`ışık:*` finds 'Işıklandırma').
 */
export interface WeightedText {
  text: string;
  weight: 'A' | 'B' | 'C' | 'D';
}

export function searchVector(parts: WeightedText[]): RawBuilder<string> {
  return sql<string>`${sql.join(
    parts.map((p) => sql`setweight(to_tsvector('turkish', ${foldTurkishCase(p.text)}), ${p.weight})`),
    sql` || `,
  )}`;
}

/** The ASCII-folded twin of the text, for searches typed without Turkish letters ('isik'). */
export const searchAscii = (parts: WeightedText[]) => foldTurkishAscii(parts.map((p) => p.text).join(' '));

/** `word:* & word:*` from what the citizen typed, or null. Words hold only letters and digits. */
export function tsQueryText(searchText: string): string | null {
  const words = searchWords(searchText);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** The same query without Turkish letters ('ışık' → `isik:*`), for the `simple` tsvector of the ASCII twin. */
export function asciiTsQueryText(searchText: string): string | null {
  const words = searchWords(searchText)
    .map(foldTurkishAscii)
    .filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}
