import type { Db } from '../db/kysely';
import { smsTypeCodes } from '../integrations/sms/message-codes';
import type { DecisionRecipient, OperationContext } from '../platform/operation-context';

/** A decision on a citizen's complaint or application, as the citizen is told it. */
export interface CitizenDecision {
  /** The phone the request gave; null (an anonymous tip-off) sends no SMS. */
  gsm: string | null;
  /** The member account behind the request, for the e-mail the member may have asked for. */
  recipient: DecisionRecipient | null;
  /** The SMS title: the kind of request ('Beyanname', 'Su Başvurusu'…). */
  title: string;
  /** The e-mail's subject: the request by its number. */
  subject: string;
  /** What was decided, in the citizen's words, without the municipality's name. */
  text: string;
  /** Names the decision (queue, item, version) so its e-mail goes out once, whatever retries. */
  key: string;
}

/**
 * Every back-office decision tells the citizen the same way (issues 16 and 20): the SMS joins the
 * outbox in the decision's own transaction, so it is sent only if the decision commits; after the
 * commit it is delivered, and a member who consented to decisions by e-mail gets the same text
 * there. Call inside the transaction; call what it returns after the commit.
 */
export async function queueCitizenDecision(ctx: OperationContext, trx: Db, decision: CitizenDecision | null): Promise<() => Promise<void>> {
  if (!decision) return async () => {};
  const outboxOid = decision.gsm
    ? await ctx.services.sms.enqueue(trx, {
        gsm: decision.gsm,
        typeCode: smsTypeCodes.notice,
        messageCode: null,
        title: decision.title,
        body: `${ctx.config.publicSetting.MunicipalityName}: ${decision.text}`,
      })
    : null;
  return async () => {
    if (outboxOid !== null) await ctx.services.sms.deliver(ctx.db, outboxOid);
    if (decision.recipient) await ctx.services.notifier.decisionMade(decision.recipient, `decision:email:${decision.key}`, { subject: decision.subject, text: decision.text });
  };
}
