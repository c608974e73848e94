import { z } from 'zod';
import { typeError } from './schemas';

/** The letters and digits of a tracking number: no 0/O or 1/I, so a number read out on the phone cannot be misheard. */
export const trackingNumberAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = `[${trackingNumberAlphabet}]{5}`;

/**
 * A tracking number as issued, typed by a citizen: the prefix ('ST', 'AI', 'SB'), a dash and two
 * groups of five. Spaces and case do not matter (ASCII upper case: the Turkish one would make 'i' 'İ').
 */
export const issuedTrackingNumber = (prefix: string) =>
  z
    .string(typeError('Takip numarası giriniz.'))
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^${prefix}-${group}-${group}$`), `Takip numarasını ${prefix}-XXXXX-XXXXX biçiminde giriniz.`));

/**
 * What a clerk typed in a queue's search, read as a tracking number with this prefix: any case,
 * with or without the dashes and spaces ('st abcde-fghij'). The number as stored, or null.
 */
export function typedTrackingNumber(prefix: string, typed: string): string | null {
  const match = new RegExp(`^${prefix}(${group})(${group})$`).exec(typed.toUpperCase().replace(/[\s-]+/g, ''));
  return match ? `${prefix}-${match[1]}-${match[2]}` : null;
}
