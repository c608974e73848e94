import { describe, expect, it } from 'vitest';
import { amountInWordsEn, numberInWordsEn } from '../amount-in-words-en';

describe('amountInWordsEn', () => {
  it('writes lira and kuruş as the Turkish receipt phrases them', () => {
    expect(amountInWordsEn(123_450)).toBe('one thousand two hundred thirty-four lira and fifty kuruş');
    expect(amountInWordsEn(12_300)).toBe('one hundred twenty-three lira');
    expect(amountInWordsEn(5)).toBe('five kuruş');
    expect(amountInWordsEn(0)).toBe('zero lira');
    expect(amountInWordsEn(100)).toBe('one lira');
    expect(amountInWordsEn(1_901)).toBe('nineteen lira and one kuruş');
  });

  it('says "one thousand" and "one hundred", hyphenates the tens and keeps the teens whole', () => {
    expect(numberInWordsEn(1000)).toBe('one thousand');
    expect(numberInWordsEn(100)).toBe('one hundred');
    expect(numberInWordsEn(1_000_000)).toBe('one million');
    expect(numberInWordsEn(100_000)).toBe('one hundred thousand');
    expect(numberInWordsEn(101_001)).toBe('one hundred one thousand one');
    expect(numberInWordsEn(2_000_016)).toBe('two million sixteen');
    expect(numberInWordsEn(1_234_567_890)).toBe('one billion two hundred thirty-four million five hundred sixty-seven thousand eight hundred ninety');
    expect(numberInWordsEn(90)).toBe('ninety');
    expect(numberInWordsEn(11)).toBe('eleven');
    expect(numberInWordsEn(40)).toBe('forty');
  });

  it('refuses what is not a whole non-negative amount', () => {
    expect(() => amountInWordsEn(-1)).toThrow(RangeError);
    expect(() => amountInWordsEn(1.5)).toThrow(RangeError);
  });
});
