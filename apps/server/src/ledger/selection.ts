import { DomainError } from '../platform/domain-error';
import { RESTRUCTURING_INCOME_TYPE } from './income-types';
import type { OpenAccrual } from './open-accruals';

type GroupedLine = Pick<OpenAccrual, 'oid' | 'incomeTypeCode' | 'revenueCode' | 'sourceKind' | 'sourceOid' | 'year' | 'instalmentNo'>;

const isPlanInstalment = (l: GroupedLine) => l.sourceKind === 'restructuring' && l.incomeTypeCode === RESTRUCTURING_INCOME_TYPE;

/**
 * Instalments of one accrual: same income, revenue code, source object and year. A
 * restructuring plan's instalments are one debt whatever year each falls in (a 9-instalment
 * plan runs into the next year), so their year is left out; the debts a broken plan
 * restored keep the year of the tax they came from.
 */
export const accrualGroupKey = (l: GroupedLine) => `${l.incomeTypeCode}|${l.revenueCode}|${l.sourceKind}|${l.sourceOid ?? ''}|${isPlanInstalment(l) ? 'plan' : l.year}`;

/**
 * The oids of open lines that must also be selected: an earlier instalment of the same
 * accrual that is still open while a later one is chosen (municipalities collect
 * instalments in order). Empty when the selection may be paid.
 */
export function missingEarlierInstalments(open: readonly GroupedLine[], selected: readonly number[]): number[] {
  const chosen = new Set(selected);
  const missing = new Set<number>();
  for (const line of open) {
    if (!chosen.has(line.oid)) continue;
    for (const other of open) {
      if (chosen.has(other.oid) || accrualGroupKey(other) !== accrualGroupKey(line)) continue;
      if (other.instalmentNo < line.instalmentNo) missing.add(other.oid);
    }
  }
  return [...missing].sort((a, b) => a - b);
}

/**
 * Refuses a selection the municipality would not collect: an oid that is not an open line
 * of the payer (ACCRUAL_NOT_PAYABLE) or a later instalment before an earlier one
 * (SELECTION_ORDER). `open` must be all open lines of the payer, not only the selected ones.
 */
export function checkPayableSelection(open: readonly GroupedLine[], selected: readonly number[]): void {
  if (selected.length === 0) throw new DomainError('ACCRUAL_NOT_PAYABLE');
  const known = new Set(open.map((l) => l.oid));
  if (new Set(selected).size !== selected.length || selected.some((oid) => !known.has(oid))) throw new DomainError('ACCRUAL_NOT_PAYABLE');
  if (missingEarlierInstalments(open, selected).length > 0) throw new DomainError('SELECTION_ORDER');
}
