import { formatGsm, normalizeGsm } from '@ebelediye/contract';

/** What the citizen typed split into the prefix they started with ("+90", "0") and the national digits. */
function partsOf(text: string): { prefix: string; national: string } {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('0090')) return { prefix: '+90', national: digits.slice(4) };
  if (digits.startsWith('90')) return { prefix: '+90', national: digits.slice(2) };
  if (digits === '9' || digits === '009') return { prefix: '+9', national: '' };
  if (digits === '00') return { prefix: '00', national: '' };
  if (digits.startsWith('0')) return { prefix: '0', national: digits.slice(1) };
  return { prefix: '', national: digits };
}

function joined(prefix: string, national: string): string {
  const text = [prefix, formatGsm(national.slice(0, 10))].filter(Boolean).join(' ');
  const whole = normalizeGsm(text);
  return whole ? formatGsm(whole) : text;
}

/**
 * The masked text after an edit. A number a Turkish mobile never starts with 0 or 9, so a
 * leading "0", "+90" or "0090" is the trunk or country prefix: it stays on screen while the
 * citizen types, and once the number is whole it is shown as (5##) ### ## ##. A backspace that
 * only removed a mask character (a bracket or a space) removes the digit before it, so deleting
 * never gets stuck.
 */
export function maskPhone(next: string, previous = ''): string {
  const national = normalizeGsm(next);
  if (national) return formatGsm(national);
  const digits = next.replace(/\D/g, '');
  if (!digits) return next.trim().startsWith('+') && next.length >= previous.length ? '+' : '';
  let text = next;
  if (next.length < previous.length && digits === previous.replace(/\D/g, '')) text = `${next.trim().startsWith('+') ? '+' : ''}${digits.slice(0, -1)}`;
  const { prefix, national: rest } = partsOf(text);
  if (!prefix && !rest) return text.trim().startsWith('+') ? '+' : '';
  return joined(prefix, rest);
}
