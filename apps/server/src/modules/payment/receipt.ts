import type { FileContent, ParsedRequestOf } from '@ebelediye/contract';
import { loadReceipt, renderReceiptPdf, verifyPaymentProof } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { accepts } from './order-state';
import { requireOrder } from './order-view';

/**
 * The receipt of a collected order. The order number alone opens it with the payer masked;
 * the payer is shown in full to whoever proved to be them: the order's own member, or a
 * fast-payment caller whose proof names the order's registry (its registered phone, by SMS).
 */
export async function onlinePaymentReceipt(ctx: OperationContext, body: ParsedRequestOf<'GetOnlinePaymentReceipt'>): Promise<FileContent> {
  const order = await requireOrder(ctx.db, body.orderNumber);
  if (!accepts('receipt', order.status) || !order.collection_oid) throw new DomainError('RECEIPT_NOT_FOUND', 'Bu ödeme için makbuz bulunmamaktadır.');
  const data = await loadReceipt(ctx.db, ctx.config, [order.registry_oid], order.collection_oid);
  if (!data) throw new DomainError('RECEIPT_NOT_FOUND');
  const ownMember = ctx.member !== null && order.member_user_oid === ctx.member.userOid;
  // A subscription's phone proves the subscriber, who need not be the registry's holder: that proof keeps the holder masked.
  const claims = ctx.member ? null : verifyPaymentProof(ctx.config, body.paymentProof, ctx.now());
  const proven = claims !== null && claims.registryOid === order.registry_oid && claims.subscriptionOid === undefined;
  return {
    bytes: renderReceiptPdf(data, { maskPayer: !(ownMember || proven), language: body.language }),
    contentType: 'application/pdf',
    fileName: `makbuz-${order.receipt_no ?? order.order_number}.pdf`,
    disposition: 'attachment',
  };
}
