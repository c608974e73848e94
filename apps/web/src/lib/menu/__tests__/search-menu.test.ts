import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../menu-items';
import { searchMenu } from '../search-menu';

const entry = (name: string, keywords: string[], trail: string[] = []): MenuEntry => ({ name, path: `/${name}`, type: 'default', keywords, trail });

const entries = [
  entry('Borç Sorgulama ve Ödeme', ['borç', 'emlak vergisi öde', 'debt']),
  entry('Hızlı Ödeme', ['üye olmadan', 'fast']),
  entry('ÇTV Beyannamesi', ['çöp vergisi', 'çtv'], ['Beyannameler']),
  entry('Bina Beyannamesi', ['emlak', 'emlak vergisi', 'bina'], ['Beyannameler']),
  entry('Şikayet ve Talepler', ['şikayet', 'çöp', 'sokak lambası']),
  entry('Abonelik İptali', ['abonelik'], ['Su İşlemleri']),
  entry('Sicil Bilgilerim', ['sicil']),
];
const names = (query: string) => searchMenu(entries, query, 8).map((e) => e.name);

describe('site search', () => {
  it('finds a service by a word of its name, folded: hızlı, HIZLI and hizli', () => {
    for (const query of ['hızlı', 'HIZLI', 'hizli', 'hız']) expect(names(query)[0]).toBe('Hızlı Ödeme');
  });

  it('finds by search words and puts the whole-word answer first', () => {
    expect(names('çöp')).toEqual(['Şikayet ve Talepler', 'ÇTV Beyannamesi']);
    expect(names('cop')[0]).toBe('Şikayet ve Talepler');
    expect(names('emlak')).toEqual(['Bina Beyannamesi', 'Borç Sorgulama ve Ödeme']);
    expect(names('emlak vergisi')).toEqual(['Bina Beyannamesi', 'Borç Sorgulama ve Ödeme']);
  });

  it('finds by the group a service sits in, and by word starts only', () => {
    expect(names('su')).toEqual(['Abonelik İptali']);
    expect(names('lamba')).toEqual(['Şikayet ve Talepler']);
    expect(names('amba')).toEqual([]);
  });

  it('needs every word of the query and answers nothing for blanks', () => {
    expect(names('emlak şikayet')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(searchMenu(entries, 'e', 2)).toHaveLength(2);
  });
});
