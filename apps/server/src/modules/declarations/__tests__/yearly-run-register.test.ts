import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { countRows } from '../../../testing/count-rows';
import { addressWith, declarationTestApp } from './fixtures';

/*
 * The yearly property-tax run on estates the municipality loaded with the import and nobody
 * declared: assessed from the estate register's facts with the year's tables. Every expected
 * amount is worked out here from the tables' numbers, step by step as 1319 art. 29 and
 * docs/domain/property-tax.md give them, never by the code under test.
 */

let t: TestApp;
let ahmet: string;
let fatma: string;
beforeAll(async () => ({ t, ahmet, fatma } = await declarationTestApp()));
afterAll(() => t.close());

/** A valid T.C. Kimlik No from its first nine digits (docs/domain/identity-numbers.md). */
function tckn(first9: string): string {
  const d = [...first9].map(Number);
  const d10 = (((7 * (d[0]! + d[2]! + d[4]! + d[6]! + d[8]!) - (d[1]! + d[3]! + d[5]! + d[7]!)) % 10) + 10) % 10;
  return `${first9}${d10}${(d.reduce((a, b) => a + b, 0) + d10) % 10}`;
}

const csvBase64 = (rows: readonly (readonly string[])[]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n') + '\r\n', 'utf8').toString('base64');
async function load(kind: string, rows: readonly (readonly string[])[]) {
  const r = await t.call('RunBackOfficeImport', { kind, fileName: `${kind}.csv`, contentBase64: csvBase64(rows), dryRun: false }, fatma);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json(), r.body).toMatchObject({ loaded: true, rejectionCount: 0 });
}
const localId = async (kind: string, key: string) =>
  Number((await t.db.selectFrom('import_key').select('local_id').where('kind', '=', kind).where('source_key', '=', key).executeTakeFirstOrThrow()).local_id);
const accrualsOf = (realEstateOid: number) =>
  t.db
    .selectFrom('accrual')
    .select(['amount', 'due_date', 'instalment_no', 'source_kind'])
    .where('real_estate_oid', '=', realEstateOid)
    .where('year', '=', 2026)
    .orderBy('instalment_no')
    .execute();
const unitValue = async (year: number, streetCode: number) =>
  Number(
    (await t.db.selectFrom('street_valuation').select('unit_value').where('valuation_year', '=', year).where('street_code', '=', streetCode).executeTakeFirstOrThrow()).unit_value,
  );
const usageOid = async (code: string) => Number((await t.db.selectFrom('estate_usage_type').select('oid').where('code', '=', code).executeTakeFirstOrThrow()).oid);
async function constructionCost(year: number) {
  const row = await t.db
    .selectFrom('construction_cost')
    .select('average_cost')
    .where('process_year', '=', year)
    .where('usage_type_oid', '=', await usageOid('KONUT'))
    .where('construction_type_code', '=', 2)
    .where('building_class_code', '=', 3)
    .executeTakeFirstOrThrow();
  return Number(row.average_cost);
}
/** The wear share of a Betonarme karkas building (construction type 2) of that age, percent. */
async function abrasionPercent(age: number) {
  const type = await t.db.selectFrom('construction_type').select('abrasion_group_code').where('code', '=', 2).executeTakeFirstOrThrow();
  const rows = await t.db.selectFrom('abrasion_share').select(['age_from', 'age_to', 'share_percent']).where('construction_group_code', '=', type.abrasion_group_code).execute();
  return Number(rows.find((r) => r.age_from <= age && (r.age_to === null || r.age_to >= age))!.share_percent);
}

/** Half up to the kuruş, as the tax office rounds. */
const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

const estateHeader = [
  'tasinmaz_no',
  'sicil_no',
  'tasinmaz_turu',
  'adres_kodu',
  'bina_kodu',
  'arsa_alani',
  'hisse_pay',
  'hisse_payda',
  'brut_alan',
  'kullanim_turu',
  'yapi_tarzi_kodu',
  'yapim_yili',
  'kullanim_turu_kodu',
  'yapi_sinifi_kodu',
  'arsa_payi',
  'kalorifer',
  'asansor',
];
// A flat of 120 m² built in 2000, half owned, with central heating and a land share of 40,5 m²; a whole plot of 300 m² at the same door;
// a flat whose usage and class the register lacks; a flat whose usage code the tax tables lack.
const flat = ['YT-1', 'YS-1', '1', 'YA-1', '', '', '1', '2', '120', 'Konut', '2', '2000', 'KONUT', '3', '40,5', 'E', 'H'];
const plot = ['YT-2', 'YS-1', '2', '', 'YB-1', '300', '', '', '', '', '', '', '', '', '', '', ''];
const bare = ['YT-3', 'YS-1', '1', 'YA-2', '', '', '', '', '95', 'Konut', '2', '2005', '', '', '', '', ''];
const palace = ['YT-4', 'YS-1', '1', 'YA-3', '', '', '', '', '400', 'Saray', '2', '2005', 'SARAY', '3', '', '', ''];

let street = { districtCode: 0, streetCode: 0 };
const oids = { flat: 0, plot: 0, bare: 0, palace: 0, outerDoor: 0, innerDoor: 0 };

describe('the yearly run on the imported estate register', () => {
  beforeAll(async () => {
    ({ address: street } = await addressWith(t, 2, 2026, 11));
    await load('buildings', [
      ['bina_kodu', 'sokak_kodu', 'dis_kapi_no'],
      ['YB-1', String(street.streetCode), '901'],
    ]);
    await load('doors', [
      ['adres_kodu', 'bina_kodu', 'ic_kapi_no'],
      ['YA-1', 'YB-1', '1'],
      ['YA-2', 'YB-1', '2'],
      ['YA-3', 'YB-1', '3'],
    ]);
    await load('registries', [
      ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
      ['YS-1', tckn('476209015'), '', 'Hatice', 'Yıldırım'],
    ]);
    await load('estates', [estateHeader, flat, plot, bare, palace]);
    oids.flat = await localId('estates', 'YT-1');
    oids.plot = await localId('estates', 'YT-2');
    oids.bare = await localId('estates', 'YT-3');
    oids.palace = await localId('estates', 'YT-4');
    oids.outerDoor = await localId('buildings', 'YB-1');
    oids.innerDoor = await localId('doors', 'YA-1');
  });

  it('accrues an undeclared flat and plot from the register in the two instalments of the year, as the tables make them', async () => {
    const r = await t.call('RunBackOfficeYearlyAccrual', { taxYear: 2026 }, fatma);
    expect(r.statusCode, r.body).toBe(200);
    const setting = await t.db.selectFrom('tax_year_setting').selectAll().where('tax_year', '=', 2026).executeTakeFirstOrThrow();
    const rate = (perMille: number) => (setting.is_metropolitan ? 2 * perMille : perMille);
    // Law 7566: the 2026 value may not pass the 2025 value times the year's factor.
    expect(setting.value_cap_base_year).toBe(2025);
    const capped = (value: number, baseValue: number) => Math.min(value, halfUp(baseValue * setting.value_cap_factor_percent!, 100));

    // The flat (1319 art. 29 a): 120 m² × m² cost, + 8 % heating, − the wear share of its age, + 40,50 m² × the street's unit value, × ½.
    const flatValue = async (year: number) => {
      const cost = 120 * (await constructionCost(year));
      const gross = cost + halfUp(cost * 8, 100);
      const wear = halfUp(gross * Math.round((await abrasionPercent(year - 2000)) * 100), 10_000);
      const land = halfUp(4050 * (await unitValue(year, street.streetCode)), 100);
      return halfUp((gross - wear + land) * 500_000, 1_000_000);
    };
    const flatTax = halfUp(capped(await flatValue(2026), await flatValue(2025)) * rate(1), 1000);
    // The plot (art. 29 b): 300 m² × the street's unit value, whole; binde 3.
    const plotTax = halfUp(capped(300 * (await unitValue(2026, street.streetCode)), 300 * (await unitValue(2025, street.streetCode))) * rate(3), 1000);

    // Two instalments, the odd kuruş in the first; 31 May 2026 is a Sunday, so the first falls due on Monday 1 June.
    const instalments = (tax: number) => [
      { amount: tax - Math.floor(tax / 2), due_date: '2026-06-01', instalment_no: 1, source_kind: 'estate' },
      { amount: Math.floor(tax / 2), due_date: '2026-11-30', instalment_no: 2, source_kind: 'estate' },
    ];
    expect(flatTax).toBeGreaterThan(0);
    expect(await accrualsOf(oids.flat)).toEqual(instalments(flatTax));
    expect(await accrualsOf(oids.plot)).toEqual(instalments(plotTax));
    const rows = await t.db
      .selectFrom('yearly_tax')
      .select(['real_estate_oid', 'outcome', 'tax_amount', 'declaration_oid'])
      .where('real_estate_oid', 'in', [oids.flat, oids.plot])
      .orderBy('real_estate_oid')
      .execute();
    expect(rows).toEqual([
      { real_estate_oid: oids.flat, outcome: 'accrued', tax_amount: flatTax, declaration_oid: null },
      { real_estate_oid: oids.plot, outcome: 'accrued', tax_amount: plotTax, declaration_oid: null },
    ]);
  });

  it('gives each estate the tax the declaration preview gives for the same facts, to the kuruş', async () => {
    const preview = async (facts: Record<string, unknown>) => {
      const r = await t.call(
        'PreviewEMunicipalityDeclaration',
        { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: { taxYear: 2026, ...street, outerDoorOid: oids.outerDoor, ...facts } },
        ahmet,
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json().taxAmount as number;
    };
    const taxOf = async (oid: number) => Number((await t.db.selectFrom('yearly_tax').select('tax_amount').where('real_estate_oid', '=', oid).executeTakeFirstOrThrow()).tax_amount);
    const flatFacts = {
      estateCode: 1,
      innerDoorOid: oids.innerDoor,
      share: 0.5,
      estateUsageTypeOid: await usageOid('KONUT'),
      constructionTypeCode: 2,
      buildingClassCode: 3,
      constructionYear: 2000,
      floorArea: 120,
      landShareArea: 40.5,
      centralHeating: true,
      elevator: false,
    };
    expect(await preview(flatFacts)).toBe(await taxOf(oids.flat));
    expect(await preview({ estateCode: 2, landArea: 300, share: 1 })).toBe(await taxOf(oids.plot));
  });

  it('lists an estate whose register lacks facts, or names a code the tables lack, as not assessed with the reason', async () => {
    const summary = (await t.call('GetBackOfficeYearlyAccrualRun', { taxYear: 2026 }, fatma)).json();
    const registryOid = await localId('registries', 'YS-1');
    expect(summary.notAssessed).toContainEqual({
      kind: 'estate',
      subject: `Bina (taşınmaz ${oids.bare})`,
      realEstateOid: oids.bare,
      registryOid,
      outcome: 'noFacts',
      reason: 'Emlak beyannamesi verilmemiş ve taşınmaz kaydında şu bilgiler eksik: kullanım türü, yapı sınıfı.',
    });
    expect(summary.notAssessed).toContainEqual({
      kind: 'estate',
      subject: `Bina (taşınmaz ${oids.palace})`,
      realEstateOid: oids.palace,
      registryOid,
      outcome: 'invalidFacts',
      reason: 'Kullanım türü kodu SARAY vergi tablolarında yok.',
    });
    expect(await accrualsOf(oids.bare)).toEqual([]);
    expect(await accrualsOf(oids.palace)).toEqual([]);
  });

  it('does not assess an estate on the facts of a declaration the back office returned, which filing wrote to the register', async () => {
    const { address } = await addressWith(t, 2, 2026, 13);
    const declaration = { estateCode: 2, taxYear: 2025, ...address, landArea: 640, share: 1 };
    const filed = await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: declaration, fileOids: [] }, ahmet);
    expect(filed.statusCode, filed.body).toBe(200);
    const oid = Number(filed.json().declarationOid);
    const act = (version: number, action: Record<string, unknown>) => t.call('ActOnBackOfficeDeclaration', { declarationOid: oid, version, action }, fatma);
    expect((await act(0, { kind: 'assign' })).statusCode).toBe(200);
    expect((await act(1, { kind: 'return', reason: 'Arsa alanı tapu kaydıyla uyuşmuyor.' })).statusCode).toBe(200);
    const estate = Number((await t.db.selectFrom('declaration').select('real_estate_oid').where('oid', '=', oid).executeTakeFirstOrThrow()).real_estate_oid);
    expect(await t.db.selectFrom('real_estate').select(['land_area', 'street_code']).where('oid', '=', estate).executeTakeFirstOrThrow()).toEqual({
      land_area: 640,
      street_code: address.streetCode,
    });

    const r = await t.call('RunBackOfficeYearlyAccrual', { taxYear: 2025 }, fatma);
    expect(r.statusCode, r.body).toBe(200);
    expect(await t.db.selectFrom('yearly_tax').select(['outcome', 'reason']).where('real_estate_oid', '=', estate).where('tax_year', '=', 2025).executeTakeFirstOrThrow()).toEqual({
      outcome: 'noFacts',
      reason: 'Bu taşınmazın emlak beyannamesi iade edildi; kayıttaki bilgiler o beyannameden geldiği için vergi hesaplanmadı.',
    });
    const open = await t.db.selectFrom('accrual').select('oid').where('real_estate_oid', '=', estate).where('year', '=', 2025).where('status', '!=', 'cancelled').execute();
    expect(open).toEqual([]);
  });

  it('a second run changes nothing', async () => {
    const before = { accruals: await countRows(t.db, 'accrual'), rows: await countRows(t.db, 'yearly_tax'), flat: await accrualsOf(oids.flat) };
    const again = await t.call('RunBackOfficeYearlyAccrual', { taxYear: 2026 }, fatma);
    expect(again.statusCode, again.body).toBe(200);
    expect({ accruals: await countRows(t.db, 'accrual'), rows: await countRows(t.db, 'yearly_tax'), flat: await accrualsOf(oids.flat) }).toEqual(before);
  });
});
