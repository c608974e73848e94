import { makeTurkishIban } from '@ebelediye/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { insertInChunks } from './batch-insert';
import { demoPeople } from './demo-accounts';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { demoPayrollYears, departments, isciTitles, leaveKinds, memurTitles, payrollYearsFor } from './staff-data';
import { seedEnforcementFiles } from './staff-enforcement';
import { seedLeaveApplications } from './staff-leave';
import { seedPayslips, type PayrollEmployee } from './staff-payroll';

const EMPLOYEES = 30;
/** Even a metropolitan municipality's own staff stays in the thousands, whatever the scale of the citizens. */
const MAX_EMPLOYEES = 3_000;

/** Two demo members are employees (docs/demo.md): FATMA ŞAHİN, a civil servant with two enforcement files in a queue, and ZEYNEP KAYA, a worker with an alimony order. */
const demoEmployees = [
  {
    nationalId: '64211142102',
    corp: '100117',
    category: 'memur',
    title: 'Şef',
    department: 'Mali Hizmetler Müdürlüğü',
    degree: 3,
    step: 4,
    startedOn: '2008-09-01',
    pay: 1.05,
    union: true,
  },
  {
    nationalId: '12345678950',
    corp: '200342',
    category: 'isci',
    title: 'Kadrolu İşçi (Teknisyen)',
    department: 'Fen İşleri Müdürlüğü',
    degree: null,
    step: null,
    startedOn: '2019-03-11',
    pay: 1.07,
    union: true,
  },
] as const;

async function seedConfiguration(db: Db, calendar: DemoCalendar) {
  const years = payrollYearsFor(demoPayrollYears(calendar));
  await db
    .insertInto('payroll_year_setting')
    .values(years.map(({ year, figures: { brackets: _brackets, ...row } }) => ({ ...row, year })))
    .execute();
  await db
    .insertInto('income_tax_bracket')
    .values(years.flatMap(({ year, figures }) => figures.brackets.map(([upper_limit, rate_percent]) => ({ year, upper_limit, rate_percent }))))
    .execute();
  for (const [i, { tiers, ...kind }] of leaveKinds.entries()) {
    const { oid } = await db
      .insertInto('leave_kind')
      .values({ ...kind, sort_order: i + 1 })
      .returning('oid')
      .executeTakeFirstOrThrow();
    if (tiers?.length) {
      await db
        .insertInto('leave_entitlement')
        .values(tiers.map(([staff_category, service_years_from, days]) => ({ leave_kind_oid: oid, staff_category, service_years_from, days })))
        .execute();
    }
  }
}

/** Registries of generated citizens of working age who become employees. */
function workingAgePeople(db: Db, count: number) {
  return db
    .selectFrom('registry')
    .select(['oid', 'national_id', 'first_name', 'last_name'])
    .where('registry_type', '=', 'G')
    .where(
      'national_id',
      'not in',
      demoPeople.map((p) => p.nationalId),
    )
    .where('birth_date', '>=', '1965-01-01')
    .where('birth_date', '<=', '2000-12-31')
    .orderBy('oid')
    .limit(count)
    .execute();
}

type EmployeeRow = Omit<Insertable<Database['employee']>, 'oid'>;
/** The employee's row and the facts the payroll computes from; the row's oid is its place in the list. */
type Hire = { row: EmployeeRow; payroll: Omit<PayrollEmployee, 'oid'> };

/** FATMA and ZEYNEP as the demo describes them, on their own registries. */
async function demoHires(db: Db): Promise<Hire[]> {
  const registries = new Map(
    (
      await db
        .selectFrom('registry')
        .select(['oid', 'national_id', 'first_name', 'last_name'])
        .where(
          'national_id',
          'in',
          demoEmployees.map((e) => e.nationalId),
        )
        .execute()
    ).map((r) => [r.national_id!, r]),
  );
  return demoEmployees.map((e) => {
    const registry = registries.get(e.nationalId)!;
    return {
      row: {
        registry_oid: registry.oid,
        national_id: e.nationalId,
        corporation_registry_number: e.corp,
        first_name: registry.first_name!,
        last_name: registry.last_name!,
        title: e.title,
        department: e.department,
        staff_category: e.category,
        cadre_degree: e.degree,
        cadre_step: e.step,
        iban: makeTurkishIban('00010', `59${e.corp}`),
        started_on: e.startedOn,
      },
      payroll: { category: e.category, startedOn: e.startedOn, endedOn: null, pay: e.pay, union: e.union },
    };
  });
}

/** A generated citizen hired some year since 1995; one in twenty left in the middle of last year. */
function generatedHire(random: Random, person: Awaited<ReturnType<typeof workingAgePeople>>[number], oid: number, ended: string): Hire {
  const category: 'memur' | 'isci' = random.chance(0.6) ? 'memur' : 'isci';
  const startedOn = `${random.int(1995, 2023)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const leaves = random.chance(0.05);
  const corp = `${category === 'memur' ? 1 : 2}${String(1000 + (oid - 1) * 7).padStart(5, '0')}`;
  return {
    row: {
      registry_oid: person.oid,
      national_id: person.national_id!,
      corporation_registry_number: corp,
      first_name: person.first_name!,
      last_name: person.last_name!,
      title: random.pick(category === 'memur' ? memurTitles : isciTitles),
      department: random.pick(departments),
      staff_category: category,
      cadre_degree: category === 'memur' ? random.int(1, 15) : null,
      cadre_step: category === 'memur' ? random.int(1, 9) : null,
      iban: makeTurkishIban(random.pick(['00010', '00012', '00015', '00064']), `${random.int(10_000_000, 99_999_999)}`),
      started_on: startedOn,
      ended_on: leaves ? ended : null,
      is_active: !leaves,
    },
    payroll: { category, startedOn, endedOn: leaves ? ended : null, pay: 0.85 + random.next() * 0.4, union: random.chance(0.5) },
  };
}

/** The employees, numbered from 1 in the order hired here, so the other staff tables can refer to them before they exist. */
async function seedEmployees(db: Db, random: Random, scale: number, calendar: DemoCalendar): Promise<{ rows: EmployeeRow[]; employees: PayrollEmployee[] }> {
  const ended = calendar.date('2025-06-30');
  const hires = await demoHires(db);
  for (const person of await workingAgePeople(db, Math.min(EMPLOYEES * scale, MAX_EMPLOYEES))) hires.push(generatedHire(random, person, hires.length + 1, ended));
  const rows = hires.map((h) => h.row);
  await insertInChunks(
    db,
    'employee',
    rows.map((row, i) => ({ oid: i + 1, ...row })),
  );
  await sql`select setval(pg_get_serial_sequence('employee', 'oid'), ${rows.length})`.execute(db);
  return { rows, employees: hires.map((h, i) => ({ oid: i + 1, ...h.payroll })) };
}

/**
 * Staff self-service demo data: employees, enforcement files, leave, and the
 * payslips of last year and this one up to today (2025–2026 in the story) computed from
 * earnings and the enforcement files, so every cut on a slip belongs to a file and every
 * file's remaining debt follows from the slips.
 */
export async function seedStaff(db: Db, random: Random, scale: number, calendar: DemoCalendar): Promise<void> {
  await seedConfiguration(db, calendar);
  const { rows, employees } = await seedEmployees(db, random, scale, calendar);
  const files = await seedEnforcementFiles(db, random, calendar, rows, employees.slice(demoEmployees.length));
  await seedPayslips(db, calendar, employees, files);
  await seedLeaveApplications(db, random, calendar, employees);
}
