/**
 * Masks shown to someone who is still proving who they are, or in a history list:
 * enough to recognise, not enough to learn.
 */
function maskWord(word: string): string {
  const letters = [...word];
  return letters.length <= 2 ? `${letters[0] ?? ''}*` : `${letters.slice(0, 2).join('')}***`;
}

export function maskName(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .flatMap((p) => p.split(/\s+/))
    .filter(Boolean)
    .map(maskWord)
    .join(' ');
}

/** 192.168.10.23 → 192.168.10.***; IPv6 keeps its first two groups. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.***`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length >= 2 ? `${groups[0]}:${groups[1]}:***` : '***';
}
