import { foldTurkish } from '../turkish-text';
import type { MenuEntry } from './menu-items';

const wordsOf = (text: string) =>
  foldTurkish(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface Field {
  phrase: string;
  words: string[];
  weight: number;
}

const fieldsOf = (entry: MenuEntry): Field[] =>
  [...[entry.name].map((text) => ({ text, weight: 3 })), ...entry.keywords.map((text) => ({ text, weight: 2 })), ...entry.trail.map((text) => ({ text, weight: 1 }))].map(
    ({ text, weight }) => ({ phrase: wordsOf(text).join(' '), words: wordsOf(text), weight }),
  );

/**
 * How well an entry answers the query, 0 when it does not: every word of the query must start
 * a word of the entry's name, search words or groups (Turkish folded, so 'cop' finds 'çöp').
 * The name counts most, a whole word more than a word start, and a search word that is the
 * whole query most of all ('çöp' is a complaint before it is a tax).
 */
export function scoreEntry(entry: MenuEntry, query: string): number {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return 0;
  const fields = fieldsOf(entry);
  let score = 0;
  for (const word of queryWords) {
    let best = 0;
    for (const field of fields) {
      if (field.words.includes(word)) best = Math.max(best, field.weight * 2);
      else if (field.words.some((w) => w.startsWith(word))) best = Math.max(best, field.weight);
    }
    if (best === 0) return 0;
    score += best;
  }
  const phrase = queryWords.join(' ');
  if (fields.some((field) => field.phrase === phrase)) score += 10;
  return score;
}

/** The entries that answer the query, best first, menu order among equals. */
export function searchMenu(entries: readonly MenuEntry[], query: string, limit: number): MenuEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, score: scoreEntry(entry, query) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((hit) => hit.entry);
}
