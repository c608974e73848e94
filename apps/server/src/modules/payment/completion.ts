import { istanbulDate } from '@ebelediye/contract';
import { recordCollection } from '../../ledger';
import type { BankResult } from '../../integrations/banks/adapter';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext, OperationServices } from '../../platform/operation-context';
import { bankMayStillCharge } from './order-state';
import { queuePaymentConfirmation } from './payment-sms';
import { requireOrder } from './order-view';
import { bankOrderOf, findOrderAccrualOids, findOrderByBankReference, findOrderByNumber, findOrderByOid, findOrderForUpdate, moveOrder, releaseLocks, type OrderRow } from './repo';

type Ctx = Pick<OperationContext, 'db' | 'config' | 'now' | 'log'> & { services: Pick<OperationServices, 'banks' | 'sms'> & Partial<Pick<OperationServices, 'notifier'>> };

/** Moves to a final state and frees the debts in one transaction. */
async function finish(ctx: Ctx, order: OrderRow, to: 'declined' | 'expired' | 'failed', source: string, note: string, changes: Parameters<typeof moveOrder>[4] = {}) {
  await ctx.db.transaction().execute(async (trx) => {
    if (await moveOrder(trx, order.oid, order.status, to, { result_message: note, ...changes }, { source, note, at: ctx.now() })) await releaseLocks(trx, order.oid);
  });
}

/** An order the bank never saw (no 3-D started) may be given up when the payer starts another for the same debts. */
export async function replaceUnsentOrder(ctx: Ctx, order: OrderRow): Promise<void> {
  if (order.status === 'created') await finish(ctx, order, 'expired', 'replaced', 'Aynı borçlar için yeni bir ödeme başlatıldı.');
}

/** An order past its window that the bank can no longer charge is expired (its debts are freed). */
export async function expireIfDue(ctx: Ctx, order: OrderRow): Promise<OrderRow> {
  if (order.status === 'created' && order.expires_at <= ctx.now()) {
    await finish(ctx, order, 'expired', 'expiry', 'Ödeme süresi doldu.');
    return requireOrder(ctx.db, order.order_number);
  }
  return order;
}

/**
 * Writes the collection of a provisioned order: once, under the order's row lock, priced as
 * on the day the order was opened (the amount the bank took). If the ledger refuses (the
 * debts were paid elsewhere meanwhile) the order fails and a person must refund; it is
 * never silently collected twice.
 */
export async function collectOrder(ctx: Ctx, orderOid: number, source: string): Promise<void> {
  try {
    const confirmation = await ctx.db.transaction().execute(async (trx) => {
      const order = await findOrderForUpdate(trx, orderOid);
      if (!order || order.status !== 'provisioned') return null;
      const recorded = await recordCollection(trx, {
        registryOid: order.registry_oid,
        accrualOids: await findOrderAccrualOids(trx, order.oid),
        collectionType: 4,
        channel: 'online',
        asOf: istanbulDate(order.created_at),
        collectedAt: ctx.now(),
        onlineOrderOid: order.oid,
        expectedTotal: order.amount,
      });
      await moveOrder(
        trx,
        order.oid,
        'provisioned',
        'collected',
        { collection_oid: recorded.collectionOid, receipt_no: recorded.receiptNo },
        { source, note: null, at: ctx.now() },
      );
      await releaseLocks(trx, order.oid);
      if (!recorded.created) return null;
      const sms = await queuePaymentConfirmation(trx, ctx.services.sms, ctx.config, {
        registryOid: order.registry_oid,
        amount: recorded.totalAmount,
        receiptNo: recorded.receiptNo,
        verificationCode: recorded.verificationCode,
        collectedAt: ctx.now(),
      });
      return { sms, memberOid: order.member_user_oid, collectionOid: recorded.collectionOid };
    });
    // The collection is committed: a message that cannot be sent now stays in the outbox, it never undoes the payment.
    if (confirmation?.sms != null)
      await ctx.services.sms.deliver(ctx.db, confirmation.sms).catch((err: unknown) => ctx.log.warn({ err, orderOid }, 'payment confirmation sms not sent'));
    if (confirmation?.memberOid != null) await ctx.services.notifier?.receiptCollected(confirmation.memberOid, confirmation.collectionOid);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const order = await findOrderByOid(ctx.db, orderOid);
    if (order?.status === 'provisioned') {
      ctx.log.error({ orderOid, code: error.code }, 'approved payment could not be collected; the order needs a refund');
      await finish(ctx, order, 'failed', source, 'Ödemeniz alındı ancak borçlarınıza işlenemedi. Belediye sizinle iletişime geçecektir.');
    }
  }
}

/** Applies a bank result to an order that is waiting for it; a repeat finds the state already moved. */
export async function applyBankResult(ctx: Ctx, order: OrderRow, result: Exclude<BankResult, { kind: 'untrusted' }>, source: string): Promise<void> {
  const at = ctx.now();
  const details = { masked_pan: result.maskedPan, result_code: result.kind === 'approved' ? '00' : result.code };
  if (result.kind === 'declined') {
    await finish(ctx, order, 'declined', source, result.reason, details);
    return;
  }
  if (result.amount !== order.amount) {
    ctx.log.error({ orderNumber: order.order_number, expected: order.amount, bank: result.amount }, 'bank approved a different amount');
    await finish(ctx, order, 'failed', source, 'Banka farklı bir tutar onayladı. Belediye sizinle iletişime geçecektir.', { ...details, bank_amount: result.amount });
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
export async function completeThreeD(ctx: Ctx, bankCode: string, posted: Record<string, string>, options: { collect: boolean }): Promise<OrderRow> {
  const adapter = ctx.services.banks.get(bankCode);
  if (!adapter) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  const claimed = adapter.orderNumberOf(posted);
  const order = claimed
    ? await findOrderByNumber(ctx.db, claimed)
    : posted.VerifyEnrollmentRequestId
      ? await findOrderByBankReference(ctx.db, bankCode, posted.VerifyEnrollmentRequestId)
      : undefined;
  if (!order || order.bank_code !== bankCode) throw new DomainError('PAYMENT_ORDER_NOT_FOUND');
  // The bank never saw this order (its 3-D was not started): no result about it can be true.
  if (order.status === 'created') throw untrusted(ctx, order, 'not sent to the bank');
  if (!bankMayStillCharge(order.status)) {
    if (order.status === 'provisioned' && options.collect) await collectOrder(ctx, order.oid, 'callback-repeat');
    return requireOrder(ctx.db, order.order_number);
  }
  if (order.status === 'sentTo3d' && adapter.hosted) {
    // Nestpay's callback is final and signed: verify before claiming, so a forged post moves nothing.
    const result = await adapter.completeThreeD(bankOrderOf(order), posted);
    if (result.kind === 'untrusted') throw untrusted(ctx, order, result.reason);
    if (!(await moveOrder(ctx.db, order.oid, 'sentTo3d', 'threeDResult', {}, { source: 'callback', note: `mdStatus ${result.mdStatus}`, at: ctx.now() }))) {
      return requireOrder(ctx.db, order.order_number);
    }
    await applyBankResult(ctx, { ...order, status: 'threeDResult' }, result, 'callback');
  } else if (order.status === 'sentTo3d') {
    // PayFlex posts unsigned: check it names our merchant and amount before the card is used.
    if (posted.MerchantId !== adapter.setting.merchantId || Number(posted.PurchAmount) !== order.amount) throw untrusted(ctx, order, 'amount');
    if (!(await moveOrder(ctx.db, order.oid, 'sentTo3d', 'threeDResult', {}, { source: 'callback', note: `Status ${posted.Status ?? ''}`, at: ctx.now() }))) {
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
      await finish(ctx, { ...order, status: 'threeDResult' }, 'declined', 'callback', 'Banka yanıtı doğrulanamadı; kartınızdan çekim yapılmadı.');
      throw untrusted(ctx, order, result.reason);
    }
    await applyBankResult(ctx, { ...order, status: 'threeDResult' }, result, 'callback');
  }
  return requireOrder(ctx.db, order.order_number);
}

function untrusted(ctx: Ctx, order: OrderRow, reason: string) {
  ctx.log.warn({ orderNumber: order.order_number, reason }, 'bank result refused');
  return new DomainError('PAYMENT_RESULT_UNTRUSTED');
}
