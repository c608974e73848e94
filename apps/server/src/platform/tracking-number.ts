import { randomInt } from 'node:crypto';

// No 0/O or 1/I, so a number read out on the phone cannot be misheard.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A prefix and two groups of five: about 50 random bits, so numbers cannot be guessed or walked. */
export const newTrackingNumberWith = (prefix: string) => `${prefix}-${group()}-${group()}`;
