import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { letterheadOf } from '../documents/letterhead';
import { findCollectionLines, findCollectionWithPayer, findOrderApproval } from './collection-repo';
import { debtSubscriptions } from './debt-labels';
import { descriptionEn, incomeTypeNameEn } from './english-description';
import type { ReceiptCardPayment, ReceiptData } from './receipt-pdf';

/** The portal's public address: the configured origin (the one banks post to), else this server's. */
export const portalOrigin = (config: AppConfig) => config.payments.callbackBaseUrl.replace(/\/+$/, '') || `http://${config.host}:${config.port}`;

/** The public check of a receipt with its code filled in: what the receipt's QR code opens. */
export const receiptVerificationUrl = (config: AppConfig, verificationCode: string) =>
  `${portalOrigin(config)}/ReceiptVerification?verificationCode=${encodeURIComponent(verificationCode)}`;

/** How the bank approved an online payment (order number, authorisation number, masked card). */
async function findCardPayment(db: Db, config: AppConfig, orderOid: number): Promise<ReceiptCardPayment | null> {
  const order = await findOrderApproval(db, orderOid);
  if (!order) return null;
  const bank = config.payments.banks.find((b) => b.bankCode === order.bank_code);
  return { orderNumber: order.order_number, bankName: bank?.bankName ?? null, authCode: order.auth_code, maskedPan: order.masked_pan };
}

/** A receipt's data, only when the collection belongs to one of the given registries. */
export async function loadReceipt(db: Db, config: AppConfig, registryOids: readonly number[], collectionOid: number): Promise<ReceiptData | null> {
  const row = await findCollectionWithPayer(db)
    .where('collection.oid', '=', collectionOid)
    .where('collection.registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .executeTakeFirst();
  if (!row) return null;
  const lines = await findCollectionLines(db, row.oid);
  const subscriptions = await debtSubscriptions(
    db,
    lines.map((l) => l.subscription_oid),
  );
  return {
    municipalityNameCapital: config.publicSetting.MunicipalityNameCapital,
    countyName: config.publicSetting.CountyName,
    letterhead: letterheadOf(config),
    receiptNo: row.receipt_no,
    verificationCode: row.verification_code,
    verificationUrl: receiptVerificationUrl(config, row.verification_code),
    collectedAt: row.collected_at,
    collectionType: row.collection_type,
    payer: { name: row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' '), identifier: row.national_id ?? row.tax_number },
    actedBy: row.acting_first_name === null ? null : [row.acting_first_name, row.acting_last_name].filter(Boolean).join(' '),
    card: row.online_order_oid === null ? null : await findCardPayment(db, config, row.online_order_oid),
    lines: lines.map((l) => ({
      incomeTypeName: l.income_type_name,
      incomeTypeNameEn: incomeTypeNameEn(l),
      description: l.description,
      descriptionEn: descriptionEn(l.revenue_code, l),
      periodLabel: l.period_label,
      subscription: l.subscription_oid === null ? null : (subscriptions.get(l.subscription_oid) ?? null),
      dueDate: String(l.due_date).slice(0, 10),
      principalAmount: l.principal_amount,
      delayFineAmount: l.delay_fine_amount,
    })),
    totalAmount: row.total_amount,
  };
}

/** The public check of a receipt: what the code proves, with nothing personal but a masked name. */
export function findReceiptByVerificationCode(db: Db, verificationCode: string) {
  return findCollectionWithPayer(db).where('collection.verification_code', '=', verificationCode.trim().toUpperCase()).executeTakeFirst();
}
