import { describe, expect, it } from 'vitest';
import { formatEnglishMoney, formatMoney, parseMoney, percentOf } from '../money';
import { formatEnglishDate, formatTurkishDate, istanbulClock, istanbulDate } from '../istanbul-time';

describe('money', () => {
  it.each([
    [123456, '1.234,56 ₺'],
    [0, '0,00 ₺'],
    [5, '0,05 ₺'],
    [-123456, '-1.234,56 ₺'],
    [100000000, '1.000.000,00 ₺'],
  ])('formats %i kuruş as %s', (kurus, text) => expect(formatMoney(kurus)).toBe(text));
  it('refuses fractions of a kuruş', () => expect(() => formatMoney(1.5)).toThrow(RangeError));
  it.each([
    [123456789, '₺1,234,567.89'],
    [0, '₺0.00'],
    [-5, '-₺0.05'],
  ])('formats %i kuruş in English as %s', (kurus, text) => expect(formatEnglishMoney(kurus)).toBe(text));
  it('parses what a citizen types', () => {
    expect(parseMoney('1.234,56')).toBe(123456);
    expect(parseMoney('1234,5')).toBe(123450);
    expect(parseMoney('12 ₺')).toBe(1200);
    expect(parseMoney('-3,00')).toBe(-300);
    expect(parseMoney('12,345')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
  it('rounds percentages half up to the kuruş', () => expect(percentOf(1000050, 3.7)).toBe(37002));
});

describe('Istanbul time', () => {
  it('uses the Istanbul calendar day and clock', () => {
    const lateEvening = new Date('2026-11-22T22:30:00Z');
    expect(istanbulDate(lateEvening)).toBe('2026-11-23');
    expect(istanbulClock(lateEvening)).toEqual({ hour: 1, minute: 30 });
    expect(formatTurkishDate('2026-05-31')).toBe('31.05.2026');
    expect(formatEnglishDate('2026-05-31')).toBe('31/05/2026');
    expect(formatEnglishDate('2026-11-23T21:30:00Z')).toBe('24/11/2026');
  });
});
