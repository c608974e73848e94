import { cancelAccruals, createAccruals, revenueCodes, type NewAccrual } from '../../../ledger';
import type { Db } from '../../../db/kysely';
import { accrualsTouchedSinceImport } from '../accrual-state-repo';
import { choice, optionalCode, optionalDate, optionalText, requiredAmount, requiredCode, requiredDate, requiredKey } from '../fields';
import { findDebtHolders } from '../debt-holder-repo';
import { findImportKeys } from '../import-key-repo';
import { refOf, type Cells, type ImportKind, type LoadRow, type RowIssues } from '../kind';
import type { Rejection } from '../rejections';

/** The income types an opening balance may carry, their default revenue code and the ledger's source kind. */
const incomeTypes = {
  EMLAK: { revenueCode: revenueCodes.propertyTaxBuilding, sourceKind: 'estate', name: 'Emlak Vergisi' },
  CTV: { revenueCode: revenueCodes.environmentCleaningTax, sourceKind: 'fee', name: 'Çevre Temizlik Vergisi' },
  ILAN: { revenueCode: revenueCodes.advertisingTax, sourceKind: 'fee', name: 'İlan ve Reklam Vergisi' },
  EGLENCE: { revenueCode: revenueCodes.entertainmentTax, sourceKind: 'fee', name: 'Eğlence Vergisi' },
  SU: { revenueCode: revenueCodes.waterUsage, sourceKind: 'subscription', name: 'Su' },
  CEZA: { revenueCode: revenueCodes.administrativeFine, sourceKind: 'fine', name: 'Para Cezası' },
  HARC: { revenueCode: null, sourceKind: 'fee', name: 'Harç' },
} as const;
type IncomeType = keyof typeof incomeTypes;

interface Debt {
  debtKey: string;
  registryKey: string;
  /** The subscription a water debt is of (required for SU): its set-off, cut and screens find it by this. */
  subscriptionKey: string | null;
  /** The estate a property-tax debt is of (EMLAK only, optional). */
  estateKey: string | null;
  incomeType: IncomeType;
  revenueCode: number;
  year: number;
  instalmentNo: number;
  periodLabel: string;
  description: string;
  amount: number;
  dueDate: string;
  accruedOn: string;
}

function parseDebt(cells: Cells, issues: RowIssues, today: string): Debt {
  const incomeType = choice(cells, issues, 'gelir_turu', Object.keys(incomeTypes) as IncomeType[]);
  const revenueCode = optionalCode(cells, issues, 'gelir_kodu') ?? incomeTypes[incomeType]?.revenueCode ?? null;
  if (revenueCode === null && incomeTypes[incomeType]) issues.reject('gelir_kodu', 'REQUIRED');
  const year = requiredCode(cells, issues, 'yil');
  if (year !== 0 && (year < 1980 || year > Number(today.slice(0, 4)) + 1)) issues.reject('yil', 'BAD_DATE', String(year));
  const instalmentNo = optionalCode(cells, issues, 'taksit_no') ?? 1;
  const dueDate = requiredDate(cells, issues, 'vade_tarihi');
  // An opening balance was assessed in the old system: never after today, never after it fell due.
  const accruedOn = optionalDate(cells, issues, 'tahakkuk_tarihi', today) ?? (dueDate <= today ? dueDate : today);
  if (accruedOn !== '' && dueDate !== '' && accruedOn > dueDate) issues.reject('tahakkuk_tarihi', 'ROW_ORDER', accruedOn);
  const subscriptionKey = optionalText(cells, issues, 'abone_no', 64);
  if (incomeType === 'SU' && subscriptionKey === null) issues.reject('abone_no', 'REQUIRED');
  if (incomeType !== 'SU' && subscriptionKey !== null) issues.reject('abone_no', 'NOT_FOR_INCOME_TYPE', subscriptionKey);
  const estateKey = optionalText(cells, issues, 'tasinmaz_no', 64);
  if (incomeType !== 'EMLAK' && estateKey !== null) issues.reject('tasinmaz_no', 'NOT_FOR_INCOME_TYPE', estateKey);
  return {
    debtKey: requiredKey(cells, issues, 'borc_no'),
    registryKey: requiredKey(cells, issues, 'sicil_no'),
    subscriptionKey,
    estateKey,
    incomeType,
    revenueCode: revenueCode ?? 0,
    year,
    instalmentNo,
    periodLabel: optionalText(cells, issues, 'donem', 40) ?? `${year}/${instalmentNo}`,
    description: optionalText(cells, issues, 'aciklama') ?? `${incomeTypes[incomeType]?.name ?? ''} ${year}/${instalmentNo}`,
    amount: requiredAmount(cells, issues, 'tutar'),
    dueDate,
    accruedOn,
  };
}

/**
 * A changed debt is replaced (cancelled and accrued anew) only while nothing has touched it since
 * it was loaded; a debt the file states as it was loaded is left alone, collected or not.
 */
async function checkUntouched(db: Db, rows: readonly LoadRow<Debt>[]): Promise<Rejection[]> {
  const earlier = await findImportKeys(
    db,
    'debts',
    rows.map((r) => r.key),
  );
  const changed = rows.filter((r) => r.localId !== null && earlier.get(r.key)?.rowHash !== r.hash);
  const touched = await accrualsTouchedSinceImport(
    db,
    changed.map((r) => r.localId!),
  );
  return changed.filter((r) => touched.has(r.localId!)).map((r) => ({ line: r.line, field: 'borc_no', code: 'ALREADY_COLLECTED' as const, value: r.key }));
}

/** A water debt's subscription and a property-tax debt's estate must be the debtor's own. */
async function checkHolders(db: Db, rows: readonly LoadRow<Debt>[]): Promise<Rejection[]> {
  const subscriptionOf = (r: LoadRow<Debt>) => (r.record.subscriptionKey === null ? null : refOf(r, 'subscriptions', r.record.subscriptionKey));
  const estateOf = (r: LoadRow<Debt>) => (r.record.estateKey === null ? null : refOf(r, 'estates', r.record.estateKey));
  const holders = await findDebtHolders(
    db,
    rows.flatMap((r) => subscriptionOf(r) ?? []),
    rows.flatMap((r) => estateOf(r) ?? []),
  );
  return rows.flatMap((r) => {
    const debtor = refOf(r, 'registries', r.record.registryKey);
    const subscription = subscriptionOf(r);
    const estate = estateOf(r);
    return [
      ...(subscription !== null && holders.subscriptions.get(subscription) !== debtor
        ? [{ line: r.line, field: 'abone_no', code: 'NOT_THE_DEBTORS' as const, value: r.record.subscriptionKey! }]
        : []),
      ...(estate !== null && holders.estates.get(estate) !== debtor ? [{ line: r.line, field: 'tasinmaz_no', code: 'NOT_THE_DEBTORS' as const, value: r.record.estateKey! }] : []),
    ];
  });
}

const accrualOf = (row: LoadRow<Debt>): NewAccrual => {
  const d = row.record;
  const subscriptionOid = d.subscriptionKey === null ? null : refOf(row, 'subscriptions', d.subscriptionKey);
  const estateOid = d.estateKey === null ? null : refOf(row, 'estates', d.estateKey);
  return {
    registry_oid: refOf(row, 'registries', d.registryKey),
    income_type_code: d.incomeType,
    revenue_code: d.revenueCode,
    revenue_type: d.incomeType === 'SU' ? 1 : null,
    description: d.description,
    year: d.year,
    instalment_no: d.instalmentNo,
    period_label: d.periodLabel,
    amount: d.amount,
    due_date: d.dueDate,
    accrued_on: d.accruedOn,
    source_kind: incomeTypes[d.incomeType].sourceKind,
    source_oid: subscriptionOid ?? estateOid,
    real_estate_oid: estateOid,
    subscription_oid: subscriptionOid,
  };
};

/**
 * Open debts carried over from the previous system as opening balances, with their original
 * due dates, so the ledger charges the delay fine from the day they fell due (docs/domain/delay-fine.md).
 */
export const debts: ImportKind<Debt> = {
  name: 'debts',
  keyColumn: 'borc_no',
  columns: ['borc_no', 'sicil_no', 'gelir_turu', 'gelir_kodu', 'yil', 'taksit_no', 'donem', 'aciklama', 'tutar', 'vade_tarihi', 'tahakkuk_tarihi', 'abone_no', 'tasinmaz_no'].map(
    (header) => ({
      header,
      required: ['borc_no', 'sicil_no', 'gelir_turu', 'yil', 'tutar', 'vade_tarihi'].includes(header),
    }),
  ),
  parse: parseDebt,
  key: (r) => r.debtKey,
  references: (r) => [
    { field: 'sicil_no', kind: 'registries', key: r.registryKey },
    ...(r.subscriptionKey === null ? [] : [{ field: 'abone_no', kind: 'subscriptions', key: r.subscriptionKey }]),
    ...(r.estateKey === null ? [] : [{ field: 'tasinmaz_no', kind: 'estates', key: r.estateKey }]),
  ],
  checkAgainstDatabase: async (db, rows) => [...(await checkHolders(db, rows)), ...(await checkUntouched(db, rows))],
  load: async (trx, rows) => {
    const replaced = rows.flatMap((r) => (r.localId === null ? [] : [r.localId]));
    await cancelAccruals(trx, replaced, { reason: 'Aktarım dosyasının düzeltilmiş satırıyla değiştirildi.', by: null, at: new Date() });
    return createAccruals(trx, rows.map(accrualOf));
  },
};
