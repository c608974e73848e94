import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../amount-in-words';

describe('amountInWords', () => {
  it('writes lira and kuruş as a receipt does', () => {
    expect(amountInWords(123_450)).toBe('Bin İki Yüz Otuz Dört Türk Lirası Elli Kuruş');
    expect(amountInWords(12_300)).toBe('Yüz Yirmi Üç Türk Lirası');
    expect(amountInWords(5)).toBe('Beş Kuruş');
    expect(amountInWords(0)).toBe('Sıfır Türk Lirası');
    expect(amountInWords(100)).toBe('Bir Türk Lirası');
  });

  it('says "Bin" and "Yüz" without "Bir", but "Bir Milyon" and "Yüz Bin"', () => {
    expect(numberInWords(1000)).toBe('Bin');
    expect(numberInWords(100)).toBe('Yüz');
    expect(numberInWords(1_000_000)).toBe('Bir Milyon');
    expect(numberInWords(100_000)).toBe('Yüz Bin');
    expect(numberInWords(101_001)).toBe('Yüz Bir Bin Bir');
    expect(numberInWords(2_000_016)).toBe('İki Milyon On Altı');
    expect(numberInWords(1_234_567_890)).toBe('Bir Milyar İki Yüz Otuz Dört Milyon Beş Yüz Altmış Yedi Bin Sekiz Yüz Doksan');
    expect(numberInWords(90)).toBe('Doksan');
    expect(numberInWords(11)).toBe('On Bir');
  });

  it('refuses what is not a whole non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
