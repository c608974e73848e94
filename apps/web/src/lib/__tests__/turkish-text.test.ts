import { describe, expect, it } from 'vitest';
import { foldTurkish } from '../turkish-text';

describe('Turkish text matching', () => {
  it('folds Turkish case and letters', () => {
    expect(foldTurkish('IŞIK Sokağı')).toBe('isik sokagi');
    expect(foldTurkish('İSTİKLAL')).toBe('istiklal');
    expect(foldTurkish('ışık')).toBe('isik');
  });
});
