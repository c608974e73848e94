import type { Db } from '../../db/kysely';
import type { DecisionRecipient } from '../../platform/operation-context';
import { findMemberContact, findMemberContactOfRegistry } from '../../accounts/consent-repo';
import { consentingMembers } from '../../accounts/consents';
import { queueNotification } from './notification-repo';

/**
 * Queues a decision on a member's application or complaint by e-mail, when the member consents
 * to decisions by e-mail and has an address. `key` names the decision, so it is sent once. An
 * application or filing names its registry; the registry's member account, if any, is told.
 */
export async function queueDecisionMail(db: Db, to: DecisionRecipient, key: string, message: { subject: string; text: string }, now: Date): Promise<boolean> {
  const member = 'memberOid' in to ? await findMemberContact(db, to.memberOid) : await findMemberContactOfRegistry(db, to.registryOid);
  if (!member?.email || member.status !== 'ACTIVE') return false;
  if (!(await consentingMembers(db, 'email', 'decision', [member])).has(member.oid)) return false;
  return queueNotification(db, {
    dedupe_key: key,
    member_oid: member.oid,
    channel: 'email',
    kind: 'decision',
    purpose: 'decision',
    recipient: member.email,
    due_date: null,
    accrual_oids: null,
    amount: null,
    collection_oid: null,
    subject: message.subject,
    body: message.text,
    created_at: now,
    next_attempt_at: now,
    sent_at: null,
    last_error: null,
  });
}
