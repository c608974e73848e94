import { parameterTypeCodes, revenueTypes, waterSubscriberTypeCodes, type WaterApplicationRule, type WaterFeeKind, type WaterSubscriberTypeCode } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { revenueCodes } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { findActiveParameters } from '../../reference-data/parameter-repo';

/**
 * The fees of a water application come from the tariff tables (parameter lists keyed by
 * subscriber type): the deposit (revenue type 3) and the connection fee (facility,
 * revenue type 2). Amounts are kuruş.
 */
const feeTariffs: Record<WaterFeeKind, { typeCode: string; revenueType: 2 | 3; revenueCode: number; name: string }> = {
  deposit: { typeCode: parameterTypeCodes.deposit, revenueType: revenueTypes.deposit.code as 3, revenueCode: revenueCodes.waterDeposit, name: 'Su Güvence Bedeli' },
  connection: {
    typeCode: parameterTypeCodes.waterConnectionFee,
    revenueType: revenueTypes.facility.code as 2,
    revenueCode: revenueCodes.waterFacility,
    name: 'Su Bağlantı (Tesis) Bedeli',
  },
};

export interface FeeLine {
  kind: WaterFeeKind;
  revenueType: 2 | 3;
  revenueCode: number;
  name: string;
  amount: number;
}

export type FeeTables = Record<WaterFeeKind, Map<string, number>>;

export async function loadFeeTables(db: Db): Promise<FeeTables> {
  const read = async (kind: WaterFeeKind) => {
    const rows = await findActiveParameters(db, feeTariffs[kind].typeCode);
    const amounts = new Map<string, number>();
    for (const r of rows) {
      const amount = Number(r.parameter_value);
      if (Number.isSafeInteger(amount) && amount > 0) amounts.set(r.parameter_code, amount);
    }
    return amounts;
  };
  return { deposit: await read('deposit'), connection: await read('connection') };
}

/** The fee lines of a type for a subscriber type; null when a tariff has no row for it (the type is not offered for it). */
export function feeLinesOf(tables: FeeTables, rule: WaterApplicationRule, subscriberType: WaterSubscriberTypeCode | null): FeeLine[] | null {
  const lines: FeeLine[] = [];
  for (const kind of rule.fees) {
    const amount = subscriberType === null ? undefined : tables[kind].get(subscriberType);
    if (amount === undefined) return null;
    const { revenueType, revenueCode, name } = feeTariffs[kind];
    lines.push({ kind, revenueType, revenueCode, name, amount });
  }
  return lines;
}

export function requireFeeLines(tables: FeeTables, rule: WaterApplicationRule, subscriberType: WaterSubscriberTypeCode | null): FeeLine[] {
  const lines = feeLinesOf(tables, rule, rule.fees.length === 0 ? null : subscriberType);
  if (!lines) throw new DomainError('WATER_TARIFF_MISSING');
  return lines;
}

/** Per subscriber type, what the citizen will pay: shown before they start. */
export function feesBySubscriberType(tables: FeeTables, rule: WaterApplicationRule) {
  return waterSubscriberTypeCodes.flatMap((subscriberType) => {
    const lines = feeLinesOf(tables, rule, rule.fees.length === 0 ? null : subscriberType);
    if (!lines) return [];
    return [
      { subscriberType, lines: lines.map((l) => ({ kind: l.kind, revenueType: l.revenueType, name: l.name, amount: l.amount })), total: lines.reduce((s, l) => s + l.amount, 0) },
    ];
  });
}
