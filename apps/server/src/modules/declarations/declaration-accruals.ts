import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { createAccruals, propertyTaxRevenueCode, revenueCodes, type NewAccrual } from '../../ledger';
import type { Assessment } from './assessment';
import { linkRealEstate } from './real-estate';

export interface DeclarationAccrualInput {
  declarationOid: number;
  declarationNo: string;
  registryOid: number;
  assessment: Assessment;
  now: Date;
}

const estateNames = { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as const;

function incomeOf(a: Assessment): { incomeTypeCode: string; revenueCode: number; description: string } {
  switch (a.kind) {
    case 'estate':
      return { incomeTypeCode: 'EMLAK', revenueCode: propertyTaxRevenueCode(a.estateCode!), description: `Emlak Vergisi (${estateNames[a.estateCode!]})` };
    case 'ect':
      return { incomeTypeCode: 'CTV', revenueCode: revenueCodes.environmentCleaningTax, description: 'Çevre Temizlik Vergisi (İşyeri)' };
    case 'advertising':
      return { incomeTypeCode: 'ILAN', revenueCode: revenueCodes.advertisingTax, description: 'İlan ve Reklam Vergisi' };
    case 'entertainment':
      return { incomeTypeCode: 'EGLENCE', revenueCode: revenueCodes.entertainmentTax, description: 'Eğlence Vergisi' };
  }
}

/** Where a tax's instalments come from, and the words after the tax's name in their description. */
export interface InstalmentSource {
  registryOid: number;
  source: { kind: 'declaration' | 'estate'; oid: number };
  realEstateOid: number | null;
  /** The declaration number, or the tax year of a yearly run. */
  label: string;
  accruedOn: string;
}

/** An assessed tax's instalments as ledger accruals, first instalment first (an instalment of 0 is none). */
export function instalmentAccruals(a: Assessment, from: InstalmentSource): NewAccrual[] {
  const income = incomeOf(a);
  return a.tax.instalments
    .filter((i) => i.amount > 0)
    .map((i) => ({
      registry_oid: from.registryOid,
      income_type_code: income.incomeTypeCode,
      revenue_code: income.revenueCode,
      revenue_type: null,
      description: `${income.description} — ${from.label}`,
      year: a.taxYear,
      instalment_no: i.instalmentNo,
      period_label: a.period ? `${a.period.start.slice(5, 7).replace(/^0/, '')}-${a.period.end.slice(5, 7).replace(/^0/, '')}/${a.taxYear}` : `${a.taxYear}/${i.instalmentNo}`,
      amount: i.amount,
      due_date: i.dueDate,
      accrued_on: from.accruedOn,
      source_kind: from.source.kind,
      source_oid: from.source.oid,
      real_estate_oid: from.realEstateOid,
      subscription_oid: null,
    }));
}

/**
 * The filed declaration's instalments become ledger accruals (source 'declaration'), so they
 * appear in debt questioning and can be paid; an estate declaration also creates or links
 * the registry's real-estate record. Returns the accrual oids, first instalment first.
 */
export async function createDeclarationAccruals(trx: Db, input: DeclarationAccrualInput): Promise<{ accrualOids: number[]; realEstateOid: number | null }> {
  const a = input.assessment;
  const realEstateOid = a.kind === 'estate' ? await linkRealEstate(trx, input.registryOid, a) : null;
  const rows = instalmentAccruals(a, {
    registryOid: input.registryOid,
    source: { kind: 'declaration', oid: input.declarationOid },
    realEstateOid,
    label: input.declarationNo,
    accruedOn: istanbulDate(input.now),
  });
  return { accrualOids: await createAccruals(trx, rows), realEstateOid };
}
