import { randomInt } from 'node:crypto';

// No 0/O or 1/I, so a number read out on the phone cannot be misheard.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Draws an integer in [0, n): the crypto source, or a seeded one (the demo seed, same rows on every machine). */
export type Draw = (n: number) => number;
const group = (draw: Draw) => Array.from({ length: 5 }, () => alphabet[draw(alphabet.length)]).join('');

/** A prefix and two groups of five: about 50 random bits, so numbers cannot be guessed or walked. */
export const newTrackingNumberWith = (prefix: string, draw: Draw = randomInt) => `${prefix}-${group(draw)}-${group(draw)}`;

/**
 * What a clerk typed, read as a tracking number with this prefix: any case, with or without the
 * dashes and spaces ('st abcde-fghij'). The number as it is stored, or null when it is not one.
 */
export function typedTrackingNumber(prefix: string, typed: string): string | null {
  const match = new RegExp(`^${prefix}([${alphabet}]{5})([${alphabet}]{5})$`).exec(typed.toUpperCase().replace(/[\s-]+/g, ''));
  return match ? `${prefix}-${match[1]}-${match[2]}` : null;
}
