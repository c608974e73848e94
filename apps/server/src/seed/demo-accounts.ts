/**
 * The fixed demo people and companies the README, the start-up text and the browser tests
 * use. Their ID numbers pass the TCKN/VKN checksums (docs/domain/identity-numbers.md); everyone else in
 * the demo data is generated.
 */
export const DEMO_PASSWORD = 'Demo.1234';

export interface DemoPerson {
  nationalId: string;
  firstName: string;
  lastName: string;
  fatherName: string;
  motherName: string;
  birthDate: string;
  birthPlace: string;
  gender: 'E' | 'K';
  gsm: string;
  email: string;
  member: 'USER' | 'ADMIN' | null;
  purpose: string;
}

export interface DemoCompany {
  taxNumber: string;
  title: string;
  taxOfficeCode: string;
  gsm: string;
  email: string;
  member: boolean;
  representedBy: string;
  purpose: string;
}

export const demoPeople: readonly DemoPerson[] = [
  {
    nationalId: '10000000146',
    firstName: 'AHMET',
    lastName: 'YILMAZ',
    fatherName: 'MUSTAFA',
    motherName: 'AYŞE',
    birthDate: '1980-04-12',
    birthPlace: 'ANTAKYA',
    gender: 'E',
    gsm: '5321234567',
    email: 'ahmet.yilmaz@example.com.tr',
    member: 'USER',
    purpose: 'vatandaş üye (ASİ GIDA adına yetkili; e-Devlet ile de girebilir)',
  },
  {
    nationalId: '12345678950',
    firstName: 'ZEYNEP',
    lastName: 'KAYA',
    fatherName: 'ALİ',
    motherName: 'FATMA',
    birthDate: '1985-09-23',
    birthPlace: 'İSKENDERUN',
    gender: 'K',
    gsm: '5337654321',
    email: 'zeynep.kaya@example.com.tr',
    member: 'USER',
    purpose: 'ikinci vatandaş üye (başka üyenin kaydına erişim denemeleri için); aktif personel (işçi): bordro, izin, nafaka',
  },
  {
    nationalId: '64211142102',
    firstName: 'FATMA',
    lastName: 'ŞAHİN',
    fatherName: 'OSMAN',
    motherName: 'HATİCE',
    birthDate: '1978-11-05',
    birthPlace: 'ANTAKYA',
    gender: 'K',
    gsm: '5051112233',
    email: 'fatma.sahin@example.com.tr',
    member: 'ADMIN',
    purpose: 'yönetici üye (rol ADMIN: üye listesini görür); aktif personel (memur): bordro, izin, icra',
  },
  {
    nationalId: '17291716060',
    firstName: 'MEHMET',
    lastName: 'ÖZTÜRK',
    fatherName: 'HASAN',
    motherName: 'EMİNE',
    birthDate: '1990-01-15',
    birthPlace: 'DEFNE',
    gender: 'E',
    gsm: '5359876543',
    email: 'mehmet.ozturk@example.com.tr',
    member: null,
    purpose: 'üye olmayan vatandaş (/Register üyelik başvurusu)',
  },
  {
    nationalId: '23456789060',
    firstName: 'ELİF',
    lastName: 'KOÇ',
    fatherName: 'YUSUF',
    motherName: 'MERYEM',
    birthDate: '1995-07-08',
    birthPlace: 'ANTAKYA',
    gender: 'K',
    gsm: '5467778899',
    email: 'elif.koc@example.com.tr',
    member: null,
    purpose: 'üye olmayan vatandaş (/session/signup kaydı: e-posta sicildekiyle aynı olmalı)',
  },
  {
    nationalId: '62345678900',
    firstName: 'HATİCE',
    lastName: 'ÇELİK',
    fatherName: 'İBRAHİM',
    motherName: 'ZEHRA',
    birthDate: '1975-06-30',
    birthPlace: 'SAMANDAĞ',
    gender: 'K',
    gsm: '5443216549',
    email: 'hatice.celik@example.com.tr',
    member: null,
    purpose: 'e-Devlet kimliği: sicili var, üyeliği yok (ilk e-Devlet girişi üyelik açar)',
  },
];

export const demoCompanies: readonly DemoCompany[] = [
  {
    taxNumber: '4540536920',
    title: 'ASİ GIDA SANAYİ VE TİCARET A.Ş.',
    taxOfficeCode: '031250',
    gsm: '5421112233',
    email: 'info@asigida.example.com.tr',
    member: true,
    representedBy: '10000000146',
    purpose: 'şirket üye (VKN ile giriş; yetkilisi AHMET YILMAZ)',
  },
  {
    taxNumber: '3880032183',
    title: 'DEFNE YAPI İNŞAAT LTD. ŞTİ.',
    taxOfficeCode: '031251',
    gsm: '5462223344',
    email: 'bilgi@defneyapi.example.com.tr',
    member: false,
    representedBy: '12345678950',
    purpose: 'üye olmayan şirket (kurumsal üyelik başvurusu)',
  },
];

/* The people the e-Devlet simulator offers are the simulator's own (integrations/edevlet/simulator-identities.ts). */
export { edevletDemoIdentities } from '../integrations/edevlet/simulator-identities';
