import type { NavigationItem } from '@ebelediye/contract';

/** A menu as RetrieveMenusWithoutAuthorization answers it: single services, an outside link, a label and a group. */
export const menuFixture: NavigationItem[] = [
  { name: 'Anasayfa', path: '/anasayfa', icon: 'home', type: 'default' },
  { name: 'Hızlı Ödeme', nameEn: 'Fast Payment', path: '/FastPayment', icon: 'payments', type: 'default' },
  { name: 'Belediye Web Sitesi', path: 'https://www.antakya.bel.tr', icon: 'public', type: 'extLink' },
  { name: 'Bilgi', label: 'Sorgulamalar', type: 'label' },
  {
    name: 'Vergi Tabloları',
    nameEn: 'Tax tables',
    icon: 'table_chart',
    type: 'default',
    children: [
      { name: 'Arsa ve Arazi Birim Değerleri', path: '/EstateStreetValuation', iconText: 'A', type: 'default' },
      { name: 'Aşınma Payları', path: '/EstateAbrasionShare', iconText: 'P', type: 'default' },
    ],
  },
];
