const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const back: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => entities[ch]!);

/** `<Name>…</Name>` of plain fields; nested objects become nested elements. */
export function xmlElement(name: string, content: Record<string, unknown> | string): string {
  if (typeof content === 'string') return `<${name}>${escapeXml(content)}</${name}>`;
  const inner = Object.entries(content)
    .map(([key, value]) => xmlElement(key, typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : String(value ?? '')))
    .join('');
  return `<${name}>${inner}</${name}>`;
}

/**
 * The text of the first leaf element with this name. The bank answers are small, flat and of
 * a known shape (domain.md §3), so a leaf reader is enough and no entity or DTD is expanded.
 */
export function xmlLeaf(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml);
  if (match) return match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => back[e]!);
  return new RegExp(`<${name}(?:\\s[^>]*)?/>`).test(xml) ? '' : null;
}
