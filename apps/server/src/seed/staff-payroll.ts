import { sql, type Insertable } from 'kysely';
import { calculatePayslip, type Amount, type PayrollYear } from '../modules/staff/payslip-calculator';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { insertInChunks } from './batch-insert';
import type { DemoCalendar } from './demo-calendar';
import { pad2 } from './staff-dates';
import { demoPayrollYears, memurEarnings, payrollYearsFor, raiseFactor } from './staff-data';

export interface PayrollEmployee {
  oid: number;
  category: 'memur' | 'isci';
  startedOn: string;
  endedOn: string | null;
  /** The person's pay relative to the table's typical earnings. */
  pay: number;
  union: boolean;
}

export interface SeededEnforcementFile {
  oid?: number;
  employeeOid: number;
  officeOid: number;
  fileNumber: string;
  creditor: string;
  isAlimony: boolean;
  notifiedOn: string;
  queueNo: number;
  total: number;
  monthlyCut: number;
}

const payrollYearsOf = (calendar: DemoCalendar): Record<number, PayrollYear> =>
  Object.fromEntries(
    payrollYearsFor(demoPayrollYears(calendar)).map(({ year, figures: y }) => [
      year,
      {
        minimumWageGross: y.minimum_wage_gross,
        socialSecurityPermille: y.social_security_rate_permille,
        unemploymentPermille: y.unemployment_rate_permille,
        stampDutyPer100000: y.stamp_duty_rate_per_100000,
        socialSecurityCeilingTenths: y.social_security_ceiling_tenths,
        brackets: y.brackets.map(([upperLimit, ratePercent]) => ({ upperLimit, ratePercent })),
      },
    ]),
  );

/** The months of last year and this one (2025–2026 in the story) whose payday, the 15th, is not after today. */
const periodsOf = (calendar: DemoCalendar) =>
  [2025, 2026]
    .flatMap((story) => Array.from({ length: 12 }, (_, i) => ({ story, year: calendar.yearOf(story), month: i + 1 })))
    .filter(({ year, month }) => calendar.isPast(`${year}-${pad2(month)}-15`));

/** Earnings of a month (by the story's year): a civil servant's pay items, or a worker's wage with quarterly bonus and some overtime. */
function earningsOf(e: PayrollEmployee, storyYear: number, month: number): Amount[] {
  const factor = e.pay * raiseFactor(e.category, storyYear, month);
  if (e.category === 'memur') return memurEarnings.map(([code, name, amount]) => ({ code, name, amount: Math.round(amount * factor) }));
  const wage = Math.round(4_200_000 * factor);
  const items: Amount[] = [{ code: 'BRUT_UCRET', name: 'Brüt Ücret', amount: wage }];
  if (month % 3 === 0) items.push({ code: 'IKRAMIYE', name: 'İkramiye (Toplu Sözleşme)', amount: Math.round(wage / 4) });
  if ((e.oid + month) % 4 === 0) items.push({ code: 'FAZLA_MESAI', name: 'Fazla Mesai', amount: Math.round(wage * 0.06) });
  return items;
}

const UNION_DUES = 42_000;

/**
 * Payslips of last year and this one up to today for every month an employee worked. Enforcement cuts come from the
 * files (a file is cut from the month after its notification, until its debt is paid), so
 * the slips and the files agree by construction.
 */
export async function seedPayslips(
  db: Db,
  calendar: DemoCalendar,
  employees: readonly PayrollEmployee[],
  files: readonly (SeededEnforcementFile & { oid: number })[],
): Promise<void> {
  const years = payrollYearsOf(calendar);
  const periods = periodsOf(calendar);
  const slips: (Insertable<Database['payslip']> & { oid: number })[] = [];
  const lines: Insertable<Database['payslip_line']>[] = [];
  for (const e of employees) {
    const own = files.filter((f) => f.employeeOid === e.oid);
    const remaining = new Map(own.map((f) => [f.oid, f.total]));
    let cumulative = 0;
    for (const { story, year, month } of periods) {
      const monthStart = `${year}-${pad2(month)}-01`;
      if (e.startedOn > `${year}-${pad2(month)}-28` || (e.endedOn && e.endedOn < monthStart)) continue;
      if (month === 1) cumulative = 0;
      const earnings = earningsOf(e, story, month);
      const otherDeductions = e.union ? [{ code: 'SENDIKA', name: 'Sendika Aidatı', amount: UNION_DUES }] : [];
      const orders = own
        .filter((f) => f.notifiedOn.slice(0, 7) < monthStart.slice(0, 7))
        .map((f) => ({ key: f.oid, isAlimony: f.isAlimony, queueNo: f.queueNo, monthlyCut: f.monthlyCut, remaining: remaining.get(f.oid)! }));
      const slip = calculatePayslip({ staffCategory: e.category, month, earnings, otherDeductions, cumulativeTaxBaseBefore: cumulative, orders, year: years[year]! });
      cumulative = slip.cumulativeTaxBase;
      const oid = slips.length + 1;
      slips.push({
        oid,
        employee_oid: e.oid,
        year,
        month,
        paid_on: `${year}-${pad2(month)}-15`,
        worked_days: 30,
        gross_total: slip.grossTotal,
        deduction_total: slip.deductionTotal,
        net_pay: slip.netPay,
        income_tax_base: slip.incomeTaxBase,
        cumulative_income_tax_base: slip.cumulativeTaxBase,
      });
      const deductions: (Amount & { fileOid?: number })[] = [
        { code: 'SGK', name: e.category === 'memur' ? 'SGK Primi (Uzun Vade + GSS) Kişi Payı' : 'SGK İşçi Payı', amount: slip.socialSecurity },
        ...(e.category === 'isci' ? [{ code: 'ISSIZLIK', name: 'İşsizlik Sigortası İşçi Payı', amount: slip.unemploymentInsurance }] : []),
        { code: 'GELIR_VERGISI', name: 'Gelir Vergisi', amount: slip.incomeTax },
        { code: 'DAMGA_VERGISI', name: 'Damga Vergisi', amount: slip.stampDuty },
        ...otherDeductions,
        ...slip.cuts.map((cut) => {
          const file = own.find((f) => f.oid === cut.key)!;
          remaining.set(file.oid, remaining.get(file.oid)! - cut.amount);
          return { code: file.isAlimony ? 'NAFAKA' : 'ICRA', name: file.isAlimony ? 'Nafaka Kesintisi' : 'İcra Kesintisi', amount: cut.amount, fileOid: file.oid };
        }),
      ];
      earnings.forEach((item, i) =>
        lines.push({ payslip_oid: oid, kind: 'earning' as const, code: item.code, name: item.name, amount: item.amount, enforcement_file_oid: null, sort_order: i + 1 }),
      );
      deductions.forEach((item, i) =>
        lines.push({
          payslip_oid: oid,
          kind: 'deduction' as const,
          code: item.code,
          name: item.name,
          amount: item.amount,
          enforcement_file_oid: item.fileOid ?? null,
          sort_order: 100 + i,
        }),
      );
    }
  }
  await insertInChunks(db, 'payslip', slips);
  await sql`select setval(pg_get_serial_sequence('payslip', 'oid'), ${Math.max(1, slips.length)})`.execute(db);
  await insertInChunks(db, 'payslip_line', lines);
}
