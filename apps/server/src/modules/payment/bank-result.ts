import type { BankResult } from '../../integrations/banks/adapter';
import { DomainError } from '../../platform/domain-error';
import { closeOrder } from './close-order';
import { collectOrder } from './collect';
import { accepts } from './order-state';
import { requireOrder } from './order-view';
import { bankOrderOf, findOrderByBankReference, findOrderByNumber, moveOrder, type OrderRow } from './repo';
import type { StepContext } from './step-context';

/** Applies a bank result to an order that is waiting for it; a repeat finds the state already moved. */
export async function applyBankResult(ctx: StepContext, order: OrderRow, result: Exclude<BankResult, { kind: 'untrusted' }>, source: string): Promise<void> {
  if (!accepts('applyResult', order.status)) return;
  const at = ctx.now();
  const details = { masked_pan: result.maskedPan, result_code: result.kind === 'approved' ? '00' : result.code };
  if (result.kind === 'declined') {
    await closeOrder(ctx, order, 'declined', source, result.reason, details);
    return;
  }
  if (result.amount !== order.amount) {
    ctx.log.error({ orderNumber: order.order_number, expected: order.amount, bank: result.amount }, 'bank approved a different amount');
    await closeOrder(ctx, order, 'failed', source, 'Banka farklı bir tutar onayladı. Belediye sizinle iletişime geçecektir.', { ...details, bank_amount: result.amount });
    return;
  }
  const moved = await moveOrder(
    ctx.db,
    order.oid,
    order.status,
    'provisioned',
    { ...details, auth_code: result.authCode, host_reference: result.hostReference, bank_amount: result.amount },
    { source, note: null, at },
  );
  if (moved) await collectOrder(ctx, order.oid, source);
}

/**
 * The bank's posted 3-D result (callback, or the same fields through the API). Nothing is
 * trusted before the adapter verified it; the order is claimed (sentTo3d → threeDResult)
 * before the bank is called again, so a repeated callback never provisions twice.
 */
export async function completeThreeD(ctx: StepContext, bankCode: string, posted: Record<string, string>, options: { collect: boolean }): Promise<OrderRow> {
  const adapter = ctx.services.banks.get(bankCode);
  if (!adapter) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  const claimed = adapter.orderNumberOf(posted);
  const order = claimed
    ? await findOrderByNumber(ctx.db, claimed)
    : posted.VerifyEnrollmentRequestId
      ? await findOrderByBankReference(ctx.db, bankCode, posted.VerifyEnrollmentRequestId)
      : undefined;
  if (!order || order.bank_code !== bankCode) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  if (!accepts('bankResult', order.status)) return answerOutOfStep(ctx, order, options);
  if (adapter.hosted) {
    // Nestpay's callback is final and signed: verify before claiming, so a forged post moves nothing.
    const result = await adapter.completeThreeD(bankOrderOf(order), posted);
    if (result.kind === 'untrusted') throw untrusted(ctx, order, result.reason);
    if (!(await moveOrder(ctx.db, order.oid, order.status, 'threeDResult', {}, { source: 'callback', note: `mdStatus ${result.mdStatus}`, at: ctx.now() }))) {
      return requireOrder(ctx.db, order.order_number);
    }
    await applyBankResult(ctx, { ...order, status: 'threeDResult' }, result, 'callback');
  } else {
    // PayFlex posts unsigned: check it names our merchant and amount before the card is used.
    if (posted.MerchantId !== adapter.setting.merchantId || Number(posted.PurchAmount) !== order.amount) throw untrusted(ctx, order, 'amount');
    // Here the portal makes the sale: for an order the payer gave up, the card is not charged.
    if (order.status === 'cancelled') return order;
    if (!(await moveOrder(ctx.db, order.oid, order.status, 'threeDResult', {}, { source: 'callback', note: `Status ${posted.Status ?? ''}`, at: ctx.now() }))) {
      return requireOrder(ctx.db, order.order_number);
    }
    let result: BankResult;
    try {
      result = await adapter.completeThreeD(bankOrderOf(order), posted);
    } catch (error) {
      // The provision's answer is unknown: reconciliation will ask the bank.
      ctx.log.warn({ err: error, orderNumber: order.order_number }, 'bank provision failed');
      throw new DomainError(
        'PAYMENT_BANK_UNAVAILABLE',
        'Banka yanıtı alınamadı. Ödemenizin durumu kısa süre içinde banka ile kontrol edilecektir; lütfen tekrar ödeme yapmayınız.',
      );
    }
    if (result.kind === 'untrusted') {
      await closeOrder(ctx, { ...order, status: 'threeDResult' }, 'declined', 'callback', 'Banka yanıtı doğrulanamadı; kartınızdan çekim yapılmadı.');
      throw untrusted(ctx, order, result.reason);
    }
    await applyBankResult(ctx, { ...order, status: 'threeDResult' }, result, 'callback');
  }
  return requireOrder(ctx.db, order.order_number);
}

/**
 * A result for an order not at the bank: for one the bank never saw (its 3-D was not started) no
 * result can be true; a repeat for a provisioned order collects it if the first did not; any
 * other (in progress, or settled) is read back as it is.
 */
async function answerOutOfStep(ctx: StepContext, order: OrderRow, options: { collect: boolean }): Promise<OrderRow> {
  if (order.status === 'created') throw untrusted(ctx, order, 'not sent to the bank');
  if (options.collect && accepts('collect', order.status)) await collectOrder(ctx, order.oid, 'callback-repeat');
  return requireOrder(ctx.db, order.order_number);
}

function untrusted(ctx: StepContext, order: OrderRow, reason: string) {
  ctx.log.warn({ orderNumber: order.order_number, reason }, 'bank result refused');
  return new DomainError('PAYMENT_RESULT_UNTRUSTED');
}
