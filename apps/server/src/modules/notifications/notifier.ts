import type { Notifier } from '../../platform/operation-context';
import { dispatchNow, type DispatchDeps } from './dispatcher';
import { queueDecisionMail } from './decision-mail';
import { queueReceiptMail, receiptMailKey } from './receipt-mail';

/**
 * What the payment capability calls after a collection is committed. The receipt mail is
 * queued first and sent at once when it can be; anything that fails is left to the
 * notification job's retries and never reaches the payment.
 */
export function createNotifier(deps: DispatchDeps): Notifier {
  return {
    async receiptCollected(memberOid, collectionOid) {
      try {
        if (await queueReceiptMail(deps.db, memberOid, collectionOid, deps.now())) await dispatchNow(deps, receiptMailKey(collectionOid));
      } catch (err) {
        deps.log.warn({ err, collectionOid }, 'receipt mail not queued or sent');
      }
    },
    async decisionMade(to, key, message) {
      try {
        if (await queueDecisionMail(deps.db, to, key, message, deps.now())) await dispatchNow(deps, key);
      } catch (err) {
        deps.log.warn({ err }, 'decision mail not queued or sent');
      }
    },
  };
}
