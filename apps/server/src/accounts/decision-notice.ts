import type { Db } from '../db/kysely';
import { smsTypeCodes } from '../integrations/sms/message-codes';
import type { OperationContext } from '../platform/operation-context';
import type { CitizenDecision } from '../platform/work-queue-declaration';

/**
 * Every back-office decision tells the citizen the same way (docs/adr/0013-back-office.md, docs/adr/0018-notifications-and-access-log.md): the SMS joins the
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
