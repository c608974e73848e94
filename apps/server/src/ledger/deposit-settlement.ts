import { depositReturnTypeCodes, parameterTypeCodes } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { findActiveParameter } from '../reference-data/parameter-repo';

/** Water accruals' income type. */
export const WATER_INCOME_TYPE = 'SU';

/** The system setting that says whether open water debts are set off from the deposit. */
export const WATER_DEBT_SETTLEMENT = 'WATER_DEBT_SETTLEMENT';

export type DebtSettlementRule = 'SET_OFF' | 'PAY_FIRST';

export interface Settlement {
  /** Deposit used against the open water debts. */
  setOffAmount: number;
  /** Deposit paid back (to the IBAN or at the branch). */
  refundAmount: number;
  /** Debt that must be paid before the application is accepted. */
  debtToPayFirst: number;
}

/**
 * How the deposit meets the open water debts at cancellation (docs/domain/water.md: debts are set
 * off against the deposit, the rest is refunded). The municipality's parameter decides
 * whether debts may be set off at all (SET_OFF) or must be paid first (PAY_FIRST). Choosing
 * "set off against debts" (return type 3) refunds nothing now: what is left of the deposit
 * meets the final bill (kesin hesap faturası) after the meter is read.
 */
export function settle(depositAmount: number, openDebt: number, rule: DebtSettlementRule, returnType: number): Settlement {
  if (rule === 'PAY_FIRST') {
    return { setOffAmount: 0, refundAmount: returnType === depositReturnTypeCodes.setOff ? 0 : depositAmount, debtToPayFirst: openDebt };
  }
  const setOffAmount = Math.min(depositAmount, openDebt);
  const rest = depositAmount - setOffAmount;
  return { setOffAmount, refundAmount: returnType === depositReturnTypeCodes.setOff ? 0 : rest, debtToPayFirst: openDebt - setOffAmount };
}

/** The municipality's parameter; a missing or unknown value is the stricter PAY_FIRST. */
export async function settlementRule(db: Db): Promise<DebtSettlementRule> {
  const row = await findActiveParameter(db, parameterTypeCodes.systemSetting, WATER_DEBT_SETTLEMENT);
  return row?.parameter_value === 'SET_OFF' ? 'SET_OFF' : 'PAY_FIRST';
}
