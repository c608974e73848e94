import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { insertInChunks } from './batch-insert';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { creditors } from './staff-data';
import type { PayrollEmployee, SeededEnforcementFile } from './staff-payroll';

/** FATMA's two files in a queue and ZEYNEP's alimony order (docs/demo.md). */
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

type Office = { oid: number; office_name: string };

// A file number starts with the year the file was opened: moved with the story's years.
const fileNumber = (calendar: DemoCalendar, storyYear: number, rest: string | number) => `${calendar.yearOf(storyYear)}/${rest}`;

/** The demo employees' files, their file numbers moved with the story's years. */
function demoFileRows(calendar: DemoCalendar, employees: readonly { national_id: string }[], offices: Office[]): SeededEnforcementFile[] {
  const officeOid = (name: string) => offices.find((o) => o.office_name === name)!.oid;
  return demoFiles.map((f) => ({
    employeeOid: employees.findIndex((r) => r.national_id === f.nationalId) + 1,
    officeOid: officeOid(f.office),
    fileNumber: fileNumber(calendar, Number(f.file.slice(0, 4)), f.file.slice(5)),
    creditor: f.creditor,
    isAlimony: f.alimony,
    notifiedOn: calendar.date(f.notified),
    queueNo: f.queue,
    total: f.total,
    monthlyCut: f.monthly,
  }));
}

/** One in five generated employees has a file of their own: a debt or, now and then, an alimony order. */
function generatedFile(random: Random, calendar: DemoCalendar, employee: PayrollEmployee, offices: Office[]): SeededEnforcementFile | null {
  if (!random.chance(0.2)) return null;
  const alimony = random.chance(0.15);
  const office = random.pick(offices).oid;
  const opened = fileNumber(calendar, random.int(2022, 2025), 10_000 + employee.oid * 13 + random.int(0, 9));
  const creditor = alimony ? 'Nafaka alacaklısı' : random.pick(creditors);
  const notified = calendar.date(`${random.int(2024, 2026)}-${String(random.int(1, 9)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`);
  return {
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
  };
}

/**
 * The enforcement files that cut from the employees' pay: the demo employees' own, then
 * generated ones; numbered from 1 in that order for the payslips that cut for them.
 */
export async function seedEnforcementFiles(
  db: Db,
  random: Random,
  calendar: DemoCalendar,
  employees: readonly { national_id: string }[],
  generated: readonly PayrollEmployee[],
): Promise<(SeededEnforcementFile & { oid: number })[]> {
  const offices = await db.selectFrom('enforcement_office').select(['oid', 'office_name']).orderBy('oid').execute();
  const files = demoFileRows(calendar, employees, offices);
  for (const employee of generated) {
    const file = generatedFile(random, calendar, employee, offices);
    if (file) files.push(file);
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
  return files.map((f, i) => ({ ...f, oid: i + 1 }));
}
