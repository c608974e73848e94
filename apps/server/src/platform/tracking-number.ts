import { trackingNumberAlphabet as alphabet } from '@ebelediye/contract';
import { randomInt } from 'node:crypto';

/** Draws an integer in [0, n): the crypto source, or a seeded one (the demo seed, same rows on every machine). */
export type Draw = (n: number) => number;
const group = (draw: Draw) => Array.from({ length: 5 }, () => alphabet[draw(alphabet.length)]).join('');

/** A prefix and two groups of five: about 50 random bits, so numbers cannot be guessed or walked. */
export const newTrackingNumberWith = (prefix: string, draw: Draw = randomInt) => `${prefix}-${group(draw)}-${group(draw)}`;
