import type { Db } from '../db/kysely';
import { insertInChunks } from './batch-insert';
import type { Random } from './random';

const hatayCounties: [number, string][] = [
  [2080, 'ANTAKYA'],
  [2081, 'DEFNE'],
  [1131, 'İSKENDERUN'],
  [1887, 'ARSUZ'],
  [1289, 'DÖRTYOL'],
  [1382, 'ERZİN'],
  [1468, 'HASSA'],
  [1970, 'KIRIKHAN'],
  [2075, 'KUMLU'],
  [1806, 'PAYAS'],
  [1591, 'REYHANLI'],
  [1721, 'SAMANDAĞ'],
  [1793, 'YAYLADAĞI'],
  [1132, 'ALTINÖZÜ'],
  [1134, 'BELEN'],
];

const otherCities: [number, string, [number, string][]][] = [
  [
    33,
    'MERSİN',
    [
      [33, 'ERDEMLİ'],
      [1311, 'TARSUS'],
    ],
  ],
  [
    4,
    'AĞRI',
    [
      [4, 'MERKEZ'],
      [1283, 'PATNOS'],
    ],
  ],
  [
    38,
    'KAYSERİ',
    [
      [1275, 'DEVELİ'],
      [1872, 'TALAS'],
    ],
  ],
  [
    79,
    'KİLİS',
    [
      [1476, 'MERKEZ'],
      [1601, 'ELBEYLİ'],
    ],
  ],
];

const antakyaDistricts = [
  'AKASYA',
  'ARMUTLU',
  'CUMHURİYET',
  'ESENTEPE',
  'GAZİPAŞA',
  'HARAPARASI',
  'KANATLI',
  'ODABAŞI',
  'SARAYKENT',
  'ÜRGEN PAŞA',
  'ZENGİNLER',
  'SÜMERLER',
  'EMEK',
  'CEBRAİL',
  'KUYULU',
  'YAVUZ SELİM',
  'GÜLLÜBAHÇE',
  'HAVUZLUSU',
  'ŞEYH ALİ',
  'İSKENDERİYE',
];
const antakyaVillages = ['ALAHAN', 'AVCILAR', 'BOSTANCIK', 'DEMİRKÖPRÜ', 'GÜZELBURÇ', 'ŞENKÖY'];

/**
 * Streets grow with the scale up to a large city's (scale 100: 1 200 streets per neighbourhood,
 * about 750 000 inner doors). Beyond it more registries share the same doors, as flats in a
 * block do, so a million-registry seed does not also build twenty million doors.
 */
const ADDRESS_SCALE_CAP = 100;

const streetWords = [
  'IŞIK',
  'ATATÜRK',
  'İSTİKLAL',
  'KURTULUŞ',
  'GÜNEŞ',
  'ÇINAR',
  'LALE',
  'MENEKŞE',
  'ZEYTİN',
  'DEFNE',
  'ASİ',
  'İNÖNÜ',
  'ŞEHİT ÖĞRETMEN',
  'HÜRRİYET',
  'YILDIZ',
  'ÖZGÜRLÜK',
  'GÜL',
  'KARDELEN',
  'PAPATYA',
  'SÜMBÜL',
  'İPEKYOLU',
  'ORHANGAZİ',
  'ŞAFAK',
  'UMUT',
  'BARIŞ',
  'ÇAMLIK',
  'ILGIN',
  'ÜZÜMLÜ',
  'ŞİMŞEK',
  'DOĞAN',
];
const streetTypes = ['CADDE', 'SOKAK', 'SOKAK', 'SOKAK', 'BULVAR'];

export interface SeededAddresses {
  districtCodes: number[];
  streetsByDistrict: Map<number, number[]>;
  outerDoorOids: number[];
}

/** The Hatay counties, Antakya's districts and villages, and their streets and doors. */
export async function seedAddresses(db: Db, random: Random, scale: number): Promise<SeededAddresses> {
  await db
    .insertInto('city')
    .values([{ city_code: 31, city_name: 'HATAY' }, ...otherCities.map(([code, name]) => ({ city_code: code, city_name: name }))])
    .execute();
  await db
    .insertInto('county')
    .values([
      ...hatayCounties.map(([code, name]) => ({ county_code: code, city_code: 31, county_name: name })),
      ...otherCities.flatMap(([city, , counties]) => counties.map(([code, name]) => ({ county_code: code, city_code: city, county_name: name }))),
    ])
    .execute();

  const districts = [
    ...antakyaDistricts.map((name, i) => ({ district_code: 20800 + i + 1, county_code: 2080, district_name: name, village_code: null, is_village: false, address_source_type: 1 })),
    ...antakyaVillages.map((name, i) => ({
      district_code: 20900 + i + 1,
      county_code: 2080,
      district_name: `${name} KÖYÜ`,
      village_code: 9000 + i + 1,
      is_village: true,
      address_source_type: 1,
    })),
    ...['MERKEZ', 'SARAY', 'ÇAY'].map((name, i) => ({
      district_code: 20810 + 100 + i,
      county_code: 2081,
      district_name: name,
      village_code: null,
      is_village: false,
      address_source_type: 2,
    })),
  ];
  await db.insertInto('district').values(districts).execute();

  const streets: { street_code: number; district_code: number; street_name: string; street_type: string }[] = [];
  const streetsByDistrict = new Map<number, number[]>();
  let streetCode = 100_000;
  for (const district of districts) {
    const count = (district.is_village ? 4 : 12) * Math.min(scale, ADDRESS_SCALE_CAP);
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const word = streetWords[(i + district.district_code) % streetWords.length]!;
      const type = random.pick(streetTypes);
      const suffix = i >= streetWords.length ? ` ${Math.floor(i / streetWords.length) + 1}.` : '';
      streets.push({ street_code: ++streetCode, district_code: district.district_code, street_name: `${word}${suffix} ${type}`, street_type: type });
      codes.push(streetCode);
    }
    streetsByDistrict.set(district.district_code, codes);
  }
  await insertInChunks(db, 'street', streets);

  const doors = streets.flatMap((street) =>
    Array.from({ length: random.int(4, 10) }, (_, i) => ({
      street_code: street.street_code,
      district_code: street.district_code,
      door_no: String(i * 2 + 1) + (random.chance(0.08) ? '/A' : ''),
      is_active: !random.chance(0.05),
      latitude: 36.2 + random.next() / 10,
      longitude: 36.15 + random.next() / 10,
    })),
  );
  await insertInChunks(db, 'outer_door', doors);
  const outerDoors = await db.selectFrom('outer_door').select('oid').orderBy('oid').execute();
  const innerDoors = outerDoors.flatMap(({ oid }) =>
    Array.from({ length: random.int(1, 6) }, (_, i) => ({ outer_door_oid: oid, door_no: String(i + 1), is_active: !random.chance(0.03) })),
  );
  await insertInChunks(db, 'inner_door', innerDoors);

  return { districtCodes: districts.map((d) => d.district_code), streetsByDistrict, outerDoorOids: outerDoors.map((d) => d.oid) };
}
