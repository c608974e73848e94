import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { holidayCalendar } from '../../../reference-data/holiday-calendar';
import { countRows } from '../../../testing/count-rows';
import { runYearlyAccrual } from '../yearly-run';
import { addressWith, declarationTestApp } from './fixtures';

/*
 * The yearly property-tax run on the demo register, on 10 March 2026 (the fixture's clock). Every
 * expected amount is worked out here from the year's tables, never by the code under test:
 * a plot's tax value is area × unit value × share (1319 art. 29 b), capped at three times the
 * same plot's 2025 value (Law 7566), taxed at binde 3 doubled in a metropolitan municipality, in
 * two instalments with the odd kuruş in the first.
 */

let t: TestApp;
let ahmet: string;
let fatma: string;
beforeAll(async () => ({ t, ahmet, fatma } = await declarationTestApp()));
afterAll(() => t.close());

const run = (taxYear: number, token = fatma) => t.call('RunBackOfficeYearlyAccrual', { taxYear }, token);
const accrualsOf = (realEstateOid: number, year: number) =>
  t.db
    .selectFrom('accrual')
    .select(['amount', 'due_date', 'instalment_no', 'source_kind', 'source_oid', 'registry_oid', 'status'])
    .where('real_estate_oid', '=', realEstateOid)
    .where('year', '=', year)
    .orderBy('instalment_no')
    .execute();
const count = (table: 'accrual' | 'yearly_tax' | 'yearly_tax_run') => countRows(t.db, table);
const unitValue = async (year: number, streetCode: number) =>
  Number(
    (
      await t.db
        .selectFrom('street_valuation')
        .select('unit_value')
        .where('valuation_year', '=', year)
        .where('street_code', '=', streetCode)
        .where('estate_type_code', '=', 2)
        .executeTakeFirstOrThrow()
    ).unit_value,
  );

/** Half up to the kuruş, as the tax office rounds. */
const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

let plotEstateOid = 0;
let ectDeclarationOid = 0;
let plotDeclaration: Record<string, unknown> = {};

describe('the yearly property-tax run', () => {
  it('refuses a citizen, a signed-out caller and a year without tables or in the future, and makes no run', async () => {
    expect((await run(2026, ahmet)).statusCode).toBe(403);
    expect((await t.call('RunBackOfficeYearlyAccrual', { taxYear: 2026 })).statusCode).toBe(401);
    const future = await run(2027);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { taxYear: 'Gelecek yıllar için beyanname verilemez.' } });
    const noTables = await run(2001);
    expect(noTables.statusCode).toBe(400);
    expect(noTables.json().fields.taxYear).toMatch(/^Beyan yılı \d{4}–\d{4} arasında olmalıdır\.$/);
    expect(await count('yearly_tax_run')).toBe(0);
  });

  it('accrues a workplace’s ÇTV declared last year at this year’s price of its activity, as its own declaration did', async () => {
    const { address, innerDoorOid } = await addressWith(t, 2, 2026, 9);
    const activity = Number((await t.db.selectFrom('ect_activity_type').select('oid').where('code', '=', 'BAKKAL').executeTakeFirstOrThrow()).oid);
    const declaration = { ectActivityTypeOid: activity, taxYear: 2025, workplaceName: 'Köşe Bakkal', ...address, innerDoorOid };
    const filed = await t.call('RecordEMunicipalityECTDeclaration', { concreteEMunicipalityECTDeclaration: declaration, fileOids: [] }, ahmet);
    expect(filed.statusCode, filed.body).toBe(200);
    ectDeclarationOid = filed.json().declarationOid;
  });

  it('accrues a plot declared last year with this year’s tables, capped by Law 7566, as its preview says to the kuruş', async () => {
    const { address } = await addressWith(t, 2, 2026, 3);
    plotDeclaration = { estateCode: 2, taxYear: 2025, ...address, landArea: 500, share: 0.5, blockNo: '101', parcelNo: '7' };
    const filed = await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: plotDeclaration, fileOids: [] }, ahmet);
    expect(filed.statusCode, filed.body).toBe(200);
    plotEstateOid = Number(
      (await t.db.selectFrom('declaration').select('real_estate_oid').where('oid', '=', filed.json().declarationOid).executeTakeFirstOrThrow()).real_estate_oid,
    );

    const accrualsBefore = await count('accrual');
    const r = await run(2026);
    expect(r.statusCode, r.body).toBe(200);
    const summary = operations.RunBackOfficeYearlyAccrual.response.parse(r.json());
    expect(summary).toMatchObject({ taxYear: 2026, status: 'finished', runDate: '2026-03-10' });

    // By hand: 500 m² × unit value × ½, capped at 3 × the 2025 value, binde 3 × 2 (metropolitan).
    const streetCode = address.streetCode;
    const value2026 = (500 * (await unitValue(2026, streetCode))) / 2;
    const cap = 3 * ((500 * (await unitValue(2025, streetCode))) / 2);
    const metropolitan = (await t.db.selectFrom('tax_year_setting').select('is_metropolitan').where('tax_year', '=', 2026).executeTakeFirstOrThrow()).is_metropolitan;
    const tax = halfUp(Math.min(value2026, cap) * (metropolitan ? 6 : 3), 1000);
    const second = Math.floor(tax / 2);
    // 31 May 2026 is a Sunday: the first instalment falls due on Monday 1 June; 30 November is a Monday.
    expect(await accrualsOf(plotEstateOid, 2026)).toEqual([
      { amount: tax - second, due_date: '2026-06-01', instalment_no: 1, source_kind: 'estate', source_oid: plotEstateOid, registry_oid: expect.any(Number), status: 'open' },
      { amount: second, due_date: '2026-11-30', instalment_no: 2, source_kind: 'estate', source_oid: plotEstateOid, registry_oid: expect.any(Number), status: 'open' },
    ]);
    expect(summary.accruedAmount).toBeGreaterThanOrEqual(tax);
    expect(await count('accrual')).toBe(accrualsBefore + 2 * summary.accrued);

    // The same facts declared for 2026 would have been previewed at the same tax.
    const preview = await t.call(
      'PreviewEMunicipalityDeclaration',
      { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: { ...plotDeclaration, taxYear: 2026 } },
      ahmet,
    );
    expect(preview.json().taxAmount).toBe(tax);

    // The bakkal's ÇTV: the 2026 annual amount of its activity's group, in two instalments with the odd kuruş first.
    const activity = Number((await t.db.selectFrom('ect_activity_type').select('oid').where('code', '=', 'BAKKAL').executeTakeFirstOrThrow()).oid);
    const price = Number(
      (await t.db.selectFrom('ect_annual_price').select('amount').where('process_year', '=', 2026).where('activity_type_oid', '=', activity).executeTakeFirstOrThrow()).amount,
    );
    const ect = await t.db
      .selectFrom('accrual')
      .select(['amount', 'due_date', 'income_type_code'])
      .where('source_kind', '=', 'declaration')
      .where('source_oid', '=', ectDeclarationOid)
      .where('year', '=', 2026)
      .orderBy('instalment_no')
      .execute();
    const half = Math.floor(price / 2);
    expect(ect).toEqual([
      { amount: price - half, due_date: '2026-06-01', income_type_code: 'CTV' },
      { amount: half, due_date: '2026-11-30', income_type_code: 'CTV' },
    ]);
  });

  it('leaves alone the estates whose year the ledger holds already, and says which it could not assess and why', async () => {
    const summary = operations.GetBackOfficeYearlyAccrualRun.response.parse((await t.call('GetBackOfficeYearlyAccrualRun', { taxYear: 2026 }, fatma)).json())!;
    // The demo register's estates carry seeded 2026 instalments (made before the run, not by it): none is accrued a second time.
    const seeded = await t.db
      .selectFrom('accrual')
      .select((eb) => eb.fn.count<number>('real_estate_oid').distinct().as('n'))
      .where('source_kind', '=', 'estate')
      .where('year', '=', 2026)
      .where('accrued_on', '<', '2026-03-10')
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBeGreaterThan(0);
    expect(summary.alreadyAccrued).toBe(Number(seeded.n));
    const twice = await t.db
      .selectFrom('accrual')
      .select('real_estate_oid')
      .where('year', '=', 2026)
      .where('income_type_code', '=', 'EMLAK')
      .where('instalment_no', '=', 1)
      .where('status', '!=', 'cancelled')
      .groupBy('real_estate_oid')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twice).toEqual([]);
    const estates = Number(
      (
        await t.db
          .selectFrom('real_estate')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_active', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );
    // Every active estate has its row, and so has every workplace and sign.
    const rows = await t.db.selectFrom('yearly_tax').select(['kind']).where('tax_year', '=', 2026).execute();
    expect(rows.filter((r) => r.kind === 'estate')).toHaveLength(estates);
    expect(summary.accrued + summary.declared + summary.alreadyAccrued + summary.notAssessedCount).toBe(rows.length);
    for (const skipped of summary.notAssessed) expect(skipped.reason.length).toBeGreaterThan(10);
  });

  it('a second run changes nothing', async () => {
    const before = { accruals: await count('accrual'), rows: await count('yearly_tax') };
    const first = (await t.call('GetBackOfficeYearlyAccrualRun', { taxYear: 2026 }, fatma)).json();
    const again = await run(2026);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect({ accruals: await count('accrual'), rows: await count('yearly_tax') }).toEqual(before);
  });

  it('an estate with no declaration whose register lacks facts is not assessed, with what is missing', async () => {
    const owner = await t.db.selectFrom('real_estate').select('registry_oid').where('oid', '=', plotEstateOid).executeTakeFirstOrThrow();
    const bare = await t.db
      .insertInto('real_estate')
      .values({
        registry_oid: owner.registry_oid,
        estate_code: 3,
        district_code: null,
        street_code: null,
        outer_door_oid: null,
        inner_door_oid: null,
        block_no: '5',
        parcel_no: '9',
        land_area: 1000,
        floor_area: null,
        usage_type: null,
        construction_type_code: null,
        construction_year: null,
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    const calendar = await holidayCalendar(t.db);
    const summary = await runYearlyAccrual(t.db, { taxYear: 2025, by: null, now: new Date('2026-03-10T09:00:00Z'), countyCode: t.config.publicSetting.CountyCode, calendar });
    expect(summary.notAssessed).toContainEqual({
      kind: 'estate',
      subject: `Arazi (taşınmaz ${bare.oid})`,
      realEstateOid: Number(bare.oid),
      registryOid: Number(owner.registry_oid),
      outcome: 'noFacts',
      reason: 'Emlak beyannamesi verilmemiş ve taşınmaz kaydında şu bilgiler eksik: adres (mahalle, cadde/sokak, dış kapı), arazi cinsi.',
    });
    // Ahmet's plot was declared for 2025 itself: its 2025 instalments are the declaration's.
    const plot = await t.db.selectFrom('yearly_tax').select('outcome').where('subject_key', '=', `E:${plotEstateOid}`).where('tax_year', '=', 2025).executeTakeFirstOrThrow();
    expect(plot.outcome).toBe('declared');
  });

  it('a run that dies half-way resumes after its last committed batch and assesses no estate twice', async () => {
    const calendar = await holidayCalendar(t.db);
    const options = { taxYear: 2024, by: null, now: new Date('2026-03-10T09:00:00Z'), countyCode: t.config.publicSetting.CountyCode, calendar, batchSize: 3 };
    const has2024 = await t.db.selectFrom('tax_year_setting').select('tax_year').where('tax_year', '=', 2024).executeTakeFirst();
    if (!has2024)
      await t.db
        .insertInto('tax_year_setting')
        .values({ tax_year: 2024, is_metropolitan: true, municipality_group: null, note: null, value_cap_base_year: null, value_cap_factor_percent: null })
        .execute();
    let batches = 0;
    await expect(
      runYearlyAccrual(t.db, {
        ...options,
        onBatchCommitted: () => {
          if (++batches === 2) throw new Error('the copy died');
        },
      }),
    ).rejects.toThrow('the copy died');
    const halfWay = await t.db.selectFrom('yearly_tax_run').select(['status', 'last_real_estate_oid']).where('tax_year', '=', 2024).executeTakeFirstOrThrow();
    expect(halfWay.status).toBe('running');
    const doneBefore = Number(
      (
        await t.db
          .selectFrom('yearly_tax')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tax_year', '=', 2024)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(doneBefore).toBe(6);

    const summary = await runYearlyAccrual(t.db, options);
    expect(summary.status).toBe('finished');
    const rows = await t.db.selectFrom('yearly_tax').select('real_estate_oid').where('tax_year', '=', 2024).where('kind', '=', 'estate').execute();
    const active = await t.db.selectFrom('real_estate').select('oid').where('is_active', '=', true).execute();
    expect(rows.map((r) => Number(r.real_estate_oid)).sort((a, b) => a - b)).toEqual(active.map((e) => Number(e.oid)).sort((a, b) => a - b));
  });
});
