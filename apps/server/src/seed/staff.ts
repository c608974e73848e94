import { makeTurkishIban } from '@ebelediye/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { insertInChunks } from './batch-insert';
import { demoPeople } from './demo-accounts';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { creditors, demoPayrollYears, departments, isciTitles, leaveKinds, memurTitles, payrollYearsFor } from './staff-data';
import { seedLeaveApplications } from './staff-leave';
import { seedPayslips, type PayrollEmployee, type SeededEnforcementFile } from './staff-payroll';

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

const demoFiles = [
  {
    nationalId: '64211142102',
    office: 'Antakya 2. İcra Dairesi',
    file: '2024/18452',
    creditor: 'ÖRNEK BANKASI A.Ş.',
    alimony: false,
    notified: '2025-02-14',
    queue: 1,
    total: 4_500_000,
    monthly: 650_000,
  },
  {
    nationalId: '64211142102',
    office: 'Ankara 12. İcra Dairesi',
    file: '2025/4471',
    creditor: 'ORONTES TÜKETİCİ FİNANSMANI A.Ş.',
    alimony: false,
    notified: '2025-06-20',
    queue: 2,
    total: 12_000_000,
    monthly: 750_000,
  },
  {
    nationalId: '12345678950',
    office: 'Antakya 1. İcra Dairesi',
    file: '2023/9021',
    creditor: 'N. K. (nafaka alacaklısı)',
    alimony: true,
    notified: '2023-05-10',
    queue: 1,
    total: 36_000_000,
    monthly: 400_000,
  },
];

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

/**
 * Staff self-service demo data: employees, enforcement files, leave, and the
 * payslips of last year and this one up to today (2025–2026 in the story) computed from
 * earnings and the enforcement files, so every cut on a slip belongs to a file and every
 * file's remaining debt follows from the slips.
 */
export async function seedStaff(db: Db, random: Random, scale: number, calendar: DemoCalendar): Promise<void> {
  await seedConfiguration(db, calendar);
  const ended = calendar.date('2025-06-30');
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
  const offices = await db.selectFrom('enforcement_office').select(['oid', 'office_name']).orderBy('oid').execute();
  const employees: PayrollEmployee[] = [];
  const rows: Omit<Insertable<Database['employee']>, 'oid'>[] = [];
  for (const e of demoEmployees) {
    const registry = registries.get(e.nationalId)!;
    rows.push({
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
    });
    employees.push({ oid: rows.length, category: e.category, startedOn: e.startedOn, endedOn: null, pay: e.pay, union: e.union });
  }
  for (const person of await workingAgePeople(db, Math.min(EMPLOYEES * scale, MAX_EMPLOYEES))) {
    const category: 'memur' | 'isci' = random.chance(0.6) ? 'memur' : 'isci';
    const startedOn = `${random.int(1995, 2023)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const leaves = random.chance(0.05);
    const corp = `${category === 'memur' ? 1 : 2}${String(1000 + rows.length * 7).padStart(5, '0')}`;
    rows.push({
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
    });
    employees.push({ oid: rows.length, category, startedOn, endedOn: leaves ? ended : null, pay: 0.85 + random.next() * 0.4, union: random.chance(0.5) });
  }
  await insertInChunks(
    db,
    'employee',
    rows.map((row, i) => ({ oid: i + 1, ...row })),
  );
  await sql`select setval(pg_get_serial_sequence('employee', 'oid'), ${rows.length})`.execute(db);

  const officeOid = (name: string) => offices.find((o) => o.office_name === name)!.oid;
  // A file number starts with the year the file was opened: moved with the story's years.
  const fileNumber = (storyYear: number, rest: string | number) => `${calendar.yearOf(storyYear)}/${rest}`;
  const files: SeededEnforcementFile[] = demoFiles.map((f) => ({
    employeeOid: rows.findIndex((r) => r.national_id === f.nationalId) + 1,
    officeOid: officeOid(f.office),
    fileNumber: fileNumber(Number(f.file.slice(0, 4)), f.file.slice(5)),
    creditor: f.creditor,
    isAlimony: f.alimony,
    notifiedOn: calendar.date(f.notified),
    queueNo: f.queue,
    total: f.total,
    monthlyCut: f.monthly,
  }));
  for (const employee of employees.slice(demoEmployees.length)) {
    if (!random.chance(0.2)) continue;
    const alimony = random.chance(0.15);
    const office = random.pick(offices).oid;
    const opened = fileNumber(random.int(2022, 2025), 10_000 + employee.oid * 13 + random.int(0, 9));
    const creditor = alimony ? 'Nafaka alacaklısı' : random.pick(creditors);
    const notified = calendar.date(`${random.int(2024, 2026)}-${String(random.int(1, 9)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`);
    files.push({
      employeeOid: employee.oid,
      officeOid: office,
      fileNumber: opened,
      creditor,
      isAlimony: alimony,
      // Seeded before September, a notification of this year's January–September may lie ahead: it came a year earlier.
      notifiedOn: calendar.isPast(notified) ? notified : `${Number(notified.slice(0, 4)) - 1}${notified.slice(4)}`,
      queueNo: 1,
      total: random.int(20, 300) * 100_000,
      monthlyCut: random.int(15, 90) * 10_000,
    });
  }
  await insertInChunks(
    db,
    'enforcement_file',
    files.map((f, i) => ({
      oid: i + 1,
      employee_oid: f.employeeOid,
      enforcement_office_oid: f.officeOid,
      file_number: f.fileNumber,
      creditor_name: f.creditor,
      is_alimony: f.isAlimony,
      notified_on: f.notifiedOn,
      queue_no: f.queueNo,
      total_amount: f.total,
      monthly_cut: f.monthlyCut,
    })),
  );
  await sql`select setval(pg_get_serial_sequence('enforcement_file', 'oid'), ${files.length})`.execute(db);

  await seedPayslips(
    db,
    calendar,
    employees,
    files.map((f, i) => ({ ...f, oid: i + 1 })),
  );
  await seedLeaveApplications(db, random, calendar, employees);
}
