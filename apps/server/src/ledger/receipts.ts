import { collectionTypes } from '@ebelediye/contract';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { findCollectionLines } from './collection-repo';
import type { ReceiptData } from './receipt-pdf';

const typeName = (code: number) => Object.values(collectionTypes).find((t) => t.code === code)?.tr ?? String(code);

function findCollectionWithPayer(db: Db) {
  return db
    .selectFrom('collection')
    .innerJoin('registry', 'registry.oid', 'collection.registry_oid')
    .select([
      'collection.oid', 'collection.registry_oid', 'collection.collected_at', 'collection.collection_type', 'collection.total_amount',
      'collection.receipt_no', 'collection.verification_code', 'registry.first_name', 'registry.last_name', 'registry.title',
      'registry.national_id', 'registry.tax_number',
    ]);
}

/** A receipt's data, only when the collection belongs to one of the given registries. */
export async function loadReceipt(db: Db, config: AppConfig, registryOids: readonly number[], collectionOid: number): Promise<ReceiptData | null> {
  const row = await findCollectionWithPayer(db)
    .where('collection.oid', '=', collectionOid)
    .where('collection.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .executeTakeFirst();
  if (!row) return null;
  const lines = await findCollectionLines(db, row.oid);
  return {
    municipalityNameCapital: config.publicSetting.MunicipalityNameCapital,
    countyName: config.publicSetting.CountyName,
    receiptNo: row.receipt_no,
    verificationCode: row.verification_code,
    collectedAt: row.collected_at,
    collectionTypeName: typeName(row.collection_type),
    payer: { name: row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' '), identifier: row.national_id ?? row.tax_number },
    lines: lines.map((l) => ({
      incomeTypeName: l.income_type_name, description: l.description, periodLabel: l.period_label, dueDate: String(l.due_date).slice(0, 10),
      principalAmount: l.principal_amount, delayFineAmount: l.delay_fine_amount,
    })),
    totalAmount: row.total_amount,
  };
}

/** The public check of a receipt: what the code proves, with nothing personal but a masked name. */
export function findReceiptByVerificationCode(db: Db, verificationCode: string) {
  return findCollectionWithPayer(db).where('collection.verification_code', '=', verificationCode.trim().toUpperCase()).executeTakeFirst();
}
