import { plotOrLandTax } from '../modules/declarations/estate-tax';
import { twoInstalments } from '../modules/declarations/instalments';
import { shareFraction } from '../modules/declarations/real-estate';
import { createAccruals, propertyTaxRevenueCode } from '../ledger';
import { addressText } from '../reference-data/address-text';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { taxTableYears } from './tax-tables';

/**
 * Per-year settings of the demo municipality: Antakya lies inside Hatay Büyükşehir Belediyesi
 * (Law 6360, since 2014), so property-tax rates are doubled (1319; docs/domain/property-tax.md). The 2464
 * municipality group is not established (docs/domain/local-taxes.md, GAP) and stays empty.
 */
async function seedDeclarationSettings(db: Db, calendar: DemoCalendar): Promise<void> {
  await db
    .insertInto('tax_year_setting')
    .values(
      taxTableYears(calendar).map((year) => ({
        tax_year: year,
        is_metropolitan: true,
        municipality_group: null,
        note: 'Hatay Büyükşehir Belediyesi sınırları içinde',
        // Law 7566 (1319 provisional art. 23): 2026 values at most three times 2025's (ADR 12).
        ...(year === 2026 ? { value_cap_base_year: 2025, value_cap_factor_percent: 300 } : {}),
      })),
    )
    .execute();
}

/**
 * Plot and land declarations handed in at the desk by registries without a portal account
 * (so no demo member's debts change), computed with the same calculator as online filings:
 * filed in the first months of last year (2025 in the story), for that year.
 */
async function seedDeskDeclarations(db: Db, random: Random, scale: number, calendar: DemoCalendar): Promise<void> {
  const taxYear = calendar.yearOf(2025);
  const registries = await db
    .selectFrom('registry as r')
    .select('r.oid')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member as m').select('m.oid').whereRef('m.registry_oid', '=', 'r.oid'))))
    .orderBy('r.oid')
    .limit(Math.round(60 * scale))
    .execute();
  const places = await db
    .selectFrom('street_valuation as v')
    .innerJoin('outer_door as o', 'o.street_code', 'v.street_code')
    .innerJoin('district as d', 'd.district_code', 'v.district_code')
    .innerJoin('street as s', 's.street_code', 'v.street_code')
    .select([
      'v.district_code',
      'v.street_code',
      'v.estate_type_code',
      'v.unit_value',
      'o.oid as door',
      'o.door_no',
      'd.district_name',
      'd.is_village',
      's.street_name',
      's.street_type',
    ])
    .where('v.valuation_year', '=', taxYear)
    .orderBy('o.oid')
    .limit(500)
    .execute();
  const { deadlineHolidays } = await holidayCalendar(db);
  const landTypeOid = Number((await db.selectFrom('land_type').select('oid').orderBy('oid').executeTakeFirstOrThrow()).oid);
  for (const [i, registry] of registries.entries()) {
    const place = random.pick(places);
    const estateCode = place.estate_type_code;
    const area = random.int(estateCode === 3 ? 2_000 : 150, estateCode === 3 ? 30_000 : 1_200);
    const share = random.pick([1, 0.5, 0.25]);
    const tax = plotOrLandTax({ estateCode, area, unitValue: Number(place.unit_value), share, metropolitan: true });
    const filedOn = `${taxYear}-0${random.int(1, 4)}-${String(random.int(10, 28))}`;
    const instalments = twoInstalments(tax.taxAmount, taxYear, filedOn, deadlineHolidays);
    const name = estateCode === 2 ? 'Arsa' : 'Arazi';
    const [estate] = await db
      .insertInto('real_estate')
      .values({
        registry_oid: registry.oid,
        estate_code: estateCode,
        district_code: place.district_code,
        street_code: place.street_code,
        outer_door_oid: place.door,
        land_area: area,
        share_numerator: shareFraction(share).numerator,
        share_denominator: shareFraction(share).denominator,
      })
      .returning('oid')
      .execute();
    const [declaration] = await db
      .insertInto('declaration')
      .values({
        declaration_no: `EMB-${taxYear}-S${String(i + 1).padStart(6, '0')}`,
        registry_oid: registry.oid,
        member_user_oid: null,
        kind: 'estate',
        estate_code: estateCode,
        tax_year: taxYear,
        district_code: place.district_code,
        street_code: place.street_code,
        outer_door_oid: place.door,
        inner_door_oid: null,
        period_start: null,
        period_end: null,
        subject: `${name}, ${area} m², hisse ${share}`,
        address_text: addressText({ ...place, outer_door_no: place.door_no, inner_door_no: null }),
        // The facts as a filing states them, so the yearly run can assess the estate on them in later years.
        details: JSON.stringify({
          estateCode,
          taxYear,
          districtCode: place.district_code,
          streetCode: place.street_code,
          outerDoorOid: Number(place.door),
          landArea: area,
          share,
          ...(estateCode === 3 ? { landTypeOid: landTypeOid } : {}),
          unitValue: Number(place.unit_value),
          deskFiling: true,
        }),
        tax: JSON.stringify({ taxYear, taxValue: tax.taxValue, taxAmount: tax.taxAmount, lines: tax.lines, instalments, usesDemoTariff: false, notes: [] }),
        tax_value: tax.taxValue,
        tax_amount: tax.taxAmount,
        property_key: `E${estateCode}:${place.door}:${taxYear}`,
        real_estate_oid: estate!.oid,
        filed_at: new Date(`${filedOn}T09:00:00+03:00`),
      })
      .onConflict((oc) => oc.columns(['registry_oid', 'property_key']).doNothing())
      .returning('oid')
      .execute();
    if (!declaration) continue;
    await createAccruals(
      db,
      instalments
        .filter((p) => p.amount > 0)
        .map((p) => ({
          registry_oid: registry.oid,
          income_type_code: 'EMLAK',
          revenue_code: propertyTaxRevenueCode(estateCode),
          revenue_type: null,
          description: `Emlak Vergisi (${name})`,
          year: taxYear,
          instalment_no: p.instalmentNo,
          period_label: `${taxYear}/${p.instalmentNo}`,
          amount: p.amount,
          due_date: p.dueDate,
          accrued_on: filedOn,
          source_kind: 'declaration' as const,
          source_oid: declaration.oid,
          real_estate_oid: estate!.oid,
          subscription_oid: null,
        })),
    );
  }
}

export async function seedDeclarations(db: Db, random: Random, scale: number, calendar: DemoCalendar): Promise<void> {
  await seedDeclarationSettings(db, calendar);
  await seedDeskDeclarations(db, random, scale, calendar);
}
