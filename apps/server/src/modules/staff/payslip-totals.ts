/** Adds up payslip lines into the year's totals by kind of deduction (docs/domain/staff.md). */
export interface LineForTotals {
  kind: 'earning' | 'deduction';
  code: string;
  amount: number;
  enforcement_file_oid: number | null;
}

export function yearTotals(lines: readonly LineForTotals[]) {
  const totals = { grossTotal: 0, incomeTax: 0, stampDuty: 0, socialSecurity: 0, unemploymentInsurance: 0, enforcement: 0, otherDeductions: 0, deductionTotal: 0, netPay: 0 };
  for (const line of lines) {
    if (line.kind === 'earning') {
      totals.grossTotal += line.amount;
      continue;
    }
    totals.deductionTotal += line.amount;
    if (line.enforcement_file_oid !== null) totals.enforcement += line.amount;
    else if (line.code === 'GELIR_VERGISI') totals.incomeTax += line.amount;
    else if (line.code === 'DAMGA_VERGISI') totals.stampDuty += line.amount;
    else if (line.code === 'SGK') totals.socialSecurity += line.amount;
    else if (line.code === 'ISSIZLIK') totals.unemploymentInsurance += line.amount;
    else totals.otherDeductions += line.amount;
  }
  totals.netPay = totals.grossTotal - totals.deductionTotal;
  return totals;
}
