import type { NavigationItem } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { containsPath, flattenMenu, localizeMenu } from '../menu-items';

const menu: NavigationItem[] = [
  { name: 'E-BELEDİYE', type: 'label' },
  { name: 'Anasayfa', type: 'default', path: '/anasayfa', icon: 'home' },
  {
    name: 'Vergi Tabloları',
    type: 'default',
    children: [
      { name: 'Arsa Birim Değerleri', type: 'default', path: '/EstateStreetValuation' },
      { name: 'Alt', type: 'default', children: [{ name: 'Derin', type: 'default', path: '/deep' }] },
    ],
  },
  { name: 'Web Sitemiz', type: 'extLink', path: 'https://example.org' },
];

describe('menu items', () => {
  it('flattens to the places a citizen can go, with their groups', () => {
    expect(flattenMenu(menu)).toEqual([
      { name: 'Anasayfa', path: '/anasayfa', type: 'default', icon: 'home', iconText: undefined, keywords: [], trail: [] },
      { name: 'Arsa Birim Değerleri', path: '/EstateStreetValuation', type: 'default', icon: undefined, iconText: undefined, keywords: [], trail: ['Vergi Tabloları'] },
      { name: 'Derin', path: '/deep', type: 'default', icon: undefined, iconText: undefined, keywords: [], trail: ['Vergi Tabloları', 'Alt'] },
      { name: 'Web Sitemiz', path: 'https://example.org', type: 'extLink', icon: undefined, iconText: undefined, keywords: [], trail: [] },
    ]);
  });

  it('finds a group that holds the current path, at any depth', () => {
    expect(containsPath(menu[2]!, '/EstateStreetValuation')).toBe(true);
    expect(containsPath(menu[2]!, '/deep')).toBe(true);
    expect(containsPath(menu[2]!, '/anasayfa')).toBe(false);
  });
});

describe('menu language', () => {
  const served: NavigationItem[] = [
    { name: 'E-BELEDİYE', nameEn: 'E-MUNICIPALITY', type: 'label', label: 'E-BELEDİYE' },
    {
      name: 'Su İşlemleri',
      nameEn: 'Water Services',
      type: 'default',
      children: [{ name: 'Su Borçlarım', nameEn: 'My Water Debts', keywords: ['su'], type: 'default', path: '/WaterDebts' }],
    },
  ];

  it('shows the English names in English and keeps the Turkish ones as search words', () => {
    const english = localizeMenu(served, 'en');
    expect(english[0]).toMatchObject({ name: 'E-MUNICIPALITY', label: 'E-MUNICIPALITY' });
    expect(flattenMenu(english)).toEqual([
      expect.objectContaining({ name: 'My Water Debts', trail: ['Water Services'], keywords: expect.arrayContaining(['Su Borçlarım', 'su']) }),
    ]);
  });

  it('leaves the Turkish menu as served', () => {
    expect(localizeMenu(served, 'tr')).toBe(served);
  });
});
