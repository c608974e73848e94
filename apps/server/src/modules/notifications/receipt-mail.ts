import type { Db } from '../../db/kysely';
import { findMemberContact } from '../../accounts/consent-repo';
import { consentingMembers } from '../../accounts/consents';
import { queueNotification } from './notification-repo';

export const receiptMailKey = (collectionOid: number) => `receipt:email:${collectionOid}`;

/**
 * After a payment is committed: queues the receipt mail when the paying member consents to
 * e-mailed receipts and has an address. One per collection (its unique key). Never called
 * inside the money transaction, and a failure here never undoes the payment.
 */
export async function queueReceiptMail(db: Db, memberOid: number, collectionOid: number, now: Date): Promise<boolean> {
  const member = await findMemberContact(db, memberOid);
  if (!member?.email || member.status !== 'ACTIVE') return false;
  if (!(await consentingMembers(db, 'email', 'receipt', [member])).has(member.oid)) return false;
  return queueNotification(db, {
    dedupe_key: receiptMailKey(collectionOid),
    member_oid: member.oid,
    channel: 'email',
    kind: 'receipt',
    purpose: 'receipt',
    recipient: member.email,
    due_date: null,
    accrual_oids: null,
    amount: null,
    collection_oid: collectionOid,
    subject: null,
    body: null,
    created_at: now,
    next_attempt_at: now,
    sent_at: null,
    last_error: null,
  });
}
