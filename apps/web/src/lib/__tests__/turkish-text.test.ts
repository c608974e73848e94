import { describe, expect, it } from 'vitest';
import { foldTurkish, matchesQuery } from '../turkish-text';

describe('Turkish text matching', () => {
  it('folds Turkish case and letters', () => {
    expect(foldTurkish('IŞIK Sokağı')).toBe('isik sokagi');
    expect(foldTurkish('İSTİKLAL')).toBe('istiklal');
    expect(foldTurkish('ışık')).toBe('isik');
  });
  it('matches every word of the query', () => {
    expect(matchesQuery('Arsa Birim Değerleri', 'arsa değer')).toBe(true);
    expect(matchesQuery('Arsa Birim Değerleri', 'ARSA deger')).toBe(true);
    expect(matchesQuery('Arsa Birim Değerleri', 'bina')).toBe(false);
    expect(matchesQuery('Arsa', '   ')).toBe(false);
  });
});
