import { letterheadOf } from '../../documents/letterhead';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { ownEmployee } from './employee';
import { payslipPdf } from './payslip-document';
import { yearTotals } from './payslip-totals';
import { findPayslipLines, findPayslips, type PayslipLineRow, type PayslipRow } from './repo';
import { currentSlipShownFrom, isSlipVisible } from './slip-visibility';

interface SlipQuery {
  employeeCorporationRegistryNumber?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

const toLine = (l: PayslipLineRow) => ({ code: l.code, name: l.name, amount: l.amount, enforcementFileNumber: l.file_number ?? null });

function toSlip(slip: PayslipRow, lines: readonly PayslipLineRow[]) {
  return {
    year: slip.year,
    month: slip.month,
    paidOn: slip.paid_on,
    workedDays: slip.worked_days,
    earnings: lines.filter((l) => l.kind === 'earning').map(toLine),
    deductions: lines.filter((l) => l.kind === 'deduction').map(toLine),
    grossTotal: slip.gross_total,
    deductionTotal: slip.deduction_total,
    netPay: slip.net_pay,
    incomeTaxBase: slip.income_tax_base,
    cumulativeIncomeTaxBase: slip.cumulative_income_tax_base,
  };
}

/** The caller's slips that may be shown now (the current month only from LastSalaryHideTillDay on). */
async function visibleSlips(ctx: OperationContext, employeeOid: number) {
  const hideDay = ctx.config.publicSetting.LastSalaryHideTillDay;
  const now = ctx.now();
  const all = await findPayslips(ctx.db, employeeOid);
  const current = currentSlipShownFrom(now, hideDay);
  const currentHidden = all.some((s) => s.year === current.year && s.month === current.month && !isSlipVisible(s, now, hideDay));
  return { visible: all.filter((s) => isSlipVisible(s, now, hideDay)), hiddenUntil: currentHidden ? current.shownFrom : null };
}

export async function payslipSummaries(ctx: OperationContext, member: Member, query: SlipQuery) {
  const employee = await ownEmployee(ctx, member, query);
  const { visible, hiddenUntil } = await visibleSlips(ctx, employee.oid);
  const years = [...new Set(visible.map((s) => s.year))].sort((a, b) => b - a);
  const year = query.year ?? years[0] ?? null;
  const inYear = visible.filter((s) => s.year === year);
  const months = new Set(inYear.map((s) => s.month));
  const lines = year === null || inYear.length === 0 ? [] : (await findPayslipLines(ctx.db, employee.oid, year)).filter((l) => months.has(l.month));
  const chosen = inYear.find((s) => s.month === (query.month ?? inYear.at(-1)?.month)) ?? null;
  return {
    years,
    year,
    months: inYear.map((s) => ({
      year: s.year,
      month: s.month,
      grossTotal: s.gross_total,
      deductionTotal: s.deduction_total,
      enforcementTotal: lines.filter((l) => l.month === s.month && l.enforcement_file_oid !== null).reduce((sum, l) => sum + l.amount, 0),
      netPay: s.net_pay,
    })),
    yearTotals: yearTotals(lines),
    slip: chosen
      ? toSlip(
          chosen,
          lines.filter((l) => l.month === chosen.month),
        )
      : null,
    hiddenUntil,
  };
}

export async function payslipDocument(ctx: OperationContext, member: Member, query: SlipQuery & { year: number; month: number }) {
  const employee = await ownEmployee(ctx, member, query);
  const { visible } = await visibleSlips(ctx, employee.oid);
  const slip = visible.find((s) => s.year === query.year && s.month === query.month);
  if (!slip) throw new DomainError('NOT_FOUND', 'Bu döneme ait görüntülenebilir bir maaş bordrosu bulunamadı.');
  const lines = (await findPayslipLines(ctx.db, employee.oid, slip.year)).filter((l) => l.month === slip.month);
  return payslipPdf(letterheadOf(ctx.config), employee, toSlip(slip, lines));
}
