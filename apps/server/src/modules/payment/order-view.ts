import type { OnlinePaymentOrder } from '@ebelediye/contract';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import { debtLabels, descriptionEn, incomeTypeNameEn } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { findCollectionVerification, findOrderByNumber, findOrderLines, type OrderRow } from './repo';

export const bankNameOf = (config: AppConfig, bankCode: string) => config.payments.banks.find((b) => b.bankCode === bankCode)?.bankName ?? bankCode;

/** The payer's view of an order: lines as priced when it was opened, never the registry or a full card number. */
export async function orderView(db: Db, config: AppConfig, order: OrderRow): Promise<OnlinePaymentOrder> {
  const lines = await findOrderLines(db, order.oid);
  const labels = await debtLabels(
    db,
    lines.map((l) => l.accrual_oid),
  );
  const verification = order.collection_oid ? await findCollectionVerification(db, order.collection_oid) : undefined;
  return {
    onlinePaymentRequestOid: order.oid,
    orderNumber: order.order_number,
    status: order.status,
    bankCode: order.bank_code,
    bankName: bankNameOf(config, order.bank_code),
    totalDebt: order.amount,
    lines: lines.map((l) => {
      const label = labels.get(l.accrual_oid);
      return {
        accrumentOid: l.accrual_oid,
        incomeTypeName: l.income_type_name,
        incomeTypeNameEn: incomeTypeNameEn(l),
        description: l.description,
        descriptionEn: descriptionEn(l.revenue_code, l),
        year: l.year,
        instalmentNo: l.instalment_no,
        periodLabel: label?.periodLabel ?? `${l.year}/${l.instalment_no}`,
        ...(label?.subscription ? { subscription: label.subscription } : {}),
        principalAmount: l.principal_amount,
        delayFineAmount: l.delay_fine_amount,
        totalAmount: l.principal_amount + l.delay_fine_amount,
      };
    }),
    maskedPan: order.masked_pan,
    resultMessage: order.result_message,
    receiptNo: order.receipt_no,
    verificationCode: verification?.verification_code ?? null,
    collectedAt: verification ? new Date(verification.collected_at).toISOString() : null,
    expiresAt: order.expires_at.toISOString(),
  };
}

export async function requireOrder(db: Db, orderNumber: string): Promise<OrderRow> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  return order;
}
