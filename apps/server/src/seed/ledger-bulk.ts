import { sql } from 'kysely';
import { revenueCodes } from '../ledger';
import { nextWorkingDay, type HolidayDates } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';
import { type DemoCalendar } from './demo-calendar';

/**
 * Ledger rows for every generated registry, written set-based in oid ranges (INSERT …
 * SELECT, no rows through Node), so `--scale 3000` (about a million registries) gives
 * about twenty million accruals: per registry one building with property tax of the last five
 * years in two instalments, one water subscription with the bills of the ten months before
 * today's, and one collection per year for the lines that were paid. Amounts and paid/open
 * come from the oid and the year of the story (`demo-calendar.ts`: 2022–2026, bills January
 * to October 2026), so the same scale on the same day always gives the same rows. Most
 * subscribers pay last month's bill once it is issued (the 28th), before it falls due on the
 * 20th: on any day of the month some have no open water debt (the back office's demo
 * cancellations are theirs, `backoffice-queues.ts`).
 */
const BATCH = 10_000;

/** Due dates move off weekends and the official holidays (for a year without its religious holidays loaded, the fixed-date ones). */
function dueDateValues(holidays: HolidayDates, calendar: DemoCalendar) {
  const instalments = [2022, 2023, 2024, 2025, 2026].flatMap((story) => {
    const year = calendar.yearOf(story);
    return [
      { year, story, no: 1, due: nextWorkingDay(`${year}-05-31`, holidays) },
      { year, story, no: 2, due: nextWorkingDay(`${year}-11-30`, holidays) },
    ];
  });
  const pad = (n: number) => String(n).padStart(2, '0');
  const waterMonths = Array.from({ length: 10 }, (_, i) => {
    const { year, month } = calendar.recentMonth(2026, i + 1);
    const due = month === 12 ? `${year + 1}-01-20` : `${year}-${pad(month + 1)}-20`;
    return { story: i + 1, year, month, due: nextWorkingDay(due, holidays) };
  });
  return {
    today: calendar.today,
    instalmentValues: sql.join(instalments.map((i) => sql`(${i.year}::int, ${i.story}::int, ${i.no}::int, ${i.due}::date)`)),
    monthValues: sql.join(waterMonths.map((m) => sql`(${m.story}::int, ${m.year}::int, ${m.month}::int, ${m.due}::date)`)),
  };
}
type DueDateValues = ReturnType<typeof dueDateValues>;

async function seedRange(db: Db, from: number, to: number, demo: readonly number[], { today, instalmentValues, monthValues }: DueDateValues): Promise<void> {
  const skip = demo.length ? demo : [-1];
  const inRange = sql`r.oid between ${from} and ${to} and r.oid not in (${sql.join(skip)})`;
  await sql`
    insert into real_estate (registry_oid, estate_code, district_code, street_code, outer_door_oid, inner_door_oid, block_no, parcel_no,
                             land_area, floor_area, usage_type, construction_type_code, construction_year)
    select r.oid, 1, r.district_code, r.street_code, r.outer_door_oid, r.inner_door_oid, (100 + r.oid % 900)::text, (1 + r.oid % 60)::text,
           200 + r.oid % 700, 80 + r.oid % 160, case when r.registry_type = 'T' then 'İşyeri' else 'Konut' end, 1 + r.oid % 4, 1975 + r.oid % 45
    from registry r where ${inRange}`.execute(db);
  await sql`
    insert into subscription (subscriber_no, registry_oid, subscriber_type, tariff, district_code, street_code, outer_door_oid, inner_door_oid,
                              meter_no, deposit_amount, water_line_status, gsm, started_on)
    select (2000000 + r.oid)::text, r.oid, r.registry_type, case when r.registry_type = 'T' then 'İŞYERİ' else 'KONUT' end,
           r.district_code, r.street_code, r.outer_door_oid, r.inner_door_oid, 'SY' || (10000000 + r.oid)::text, 40000, 1, r.gsm, date '2020-01-01'
    from registry r where ${inRange}`.execute(db);
  await sql`
    insert into accrual (registry_oid, income_type_code, revenue_code, description, year, instalment_no, period_label, amount, due_date,
                         accrued_on, status, source_kind, source_oid, real_estate_oid)
    select e.registry_oid, 'EMLAK', ${revenueCodes.propertyTaxBuilding}, 'Emlak Vergisi (Bina)', i.year, i.no, i.year || '/' || i.no,
           (50000 + (e.registry_oid * 7919 + i.story * 31) % 350000) * (100 + (i.story - 2022) * 35) / 200,
           i.due, make_date(i.year, 1, 1),
           case when i.due < ${today}::date and (i.story <= 2024 or (i.story = 2025 and i.no = 1)) and (e.registry_oid + i.story + i.no) % 7 <> 0
                then 'paid' else 'open' end,
           'estate', e.oid, e.oid
    from real_estate e cross join (values ${instalmentValues}) as i(year, story, no, due)
    where e.registry_oid between ${from} and ${to} and e.registry_oid not in (${sql.join(skip)})`.execute(db);
  await sql`
    insert into accrual (registry_oid, income_type_code, revenue_code, revenue_type, description, year, instalment_no, period_label, amount,
                         due_date, accrued_on, status, source_kind, source_oid, subscription_oid)
    select s.registry_oid, 'SU', ${revenueCodes.waterUsage}, 1, 'Su Kullanım Bedeli', m.year, 1, m.year || '/' || lpad(m.month::text, 2, '0'),
           (6 + (s.registry_oid * 13 + m.story) % 22) * 2400, m.due, make_date(m.year, m.month, 28),
           case when make_date(m.year, m.month, 28) < ${today}::date and (m.story <= 7 or (s.registry_oid + m.story) % 4 <> 0) then 'paid' else 'open' end,
           'subscription', s.oid, s.oid
    from subscription s cross join (values ${monthValues}) as m(story, year, month, due)
    where s.registry_oid between ${from} and ${to} and s.registry_oid not in (${sql.join(skip)})`.execute(db);
  // One receipt per registry and year for what was paid, paid on time (no delay fine): by the last due date, or yesterday
  // for a bill paid before it fell due.
  await sql`
    insert into collection (registry_oid, collected_at, collection_type, channel, total_amount, receipt_no, verification_code)
    select a.registry_oid, (least(max(a.due_date), ${today}::date - 1) + time '10:00') at time zone 'Europe/Istanbul', 4, 'online', sum(a.amount),
           'T' || a.year || '-' || a.registry_oid,
           upper(regexp_replace(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16), '(....)(....)(....)(....)', '\\1-\\2-\\3-\\4'))
    from accrual a
    where a.registry_oid between ${from} and ${to} and a.registry_oid not in (${sql.join(skip)}) and a.status = 'paid'
    group by a.registry_oid, a.year`.execute(db);
  await sql`
    insert into collection_line (collection_oid, accrual_oid, principal_amount, delay_fine_amount)
    select c.oid, a.oid, a.amount, 0
    from accrual a join collection c on c.receipt_no = 'T' || a.year || '-' || a.registry_oid
    where a.registry_oid between ${from} and ${to} and a.registry_oid not in (${sql.join(skip)}) and a.status = 'paid'`.execute(db);
}

export async function seedBulkLedger(db: Db, calendar: DemoCalendar, demoIdentifiers: readonly string[]): Promise<void> {
  const demo = await db
    .selectFrom('registry')
    .select('oid')
    .where((eb) => eb.or([eb('national_id', 'in', [...demoIdentifiers]), eb('tax_number', 'in', [...demoIdentifiers])]))
    .execute();
  const { max } = await db
    .selectFrom('registry')
    .select((eb) => eb.fn.max('oid').as('max'))
    .executeTakeFirstOrThrow();
  const last = Number(max ?? 0);
  const dueDates = dueDateValues((await holidayCalendar(db)).deadlineHolidays, calendar);
  for (let from = 1; from <= last; from += BATCH)
    await seedRange(
      db,
      from,
      Math.min(last, from + BATCH - 1),
      demo.map((d) => d.oid),
      dueDates,
    );
  await sql`analyze accrual`.execute(db);
  await sql`analyze collection`.execute(db);
  await sql`analyze collection_line`.execute(db);
}
