import { describe, expect, it } from 'vitest';
import { ReferenceCache } from '../reference-cache';

const answer = (payload: string) => ({ payload, gzip: null });
const kept = (cache: ReferenceCache, keys: string[]) => keys.filter((key) => cache.get(key) !== undefined);

describe('ReferenceCache', () => {
  it('keeps an answer for its seconds', () => {
    let now = 0;
    const cache = new ReferenceCache(() => now);
    cache.set('a', answer('A'), 60);
    now = 59_999;
    expect(cache.get('a')?.payload).toBe('A');
    now = 60_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('when full, gives up the answer used least recently', () => {
    const cache = new ReferenceCache(Date.now, 4);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, answer(key), 60);
    expect(cache.get('a')).toBeDefined();
    cache.set('e', answer('e'), 60);
    expect(kept(cache, ['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keeps an answer in use however many others come and go', () => {
    const cache = new ReferenceCache(Date.now, 10);
    cache.set('hot', answer('hot'), 60);
    for (let i = 0; i < 200; i++) {
      cache.set(`cold ${i}`, answer('cold'), 60);
      expect(cache.get('hot')?.payload).toBe('hot');
    }
    expect(kept(cache, ['cold 190', 'cold 191', 'cold 199'])).toEqual(['cold 191', 'cold 199']);
  });

  it('keeps within its bytes, giving up the oldest answers, and never keeps one larger than all of them', () => {
    // 50 characters count as 100 bytes: a string may take two a character.
    const cache = new ReferenceCache(Date.now, 1000, 250);
    for (const key of ['a', 'b']) cache.set(key, answer(key.repeat(50)), 60);
    cache.set('c', { payload: 'c'.repeat(30), gzip: Buffer.alloc(10) }, 60);
    expect(kept(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
    cache.set('huge', answer('h'.repeat(200)), 60);
    expect(kept(cache, ['b', 'c', 'huge'])).toEqual(['b', 'c']);
  });

  it('keeps an answer in use when the bytes, not the count, are the limit', () => {
    const cache = new ReferenceCache(Date.now, 1000, 1000);
    cache.set('hot', answer('hot'), 60);
    for (let i = 0; i < 200; i++) {
      cache.set(`page ${i}`, answer('p'.repeat(50)), 60);
      expect(cache.get('hot')?.payload).toBe('hot');
    }
  });

  it('takes a new answer for a key it holds as a new entry', () => {
    let now = 0;
    const cache = new ReferenceCache(() => now, 3);
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(key), 60);
    now = 30_000;
    cache.set('a', answer('A2'), 60);
    cache.set('d', answer('d'), 60);
    expect(kept(cache, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    now = 89_999;
    expect(cache.get('a')?.payload).toBe('A2');
  });

  it('forgets everything when cleared', () => {
    const cache = new ReferenceCache();
    cache.set('a', answer('a'), 60);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
