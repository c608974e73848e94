import type { FileContent } from '@ebelediye/contract';
import { loadReceipt, renderReceiptPdf } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { requireOrder } from './order-view';

/** The receipt of a collected order; the payer's name and number are masked (the order number is the only key). */
export async function onlinePaymentReceipt(ctx: OperationContext, orderNumber: string): Promise<FileContent> {
  const order = await requireOrder(ctx.db, orderNumber);
  if (order.status !== 'collected' || !order.collection_oid) throw new DomainError('RECEIPT_NOT_FOUND', 'Bu ödeme için makbuz bulunmamaktadır.');
  const data = await loadReceipt(ctx.db, ctx.config, [order.registry_oid], order.collection_oid);
  if (!data) throw new DomainError('RECEIPT_NOT_FOUND');
  return { bytes: renderReceiptPdf(data, { maskPayer: true }), contentType: 'application/pdf', fileName: `makbuz-${order.receipt_no ?? order.order_number}.pdf`, disposition: 'attachment' };
}
