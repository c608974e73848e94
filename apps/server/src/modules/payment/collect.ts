import { istanbulDate } from '@ebelediye/contract';
import { recordCollection } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { closeOrder } from './close-order';
import { accepts } from './order-state';
import { queuePaymentConfirmation } from './payment-sms';
import { findOrderAccrualOids, findOrderByOid, findOrderForUpdate, moveOrder, releaseLocks } from './repo';
import type { StepContext } from './step-context';

/**
 * Writes the collection of a provisioned order: once, under the order's row lock, priced as
 * on the day the order was opened (the amount the bank took). If the ledger refuses (the
 * debts were paid elsewhere meanwhile) the order fails and a person must refund; it is
 * never silently collected twice.
 */
export async function collectOrder(ctx: StepContext, orderOid: number, source: string): Promise<void> {
  try {
    const confirmation = await ctx.db.transaction().execute(async (trx) => {
      const order = await findOrderForUpdate(trx, orderOid);
      if (!order || !accepts('collect', order.status)) return null;
      const recorded = await recordCollection(trx, {
        registryOid: order.registry_oid,
        accrualOids: await findOrderAccrualOids(trx, order.oid),
        collectionType: 4,
        channel: 'online',
        asOf: istanbulDate(order.created_at),
        collectedAt: ctx.now(),
        onlineOrderOid: order.oid,
        expectedTotal: order.amount,
        actedByMemberOid: order.acted_by_member_oid,
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
    if (order && accepts('collect', order.status)) {
      ctx.log.error({ orderOid, code: error.code }, 'approved payment could not be collected; the order needs a refund');
      await closeOrder(ctx, order, 'failed', source, 'Ödemeniz alındı ancak borçlarınıza işlenemedi. Belediye sizinle iletişime geçecektir.');
    }
  }
}
