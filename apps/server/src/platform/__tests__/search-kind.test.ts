import { describe, expect, it } from 'vitest';
import { searchKind } from '../work-queue';

describe('what a clerk types in a queue search box', () => {
  it('is a phone in any written form, kept as the 10-digit national number', () => {
    for (const typed of ['0532 123 45 67', '+90 532 123 45 67', '905321234567', '(532) 123 45 67', '05321234567', '532-123-4567'])
      expect(searchKind(typed), typed).toEqual({ kind: 'phone', value: '5321234567' });
  });

  it('is an identity for a national ID, and a tax number or a phone for ten bare digits starting with 5', () => {
    expect(searchKind('10000000146')).toEqual({ kind: 'identity', value: '10000000146', phone: null });
    expect(searchKind('1234567890')).toEqual({ kind: 'identity', value: '1234567890', phone: null });
    expect(searchKind('5321234567')).toEqual({ kind: 'identity', value: '5321234567', phone: '5321234567' });
  });

  it('is words for a name, a tracking number or digits that are no phone', () => {
    for (const typed of ['Ahmet Yılmaz', 'ST-ABCDE-FGH23', '0212 123 45 67', '12345']) expect(searchKind(typed).kind, typed).toBe('words');
    expect(searchKind('  ')).toEqual({ kind: 'none' });
  });
});
