/**
 * The people the e-Devlet simulator offers (docs/architecture.md §6); the demo seed gives the first two a
 * registry, the last one has none here.
 */
export const edevletDemoIdentities: readonly { kimlikNo: string; ad: string; soyad: string; note: string }[] = [
  { kimlikNo: '10000000146', ad: 'AHMET', soyad: 'YILMAZ', note: 'sicili ve üyeliği var' },
  { kimlikNo: '62345678900', ad: 'HATİCE', soyad: 'ÇELİK', note: 'sicili var, üyeliği yok' },
  { kimlikNo: '19090909018', ad: 'CAN', soyad: 'ARSLAN', note: 'bu belediyede sicili yok' },
];
