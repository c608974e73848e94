import { foldTurkishAscii } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import type { DemoCalendar } from './demo-calendar';
import { taxTableYears } from './tax-tables';

/**
 * 2464 tariffs (ÇTV, ilan-reklam, eğlence) are decided by each municipality and could not be
 * established (docs/domain/local-taxes.md, GAP): every row here is demo data and says so.
 */
const DEMO_NOTE = 'DEMO — örnek tutardır; belediye meclisinin kabul ettiği tarife yüklenmelidir.';
const yearFactor: Record<number, number> = { 2022: 0.25, 2023: 0.55, 2024: 0.8, 2025: 1, 2026: 1.25 };
// A year after 2026 carries 2026's amounts forward (tax-tables.ts).
const lira = (amount: number, year: number) => Math.round((amount * yearFactor[Math.min(year, 2026)]!) / 5) * 500;

const advertisingTypes: [code: string, name: string, unit: string, amount2025: number][] = [
  ['ISIKLI_TABELA', 'Işıklı tabela', 'm²/yıl', 420],
  ['ISIKSIZ_TABELA', 'Işıksız tabela', 'm²/yıl', 210],
  ['ELEKTRONIK', 'Elektronik ve hareketli ekran', 'm²/yıl', 900],
  ['PANO', 'Bilboard ve reklam panosu', 'm²/yıl', 650],
  ['DIREK', 'Direk ve totem reklamı', 'm²/yıl', 380],
  ['BRANDA', 'Bez afiş ve branda', 'm²/hafta', 60],
  ['ARAC', 'Araç üzeri reklam', 'adet/yıl', 1500],
];
const locations: [code: string, name: string, group: number, factor: number][] = [
  ['1', 'Ana caddeler, bulvarlar ve meydanlar', 1, 1],
  ['2', 'Caddeler', 2, 0.8],
  ['3', 'Sokaklar', 3, 0.6],
  ['4', 'Köy ve kırsal alanlar', 4, 0.4],
];

async function seedAdvertising(db: Db, years: readonly number[]): Promise<void> {
  await db
    .insertInto('advertising_type')
    .values(advertisingTypes.map(([code, name, unit], i) => ({ code, name, unit_name: unit, sort_order: i + 1 })))
    .execute();
  await db
    .insertInto('advertising_tax_location')
    .values(locations.map(([code, name, group], i) => ({ code, name, tariff_group: group, sort_order: i + 1 })))
    .execute();
  const types = await db.selectFrom('advertising_type').select(['oid', 'code']).execute();
  const places = await db.selectFrom('advertising_tax_location').select(['oid', 'code']).execute();
  const rows = years.flatMap((year) =>
    advertisingTypes.flatMap(([code, name, , amount]) =>
      locations.map(([placeCode, placeName, , factor]) => ({
        process_year: year,
        advertising_type_oid: types.find((t) => t.code === code)!.oid,
        location_oid: places.find((p) => p.code === placeCode)!.oid,
        amount: lira(amount * factor, year),
        is_demo: true,
        note: DEMO_NOTE,
        search_text: foldTurkishAscii(`${name} ${placeName}`),
      })),
    ),
  );
  await db.insertInto('advertising_tariff').values(rows).execute();
}

// Workplace activities in the seven ÇTV building groups (2464 mükerrer 44); group amounts are demo.
const ectActivities: [code: string, name: string, group: number][] = [
  ['AVM', 'Alışveriş merkezleri ve hipermarketler', 1],
  ['BANKA', 'Bankalar ve beş yıldızlı oteller', 1],
  ['HASTANE', 'Özel hastaneler ve dört yıldızlı oteller', 2],
  ['AKARYAKIT', 'Akaryakıt istasyonları', 2],
  ['RESTORAN', 'Restoranlar ve kafeler', 3],
  ['OKUL', 'Özel okullar ve kurslar', 3],
  ['ECZANE', 'Eczaneler ve kuyumcular', 4],
  ['ISIK', 'Işıklandırma ve elektrik malzemesi satış yerleri', 4],
  ['KUAFOR', 'Berber ve kuaförler', 5],
  ['BAKKAL', 'Bakkal ve büfeler', 5],
  ['BURO', 'Serbest meslek büroları', 6],
  ['TERZI', 'Terzi ve ayakkabı tamircileri', 6],
  ['DEPO', 'Depo ve ardiyeler', 7],
  ['ATOLYE', 'Küçük atölyeler', 7],
];
const ectGroupAmount2025: Record<number, number> = { 1: 38000, 2: 19000, 3: 9500, 4: 4750, 5: 2400, 6: 1200, 7: 600 };

async function seedEct(db: Db, years: readonly number[]): Promise<void> {
  await db
    .insertInto('ect_activity_type')
    .values(ectActivities.map(([code, name, group], i) => ({ code, name, building_group: group, sort_order: i + 1 })))
    .execute();
  const activities = await db.selectFrom('ect_activity_type').select(['oid', 'code', 'name', 'building_group']).execute();
  const rows = years.flatMap((year) =>
    activities.map((activity) => ({
      process_year: year,
      activity_type_oid: activity.oid,
      building_group: activity.building_group,
      unit_name: 'yıllık',
      amount: lira(ectGroupAmount2025[activity.building_group]!, year),
      is_demo: true,
      note: DEMO_NOTE,
      search_text: foldTurkishAscii(activity.name),
    })),
  );
  await db.insertInto('ect_annual_price').values(rows).execute();
}

async function seedEntertainment(db: Db): Promise<void> {
  const places: [string, string, 'daily' | 'monthly', number][] = [
    ['GAZINO', 'Gazino, bar ve gece kulübü', 'monthly', 600000],
    ['BILARDO', 'Bilardo ve oyun salonu', 'monthly', 150000],
    ['BOWLING', 'Bowling salonu', 'monthly', 250000],
    ['LUNAPARK', 'Lunapark', 'daily', 40000],
    ['SIRK', 'Sirk', 'daily', 30000],
  ];
  await db
    .insertInto('entertainment_place_type')
    .values(places.map(([code, name, period, amount], i) => ({ code, name, period, amount, is_demo: true, note: DEMO_NOTE, sort_order: i + 1 })))
    .execute();
  const kinds: [string, string, number | null][] = [
    ['SINEMA', 'Sinema gösterimi', 5],
    ['KONSER', 'Konser', 10],
    ['SPOR', 'Spor müsabakası', 10],
    ['FUAR', 'Fuar ve sergi', 5],
    ['TIYATRO', 'Tiyatro ve opera', null],
  ];
  await db
    .insertInto('entertainment_type')
    .values(kinds.map(([code, name, rate], i) => ({ code, name, ticket_rate_percent: rate, is_demo: true, note: DEMO_NOTE, sort_order: i + 1 })))
    .execute();
}

export async function seedTaxTariffs(db: Db, calendar: DemoCalendar): Promise<void> {
  await seedAdvertising(db, taxTableYears(calendar));
  await seedEct(db, taxTableYears(calendar));
  await seedEntertainment(db);
}
