/**
 * What an operator typed to find a message: a mobile number (in any of the ways people write
 * one), an e-mail address, or a word of the text, such as a tracking number.
 */
export type MessageSearch = { kind: 'none' } | { kind: 'gsm'; gsm: string } | { kind: 'email'; email: string } | { kind: 'text'; pattern: string };

/** LIKE's own characters are taken literally, so "%" or "_" in a search finds only themselves. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function messageSearch(text: string): MessageSearch {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };
  const digits = trimmed.replace(/[\s-]/g, '').replace(/^(\+90|0090|90(?=5\d{9}$)|0)/, '');
  if (/^5\d{9}$/.test(digits)) return { kind: 'gsm', gsm: digits };
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase() };
  return { kind: 'text', pattern: likeContaining(trimmed) };
}
