import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '..';
import { formatArea, formatDate, formatDateAndTime, formatMoney, formatNumber } from '../format';

afterEach(() => i18next.changeLanguage('tr'));

describe('money, dates and numbers per language', () => {
  it('writes Turkish the Turkish way', async () => {
    await i18next.changeLanguage('tr');
    expect(formatMoney(123456789)).toBe('1.234.567,89 ₺');
    expect(formatMoney(-5)).toBe('-0,05 ₺');
    expect(formatDate('2026-05-31')).toBe('31.05.2026');
    expect(formatNumber(1.045, { minimumFractionDigits: 3 })).toBe('1,045');
  });

  it('writes English the English way', async () => {
    await i18next.changeLanguage('en');
    expect(formatMoney(123456789)).toBe('₺1,234,567.89');
    expect(formatMoney(-5)).toBe('-₺0.05');
    expect(formatMoney(0)).toBe('₺0.00');
    expect(formatDate('2026-05-31')).toBe('31/05/2026');
    expect(formatNumber(1.045, { minimumFractionDigits: 3 })).toBe('1.045');
    expect(formatDateAndTime('2026-11-23T21:30:00Z')).toBe('24/11/2026 00:30');
  });

  it('writes a payment moment as its Istanbul date and wall-clock time', async () => {
    await i18next.changeLanguage('tr');
    expect(formatDateAndTime('2026-11-23T21:05:00Z')).toBe('24.11.2026 00:05');
    await i18next.changeLanguage('en');
    expect(formatDateAndTime('2026-11-23T06:30:00Z')).toBe('23/11/2026 09:30');
  });

  it('writes an area with a decimal comma in Turkish and its unit', async () => {
    await i18next.changeLanguage('tr');
    expect(formatArea(120.5)).toBe('120,5 m²');
    expect(formatArea(1250)).toBe('1.250 m²');
    expect(formatArea(0.125)).toBe('0,13 m²');
    await i18next.changeLanguage('en');
    expect(formatArea(120.5)).toBe('120.5 m²');
  });
});
