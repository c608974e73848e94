import { describe, expect, it } from 'vitest';
import { foldTurkishAscii, foldTurkishCase, searchWords, turkishSortKey } from '../text-search';

describe('Turkish folding for search', () => {
  it('lowers case the Turkish way', () => {
    expect(foldTurkishCase('IŞIK SOKAK')).toBe('ışık sokak');
    expect(foldTurkishCase('İSTİKLAL')).toBe('istiklal');
  });

  it('drops Turkish letters for ASCII search', () => {
    for (const text of ['IŞIK', 'ışık', 'Işık', 'isik']) expect(foldTurkishAscii(text)).toBe('isik');
    expect(foldTurkishAscii('ÇÖĞÜŞ çöğüş Âlî')).toBe('cogus cogus ali');
  });

  it('splits a query into at most eight words of letters and digits', () => {
    expect(searchWords("  IŞIK  sokağı, 12/3 'x' ")).toEqual(['ışık', 'sokağı', '12', '3', 'x']);
    expect(searchWords('% _ :* & |')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('Turkish sort key', () => {
  it('orders like the Turkish alphabet under a byte-wise collation', () => {
    const names = ['ZEYTİN', 'ÇINAR', 'CUMHURİYET', 'İNÖNÜ', 'IŞIK', 'ŞAFAK', 'SÜMBÜL', 'ÖZGÜRLÜK', 'ORHANGAZİ', 'ÜZÜMLÜ', 'UMUT', '2. SOKAK'];
    const byKey = [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));
    expect(byKey).toEqual([...names].sort(new Intl.Collator('tr').compare));
  });

  it('orders numbered streets by their number, not digit by digit', () => {
    const names = ['10. SOKAK', '2. SOKAK', '1. SOKAK', '100. SOKAK', '21. SOKAK', '3. CADDE', 'ATATÜRK'];
    const byKey = [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));
    expect(byKey).toEqual(['1. SOKAK', '2. SOKAK', '3. CADDE', '10. SOKAK', '21. SOKAK', '100. SOKAK', 'ATATÜRK']);
    expect(turkishSortKey('2. SOKAK') < turkishSortKey('10. SOKAK')).toBe(true);
  });
});
